// 未注册设备 (administrators): terminals that reported to the gateway with a number no vehicle has,
// newest report first, paged by the server; 添加车辆 registers one through the add-vehicle dialog,
// after which the list is read again (the server drops registered terminals from it); 移除 takes a
// row off the list after a confirmation.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError, withTotal } from '@chelian/core';
import { useCarServices } from '../../services/CarServicesContext';
import { AddVehicleDialog } from './components/AddVehicleDialog';
import { createUnregisteredApi, normalizeTerminal, protocolLabel, type AddedVehicle, type UnregisteredDevice } from './service';
import styles from './UnregisteredPage.module.css';

const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** A row's identity: the server keeps one per terminal number and protocol. */
const rowKey = (d: UnregisteredDevice) => `${d.protocol}:${d.terminalNo}`;

export function UnregisteredPage() {
  const { http } = useCarServices();
  const api = useMemo(() => createUnregisteredApi(http), [http]);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(createPagination());
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState<UnregisteredDevice | undefined>(undefined);
  // Terminals added from this page (normalized number → plate), marked as such should a server still list them.
  const [added, setAdded] = useState<ReadonlyMap<string, string>>(new Map());

  const list = useQuery({
    queryKey: ['unregistered', 'list', keyword, page.current, page.pageSize],
    queryFn: () => api.listUnregistered({ ...pageQuery(page), keyword }),
  });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  // Fewer rows than before (devices registered meanwhile): stay on a page that still exists.
  const total = list.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    setPage((p) => {
      const next = withTotal(p, total);
      return next.current === p.current ? p : next;
    });
  }, [total]);

  const { message } = App.useApp();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['unregistered', 'list'] });
  const remove = async (d: UnregisteredDevice) => {
    try {
      await api.removeRow(d);
      void message.success(`已移除 ${d.terminalNo}`);
      refresh();
    } catch (e) {
      reportError(e);
    }
  };
  const onAdded = (device: UnregisteredDevice, vehicle: AddedVehicle) => {
    setAdded((m) => new Map(m).set(normalizeTerminal(device.terminalNo), vehicle.plate));
    setAdding(undefined);
    refresh();
  };

  return (
    <div className={styles.page} data-testid="unregistered-page">
      <div className={styles.header}>
        <Typography.Title level={4} style={{ margin: '0 0 4px' }}>
          未注册设备
        </Typography.Title>
        <Typography.Text type="secondary">
          终端号尚未登记的设备连接网关上报时记录于此（按最后上报时间排序）。添加为车辆后，设备此后的上报即按该车辆入库。
        </Typography.Text>
      </div>
      <Space className={styles.toolbar} wrap>
        <Input.Search
          allowClear
          placeholder="终端号"
          aria-label="搜索终端号"
          style={{ width: 240 }}
          enterButton="查询"
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={list.isFetching && !list.isLoading}>
          刷新
        </Button>
      </Space>
      <Table<UnregisteredDevice>
        rowKey={rowKey}
        size="middle"
        bordered
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={keyword ? `没有终端号包含「${keyword}」的未注册设备` : '暂无未注册设备：所有上报的终端都已登记'}
            />
          ),
        }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize === p.pageSize ? current : 1, pageSize })),
        }}
        columns={[
          { title: '终端号', dataIndex: 'terminalNo', width: 170 },
          { title: '协议', dataIndex: 'protocol', width: 100, render: (p: string) => protocolLabel(p) },
          { title: '首次上报', dataIndex: 'firstSeen', width: 170 },
          { title: '最后上报', dataIndex: 'lastSeen', width: 170 },
          {
            title: (
              <Tooltip title="网关记下的上报次数（未登记设备的上报不入库）">
                上报次数 <QuestionCircleOutlined />
              </Tooltip>
            ),
            dataIndex: 'frames',
            width: 110,
            align: 'right',
          },
          { title: '来源地址', dataIndex: 'remote', ellipsis: true, render: (r?: string) => r || '-' },
          {
            title: '操作',
            width: 230,
            render: (_, d) => {
              const plate = added.get(normalizeTerminal(d.terminalNo));
              const state =
                d.autoRegistered === 1 ? (
                  <Tooltip title={`网关已自动注册为车辆 ${d.plate ?? ''}（${d.groupName ?? ''}）`}>
                    <Tag color="processing">已自动注册 {d.groupName}</Tag>
                  </Tooltip>
                ) : plate !== undefined ? (
                  <Tag color="success">已添加 {plate}</Tag>
                ) : (
                  <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setAdding(d)} aria-label={`添加车辆 ${d.terminalNo}`}>
                    添加车辆
                  </Button>
                );
              return (
                <Space size={4}>
                  {state}
                  <Popconfirm
                    title={`移除 ${d.terminalNo}？`}
                    description={d.autoRegistered === 1 ? '只移除这条记录，车辆保留。' : '设备再次上报时会重新列出。'}
                    okText="移除"
                    cancelText="取消"
                    onConfirm={() => remove(d)}
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`移除 ${d.terminalNo}`}>
                      移除
                    </Button>
                  </Popconfirm>
                </Space>
              );
            },
          },
        ]}
      />
      <AddVehicleDialog device={adding} api={api} onAdded={onAdded} onClose={() => setAdding(undefined)} />
    </div>
  );
}

// 未注册设备 (administrators): terminals that reported to the gateway with a number no vehicle has,
// newest report first, paged by the server; 添加车辆 registers one through the add-vehicle dialog,
// after which the list is read again (the server drops registered terminals from it); 移除 takes a
// row off the list after a confirmation.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { usePageFollowsTotal } from '@chelian/ui';
import { useCarServices } from '../../services/CarServicesContext';
import { AddVehicleDialog } from './components/AddVehicleDialog';
import { createUnregisteredApi, normalizeTerminal, protocolLabel, type AddedVehicle, type UnregisteredDevice } from './service';
import styles from './UnregisteredPage.module.css';
import { unregisteredPageTexts as texts } from '../../texts';

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
  usePageFollowsTotal(page, setPage, total);

  const { message } = App.useApp();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['unregistered', 'list'] });
  const remove = async (d: UnregisteredDevice) => {
    try {
      await api.removeRow(d);
      void message.success(texts.removed(d.terminalNo));
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
        <Typography.Title level={4} style={{ margin: '0 0 4px' }}>{texts.title}</Typography.Title>
        <Typography.Text type="secondary">{texts.intro}</Typography.Text>
      </div>
      <Space className={styles.toolbar} wrap>
        <Input.Search
          allowClear
          placeholder={texts.terminalNo}
          aria-label={texts.searchLabel}
          style={{ width: 240 }}
          enterButton={texts.search}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={list.isFetching && !list.isLoading}>{texts.refresh}</Button>
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
              description={keyword ? texts.noMatch(keyword) : texts.empty}
            />
          ),
        }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (t) => texts.total(t),
          onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize === p.pageSize ? current : 1, pageSize })),
        }}
        columns={[
          { title: texts.terminalNo, dataIndex: 'terminalNo', width: 170 },
          { title: texts.protocol, dataIndex: 'protocol', width: 100, render: (p: string) => protocolLabel(p) },
          { title: texts.firstSeen, dataIndex: 'firstSeen', width: 170 },
          { title: texts.lastSeen, dataIndex: 'lastSeen', width: 170 },
          {
            title: (
              <Tooltip title={texts.framesHelp}>{texts.frames} <QuestionCircleOutlined />
              </Tooltip>
            ),
            dataIndex: 'frames',
            width: 110,
            align: 'right',
          },
          { title: texts.remote, dataIndex: 'remote', ellipsis: true, render: (r?: string) => r || '-' },
          {
            title: texts.actions,
            width: 230,
            render: (_, d) => {
              const plate = added.get(normalizeTerminal(d.terminalNo));
              const state =
                d.autoRegistered === 1 ? (
                  <Tooltip title={texts.autoRegisteredHelp(d.plate ?? '', d.groupName ?? '')}>
                    <Tag color="processing">{texts.autoRegistered} {d.groupName}</Tag>
                  </Tooltip>
                ) : plate !== undefined ? (
                  <Tag color="success">{texts.addedTag} {plate}</Tag>
                ) : (
                  <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setAdding(d)} aria-label={texts.addLabel(d.terminalNo)}>{texts.add}</Button>
                );
              return (
                <Space size={4}>
                  {state}
                  <Popconfirm
                    title={texts.removeConfirm(d.terminalNo)}
                    description={d.autoRegistered === 1 ? texts.removeKeepsVehicle : texts.removeListedAgain}
                    okText={texts.remove}
                    cancelText={texts.cancel}
                    onConfirm={() => remove(d)}
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={texts.removeLabel(d.terminalNo)}>{texts.remove}</Button>
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

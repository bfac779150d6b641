// 安装人员管理 (§2.7): the installers searched by name (查询 160701) with their order counts;
// 新建人员 (160702), 修改 (160703), 删除 (160704) and 批量删除 of the selected (160705).
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access } from '@chelian/ui';
import { BUTTON_INSTALLER_ADD, BUTTON_INSTALLER_BATCH_DELETE, BUTTON_INSTALLER_DELETE, BUTTON_INSTALLER_EDIT, BUTTON_INSTALLER_SEARCH } from '../../access';
import { useSystemServices } from '../../services/systemServices';
import { PageHeader } from '../../shared/PageHeader';
import { WorkOrdersOff } from '../../shared/WorkOrdersOff';
import { useWorkOrdersOn } from '../../shared/workOrderSwitch';
import { InstallerDialog } from './components/InstallerDialog';
import { createInstallerApi, type InstallerRow } from './service';
import styles from '../../shared/ListPage.module.css';
import { installerPageTexts as texts, routeTexts } from '../../texts';

const WORKER_LEFT = 2;

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: InstallerRow };

export function InstallerPage() {
  const { http } = useSystemServices();
  const workOrdersOn = useWorkOrdersOn();
  const api = useMemo(() => createInstallerApi(http), [http]);
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [nameInput, setNameInput] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(createPagination());
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const list = useQuery({ queryKey: ['system', 'installer', 'list', name, page.current, page.pageSize], queryFn: () => api.list(name, pageQuery(page)), enabled: workOrdersOn === true });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['system', 'installer'] });
  };
  const remove = async (ids: number[]) => {
    try {
      await (ids.length === 1 ? api.remove(ids[0]!) : api.removeMany(ids));
      void message.success(texts.removed);
      refresh();
    } catch (e) {
      reportError(e);
    }
  };
  const batchRemove = () => {
    if (selected.length === 0) return void message.warning(texts.selectFirst);
    modal.confirm({ title: texts.batchDelete, content: texts.confirmBatchRemove(selected.length), okText: texts.ok, cancelText: texts.cancel, onOk: () => remove(selected) });
  };
  return (
    <div className={styles.page} data-testid="installer-page">
      <PageHeader title={routeTexts.installer} tips={texts.tips} />
      {workOrdersOn === false ? (
        <WorkOrdersOff />
      ) : (
        <div className={styles.body}>
          <Space className={styles.toolbar} wrap>
            <Input
              allowClear
              aria-label={texts.name}
              placeholder={texts.namePlaceholder}
              style={{ width: 200 }}
              value={nameInput}
              onChange={(e) => setNameInput(e.target.value)}
              onPressEnter={() => setName(nameInput)}
            />
            <Access button={BUTTON_INSTALLER_SEARCH}>
              <Button
                type="primary"
                icon={<SearchOutlined />}
                onClick={() => {
                  setName(nameInput);
                  setPage((p) => ({ ...p, current: 1 }));
                }}
              >
                {texts.search}
              </Button>
            </Access>
            <Access button={BUTTON_INSTALLER_ADD}>
              <Button icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>{texts.add}</Button>
            </Access>
            <Access button={BUTTON_INSTALLER_BATCH_DELETE}>
              <Button danger icon={<DeleteOutlined />} onClick={batchRemove}>{texts.batchDelete}</Button>
            </Access>
          </Space>
          <Table<InstallerRow>
            rowKey="userId"
            size="middle"
            loading={list.isFetching}
            dataSource={list.data?.data ?? []}
            locale={{ emptyText: texts.empty }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
            columns={[
              { title: texts.name, dataIndex: 'name', render: (n: string, r) => (r.flag === WORKER_LEFT ? <>{n} <Tag>{texts.left}</Tag></> : n) },
              { title: texts.phone, dataIndex: 'phone' },
              { title: texts.createTime, dataIndex: 'createTime' },
              { title: texts.username, dataIndex: 'username' },
              { title: texts.password, dataIndex: 'password' },
              { title: texts.allCounts, dataIndex: 'allCounts', width: 80 },
              { title: texts.confirmCounts, dataIndex: 'confirmCounts', width: 110 },
              { title: texts.processiveCounts, dataIndex: 'processiveCounts', width: 110 },
              { title: texts.remark, dataIndex: 'remark', ellipsis: true },
              {
                title: texts.actions,
                key: 'actions',
                width: 120,
                render: (_, row) => (
                  <Space size={4}>
                    <Access button={BUTTON_INSTALLER_EDIT}>
                      <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', row })}>{texts.edit}</Button>
                    </Access>
                    <Access button={BUTTON_INSTALLER_DELETE}>
                      <Popconfirm title={texts.confirmRemove(row.name)} onConfirm={() => remove([row.userId])}>
                        <Button type="link" size="small" danger>{texts.remove}</Button>
                      </Popconfirm>
                    </Access>
                  </Space>
                ),
              },
            ]}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => texts.total(n),
              onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize !== p.pageSize ? 1 : current, pageSize })),
            }}
          />
        </div>
      )}
      {editing.kind !== 'closed' && (
        <InstallerDialog
          api={api}
          {...(editing.kind === 'edit' ? { row: editing.row } : {})}
          onClose={() => setEditing({ kind: 'closed' })}
          onSaved={() => {
            setEditing({ kind: 'closed' });
            refresh();
          }}
        />
      )}
    </div>
  );
}

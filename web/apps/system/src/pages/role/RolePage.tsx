// 角色管理 (administrators; §2.7): the roles of the caller's tenant, searched by name and status and
// paged by the server; 新建角色 and 修改 open the role dialog (name, description, the resource tree),
// 删除 asks first. The model page of the app: calls in service.ts, pure logic in model/, texts in
// ../../texts.ts, the common header of shared/.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Input, Popconfirm, Select, Space, Table } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { usePageFollowsTotal } from '@chelian/ui';
import { useSystemServices } from '../../services/systemServices';
import { PageHeader } from '../../shared/PageHeader';
import { RoleDialog } from './components/RoleDialog';
import { createRoleApi, type RoleRow, type RoleStatusFilter } from './service';
import styles from './RolePage.module.css';
import { rolePageTexts as texts, routeTexts } from '../../texts';

const PAGE_SIZE_OPTIONS = [10, 20, 30, 40];

/** The dialog: closed, a new role, or a row being edited. */
type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; role: RoleRow };

export function RolePage() {
  const { http } = useSystemServices();
  const api = useMemo(() => createRoleApi(http), [http]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState(createPagination());
  const [nameInput, setNameInput] = useState('');
  const [statusInput, setStatusInput] = useState<RoleStatusFilter>(0);
  const [filter, setFilter] = useState<{ roleName: string; status: RoleStatusFilter }>({ roleName: '', status: 0 });
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  const list = useQuery({
    queryKey: ['system', 'role', 'list', filter.roleName, filter.status, page.current, page.pageSize],
    queryFn: () => api.listRoles({ ...filter, ...pageQuery(page) }),
  });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  // Fewer rows than before (a role deleted): stay on a page that still exists.
  const total = list.data?.total;
  usePageFollowsTotal(page, setPage, total);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['system', 'role', 'list'] });
  const search = () => {
    setFilter({ roleName: nameInput.trim(), status: statusInput });
    setPage((p) => ({ ...p, current: 1 }));
  };
  const remove = async (role: RoleRow) => {
    try {
      await api.deleteRole(role.roleId);
      void message.success(texts.removed(role.roleName));
      refresh();
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <div className={styles.page} data-testid="role-page">
      <PageHeader title={routeTexts.role} tips={texts.tips} />
      <div className={styles.body}>
        <Space className={styles.toolbar} wrap>
          <Input
            allowClear
            aria-label={texts.roleName}
            placeholder={texts.roleNamePlaceholder}
            style={{ width: 220 }}
            value={nameInput}
            onChange={(e) => setNameInput(e.target.value)}
            onPressEnter={search}
          />
          <Select<RoleStatusFilter>
            aria-label={texts.status}
            style={{ width: 120 }}
            value={statusInput}
            onChange={setStatusInput}
            options={[
              { value: 0, label: texts.statusAll },
              { value: 1, label: texts.statusInUse },
              { value: 2, label: texts.statusFrozen },
            ]}
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>{texts.search}</Button>
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>{texts.add}</Button>
        </Space>
        <Table<RoleRow>
          rowKey="roleId"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} /> }}
          columns={[
            { title: texts.roleName, dataIndex: 'roleName', width: 240 },
            { title: texts.roleDesc, dataIndex: 'roleDesc' },
            {
              title: texts.actions,
              key: 'actions',
              width: 160,
              render: (_, role) => (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', role })}>{texts.edit}</Button>
                  <Popconfirm title={texts.confirmRemove(role.roleName)} onConfirm={() => remove(role)}>
                    <Button type="link" size="small" danger>{texts.remove}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total: total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS,
            showTotal: (n) => texts.total(n),
            onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize !== p.pageSize ? 1 : current, pageSize })),
          }}
        />
      </div>
      {editing.kind !== 'closed' && (
        <RoleDialog
          key={editing.kind === 'edit' ? editing.role.roleId : 'add'}
          api={api}
          role={editing.kind === 'edit' ? editing.role : undefined}
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

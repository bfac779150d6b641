// 用户管理 (§2.7, page 1601): the user tree on the left (the caller and the accounts it manages), the
// chosen account's card and its sub-accounts paged on the right; 新增用户 / 新增下级 / 修改 open the user
// dialog, 绑车 the 车组绑定 dialog, 删除 and 重置密码 ask twice (useUserOperations), 导出 downloads the
// list. Every operation shows only with its button (160101–160107) and the rights of model/userActions.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Descriptions, Empty, Input, Space, Table } from 'antd';
import { ExportOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { usePageFollowsTotal } from '@chelian/ui';
import { useSystemServices } from '../../services/systemServices';
import { PageHeader } from '../../shared/PageHeader';
import { accountTypeLabel } from '../../shared/accountType';
import { useCaller } from '../../shared/caller';
import { BindGroupDialog } from './components/BindGroupDialog';
import { UserDialog } from './components/UserDialog';
import { UserTree, type TreeOperation } from './components/UserTree';
import { pageActions, userActions } from './model/userActions';
import { buildUserTree } from './model/userTree';
import { createUserApi, type AccountRef, type UserRow } from './service';
import { useUserOperations } from './useUserOperations';
import styles from './UserPage.module.css';
import { routeTexts, userPageTexts as texts } from '../../texts';

const PAGE_SIZE_OPTIONS = [10, 20, 30, 40];

/** The dialog open: none, a new account under `parent`, an account edited, or its group binding. */
type Dialog =
  | { kind: 'closed' }
  | { kind: 'add'; parent: AccountRef | undefined; topLevel: boolean }
  | { kind: 'edit'; row: UserRow }
  | { kind: 'bind'; row: UserRow };

export function UserPage() {
  const { http, permissions } = useSystemServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const api = useMemo(() => createUserApi(http), [http]);
  const queryClient = useQueryClient();
  const hasButton = useCallback((id: number) => permissions.hasButton(id), [permissions]);

  const me = useCaller();
  const treeQuery = useQuery({ queryKey: ['system', 'user', 'tree'], queryFn: () => api.listUsers() });
  const tree = useMemo(() => buildUserTree(treeQuery.data ?? []), [treeQuery.data]);
  const rowsById = useMemo(() => new Map((treeQuery.data ?? []).map((r) => [Number(r.userId), r])), [treeQuery.data]);
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const caller = me.data;
  const nodeId = selectedId ?? (caller ? Number(caller.userId) : undefined);
  const node = (nodeId !== undefined ? rowsById.get(nodeId) : undefined) ?? caller;

  const [page, setPage] = useState(createPagination({ pageSize: 30 }));
  const [nameInput, setNameInput] = useState('');
  const [userName, setUserName] = useState('');
  const list = useQuery({
    queryKey: ['system', 'user', 'page', nodeId, userName, page.current, page.pageSize],
    queryFn: () => api.pageUsers({ userId: nodeId, userName, ...pageQuery(page) }),
    enabled: nodeId !== undefined,
  });
  const firstError = me.error ?? treeQuery.error ?? list.error;
  useEffect(() => {
    if (firstError) reportError(firstError);
  }, [firstError]);
  const total = list.data?.total;
  usePageFollowsTotal(page, setPage, total);

  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['system', 'user'] }), [queryClient]);
  const ops = useUserOperations(api, (removed) => {
    if (removed && Number(removed.userId) === selectedId) setSelectedId(undefined);
    refresh();
  });
  const operate = useCallback(
    (op: TreeOperation | 'resetPassword', row: UserRow) => {
      if (op === 'addSub') setDialog({ kind: 'add', parent: row, topLevel: false });
      else if (op === 'edit') setDialog({ kind: 'edit', row });
      else if (op === 'bind') setDialog({ kind: 'bind', row });
      else if (op === 'remove') ops.remove(row);
      else void ops.resetPassword(row);
    },
    [ops],
  );
  const treeActions = useCallback((row: UserRow) => userActions(hasButton, caller, row, 'tree'), [hasButton, caller]);
  const header = pageActions(hasButton, caller);
  const search = () => {
    setUserName(nameInput.trim());
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <div className={styles.page} data-testid="user-page">
      <PageHeader
        title={routeTexts.user}
        tips={texts.tips}
        extra={
          <Space>
            {header.add && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add', parent: caller, topLevel: true })}>
                {texts.add}
              </Button>
            )}
            {header.export && (
              <Button icon={<ExportOutlined />} onClick={() => api.exportUsers(nodeId)}>
                {texts.export}
              </Button>
            )}
          </Space>
        }
      />
      <div className={styles.body}>
        <UserTree
          tree={tree}
          loading={treeQuery.isLoading}
          selected={nodeId}
          onSelect={(row) => {
            setSelectedId(Number(row.userId));
            setPage((p) => ({ ...p, current: 1 }));
          }}
          actionsOf={treeActions}
          onOperation={operate}
        />
        <div className={styles.main}>
          <section className={styles.card} data-testid="user-info">
            <Descriptions size="small" title={texts.infoTitle} column={3}>
              <Descriptions.Item label={texts.account}>{node?.name || texts.unknown}</Descriptions.Item>
              <Descriptions.Item label={texts.corpName}>{node?.corpName || texts.unknown}</Descriptions.Item>
              <Descriptions.Item label={texts.accountType}>{accountTypeLabel(node?.accountType)}</Descriptions.Item>
              <Descriptions.Item label={texts.customCode}>{node?.customCode || texts.unknown}</Descriptions.Item>
              <Descriptions.Item label={texts.phone}>{node?.phone || texts.unknown}</Descriptions.Item>
              <Descriptions.Item label={texts.group}>{node?.groupName || texts.unknown}</Descriptions.Item>
            </Descriptions>
          </section>
          <section className={styles.table} data-testid="user-table">
            <Space className={styles.toolbar} wrap>
              <Input
                allowClear
                aria-label={texts.userName}
                placeholder={texts.userNamePlaceholder}
                style={{ width: 220 }}
                value={nameInput}
                onChange={(e) => setNameInput(e.target.value)}
                onPressEnter={search}
              />
              <Button type="primary" icon={<SearchOutlined />} onClick={search}>{texts.search}</Button>
            </Space>
            <Table<UserRow>
              rowKey="userId"
              size="middle"
              loading={list.isFetching}
              dataSource={list.data?.data ?? []}
              scroll={{ x: 980 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} /> }}
              columns={[
                { title: texts.account, dataIndex: 'name', width: 120, ellipsis: true },
                { title: texts.corpName, dataIndex: 'corpName', width: 140, ellipsis: true },
                { title: texts.accountType, dataIndex: 'accountType', width: 90, render: (v: number) => accountTypeLabel(v) },
                { title: texts.parentName, dataIndex: 'parentName', width: 110, ellipsis: true },
                { title: texts.parentCorp, dataIndex: 'parentCorp', width: 130, ellipsis: true },
                { title: texts.mobile, dataIndex: 'phone', width: 120 },
                { title: texts.createTime, dataIndex: 'createTime', width: 160 },
                {
                  title: texts.actions,
                  key: 'actions',
                  fixed: 'right',
                  width: 330,
                  render: (_, row) => {
                    const a = userActions(hasButton, caller, row, 'table');
                    return (
                      <Space size={0} wrap>
                        {a.addSub && <Button type="link" size="small" onClick={() => operate('addSub', row)}>{texts.addSub}</Button>}
                        {a.edit && <Button type="link" size="small" onClick={() => operate('edit', row)}>{texts.edit}</Button>}
                        {a.bind && <Button type="link" size="small" onClick={() => operate('bind', row)}>{texts.bind}</Button>}
                        {a.resetPassword && <Button type="link" size="small" onClick={() => operate('resetPassword', row)}>{texts.resetPassword}</Button>}
                        {a.remove && <Button type="link" size="small" danger onClick={() => operate('remove', row)}>{texts.remove}</Button>}
                      </Space>
                    );
                  },
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
          </section>
        </div>
      </div>
      {(dialog.kind === 'add' || dialog.kind === 'edit') && (
        <UserDialog
          api={api}
          row={dialog.kind === 'edit' ? dialog.row : undefined}
          parent={dialog.kind === 'add' ? dialog.parent : rowsById.get(Number(dialog.row.parentId))}
          caller={caller}
          topLevel={dialog.kind === 'add' && dialog.topLevel}
          onClose={() => setDialog({ kind: 'closed' })}
          onSaved={() => {
            setDialog({ kind: 'closed' });
            refresh();
          }}
          onResetPassword={(row) => void ops.resetPassword(row)}
        />
      )}
      {dialog.kind === 'bind' && (
        <BindGroupDialog
          api={api}
          row={dialog.row}
          onClose={() => setDialog({ kind: 'closed' })}
          onSaved={() => {
            setDialog({ kind: 'closed' });
            refresh();
          }}
        />
      )}
    </div>
  );
}

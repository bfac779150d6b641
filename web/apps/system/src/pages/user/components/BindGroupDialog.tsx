// 车组绑定 (§2.7, 600 px): the caller's group tree with a search "请输入车组名" and the 已选择 box; an
// account is bound to ONE group and sees everything below it (docs/accounts.md), so a click chooses
// the group and replaces the one bound today. Saving sends bindUserGroup {userId, groupIds}.
import { useMemo, useState } from 'react';
import { App, Button, Empty, Input, Modal, Space, Spin, Tag, Tree, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { useGroupTree, type GroupOption } from '../../../shared/groupTree';
import { filterGroupOptions } from '../../../shared/groupFilter';
import type { UserApi, UserRow } from '../service';
import styles from '../UserPage.module.css';
import { bindGroupTexts as texts } from '../../../texts';

export interface BindGroupDialogProps {
  api: UserApi;
  row: UserRow;
  onClose: () => void;
  onSaved: () => void;
}

export function BindGroupDialog({ api, row, onClose, onSaved }: BindGroupDialogProps) {
  const { message } = App.useApp();
  const groups = useGroupTree();
  const current = useQuery({ queryKey: ['system', 'user', 'groups', row.userId], queryFn: () => api.userGroups(Number(row.userId)), gcTime: 0 });
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const bound = current.data?.[0];
  const selectedId = chosen ?? (bound ? Number(bound.groupId) : undefined);
  const shown = useMemo(() => filterGroupOptions(groups.options, keyword), [groups.options, keyword]);
  const selectedName = selectedId !== undefined ? (groups.byId.get(selectedId)?.gn ?? (bound && Number(bound.groupId) === selectedId ? bound.groupName : String(selectedId))) : undefined;
  const save = useMutation({
    mutationFn: (groupId: number) => api.bindGroup(Number(row.userId), groupId),
    onSuccess: () => {
      void message.success(texts.bound(selectedName ?? ''));
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  return (
    <Modal open title={texts.title(row.name)} width={600} onCancel={onClose} footer={null} destroyOnHidden>
      <div data-testid="bind-group-dialog">
        <Typography.Paragraph type="secondary">{texts.oneGroup}</Typography.Paragraph>
        <Input.Search allowClear placeholder={texts.search} aria-label={texts.search} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
        <div className={styles.groupList}>
          {groups.isLoading ? (
            <Spin />
          ) : shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
          ) : (
            <Tree<GroupOption>
              blockNode
              defaultExpandAll
              treeData={shown}
              selectedKeys={selectedId !== undefined ? [selectedId] : []}
              onSelect={(keys) => {
                if (keys.length) setChosen(Number(keys[0]));
              }}
            />
          )}
        </div>
        <div style={{ margin: '12px 0 4px' }}>{texts.selected}</div>
        <div className={styles.selected} data-testid="bind-group-selected">
          {selectedName ? <Tag color="blue">{selectedName}</Tag> : <Typography.Text type="secondary">{texts.none}</Typography.Text>}
          {bound && <div><Typography.Text type="secondary">{texts.current(bound.groupName)}</Typography.Text></div>}
        </div>
        <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => {
              if (selectedId === undefined) void message.warning(texts.required);
              else save.mutate(selectedId);
            }}
          >
            {texts.save}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}

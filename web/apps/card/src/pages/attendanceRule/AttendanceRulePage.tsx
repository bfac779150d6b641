// 考勤规则: one rule per group — the work fence (a circle), 上下班时间 and the grace — with 设置 / 修改 /
// 删除 behind 保存考勤规则 (110301). People follow their group's rule, else the nearest ancestor's.
import { useMemo, useState } from 'react';
import { Button, Popconfirm, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Access } from '@chelian/ui';
import { RULE_SAVE_BUTTON } from '../../access';
import { useCardServices } from '../../services/cardServices';
import { useCardList } from '../../shared/useCardList';
import { RuleDialog } from './RuleDialog';
import { createRuleApi, type RuleRow } from './service';
import styles from '../../shared/ListPage.module.css';
import { ruleTexts as texts, sharedTexts } from '../../texts';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: RuleRow };

export function AttendanceRulePage() {
  const { http } = useCardServices();
  const api = useMemo(() => createRuleApi(http), [http]);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const { list, refresh, removeWith } = useCardList(['card', 'rules'], ['card', 'rules'], () => api.list());
  const remove = (groupId: number) => removeWith(() => api.remove(groupId));
  return (
    <div className={styles.page} data-testid="attendance-rule-page">
      <div className={styles.body}>
        <Space className={styles.toolbar}>
          <Access button={RULE_SAVE_BUTTON}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
              {sharedTexts.add}
            </Button>
          </Access>
        </Space>
        <Table<RuleRow>
          rowKey="groupId"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          locale={{ emptyText: texts.empty }}
          pagination={false}
          columns={[
            { title: texts.groupName, dataIndex: 'groupName' },
            { title: texts.name, dataIndex: 'name' },
            { title: texts.shift, dataIndex: 'shift' },
            { title: texts.grace, dataIndex: 'graceMinutes' },
            { title: texts.fence, key: 'fence', render: (_, r) => texts.fenceText(r.lat, r.lon, r.radius) },
            { title: texts.updatedBy, dataIndex: 'updatedBy' },
            { title: texts.updateTime, dataIndex: 'updateTime' },
            {
              title: sharedTexts.actions,
              key: 'actions',
              width: 120,
              render: (_, row) => (
                <Access button={RULE_SAVE_BUTTON}>
                  <Space size={4}>
                    <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', row })}>
                      {sharedTexts.edit}
                    </Button>
                    <Popconfirm title={texts.confirmDelete(row.groupName)} okText={sharedTexts.delete} cancelText={sharedTexts.cancel} onConfirm={() => remove(row.groupId)}>
                      <Button type="link" size="small" danger>
                        {sharedTexts.delete}
                      </Button>
                    </Popconfirm>
                  </Space>
                </Access>
              ),
            },
          ]}
        />
      </div>
      {editing.kind !== 'closed' && (
        <RuleDialog
          api={api}
          row={editing.kind === 'edit' ? editing.row : undefined}
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

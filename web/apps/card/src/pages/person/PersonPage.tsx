// 人员管理: the people of the caller's tree (by group and keyword) with their number, department and
// badge; 新增 (111001), 修改 (111002), 删除 (111003), 轨迹 (轨迹回放 of the person) and 指令 (the
// badge's commands in the shared instructions dialog, which checks 指令下发).
import { useMemo, useState } from 'react';
import { Button, Input, Popconfirm, Space, Table } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { createPagination, pageQuery, sendMessage } from '@chelian/core';
import { Access } from '@chelian/ui';
import { PERSON_ADD_BUTTON, PERSON_DELETE_BUTTON, PERSON_EDIT_BUTTON } from '../../access';
import { useCardServices } from '../../services/cardServices';
import { useCardList } from '../../shared/useCardList';
import { GroupField } from '../../shared/GroupField';
import { PersonDialog } from './PersonDialog';
import { createPersonApi, type PersonRow } from '../../shared/personService';
import styles from '../../shared/ListPage.module.css';
import { personTexts as texts, sharedTexts } from '../../texts';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: PersonRow };

export function PersonPage() {
  const { http } = useCardServices();
  const api = useMemo(() => createPersonApi(http), [http]);
  const [keywordInput, setKeywordInput] = useState('');
  const [groupInput, setGroupInput] = useState<number | undefined>();
  const [filter, setFilter] = useState<{ keyword: string; groupId?: number | undefined }>({ keyword: '' });
  const [page, setPage] = useState(createPagination());
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const navigate = useNavigate();
  const { list, refresh, removeWith } = useCardList(['card', 'person'], ['card', 'person', filter, page.current, page.pageSize], () =>
    api.list({ ...filter, ...pageQuery(page) }),
  );
  const remove = (id: number) => removeWith(() => api.remove(id));
  return (
    <div className={styles.page} data-testid="person-page">
      <div className={styles.body}>
        <Space className={styles.toolbar} wrap>
          <GroupField value={groupInput} onChange={setGroupInput} />
          <Input
            allowClear
            aria-label={sharedTexts.keyword}
            placeholder={sharedTexts.keywordPlaceholder}
            style={{ width: 240 }}
            value={keywordInput}
            onChange={(e) => setKeywordInput(e.target.value)}
            onPressEnter={() => setFilter({ keyword: keywordInput, groupId: groupInput })}
          />
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={() => {
              setFilter({ keyword: keywordInput, groupId: groupInput });
              setPage((p) => ({ ...p, current: 1 }));
            }}
          >
            {sharedTexts.search}
          </Button>
          <Access button={PERSON_ADD_BUTTON}>
            <Button icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
              {sharedTexts.add}
            </Button>
          </Access>
        </Space>
        <Table<PersonRow>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: texts.empty }}
          columns={[
            { title: texts.name, dataIndex: 'name' },
            { title: texts.personNo, dataIndex: 'personNo' },
            { title: texts.department, dataIndex: 'department' },
            { title: texts.groupName, dataIndex: 'groupName' },
            { title: texts.terminalNo, dataIndex: 'terminalNo' },
            { title: texts.phone, dataIndex: 'phone' },
            { title: texts.createTime, dataIndex: 'createTime' },
            {
              title: sharedTexts.actions,
              key: 'actions',
              width: 200,
              render: (_, row) => (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => void navigate(`/track?${new URLSearchParams({ vehicleId: String(row.id), plate: row.name })}`)}>
                    {texts.track}
                  </Button>
                  <Button type="link" size="small" onClick={() => sendMessage('showInstructions', { type: '', vehicleId: row.id, plate: row.name, terminalType: row.terminalType })}>
                    {texts.command}
                  </Button>
                  <Access button={PERSON_EDIT_BUTTON}>
                    <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', row })}>
                      {sharedTexts.edit}
                    </Button>
                  </Access>
                  <Access button={PERSON_DELETE_BUTTON}>
                    <Popconfirm title={texts.confirmDelete(row.name)} okText={sharedTexts.delete} cancelText={sharedTexts.cancel} onConfirm={() => remove(row.id)}>
                      <Button type="link" size="small" danger>
                        {sharedTexts.delete}
                      </Button>
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
            showSizeChanger: false,
            onChange: (current, pageSize) => setPage((p) => ({ ...p, current, pageSize })),
          }}
        />
      </div>
      {editing.kind !== 'closed' && (
        <PersonDialog
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

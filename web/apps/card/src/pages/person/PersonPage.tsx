// 人员管理: the people of the caller's tree (by group and keyword) with their number, department and
// badge; 新增 (111001), 修改 (111002), 删除 (111003), 轨迹 (轨迹回放 of the person) and 指令 (a menu of
// the badge's named commands — 立即定位, SOS号码, 电话本 … — each opening the shared instructions
// dialog on its form, which checks 指令下发).
import { useMemo, useState } from 'react';
import { Button, Dropdown, Popconfirm, Space, Table } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { createPagination, pageQuery, sendMessage } from '@chelian/core';
import { Access } from '@chelian/ui';
import { PERSON_ADD_BUTTON, PERSON_DELETE_BUTTON, PERSON_EDIT_BUTTON } from '../../access';
import { useCardServices } from '../../services/cardServices';
import { CARD_PROFILE } from '../../shared/cardProfile';
import { useCardList } from '../../shared/useCardList';
import { PeopleFilter, type PeopleFilterValue } from '../../shared/PeopleFilter';
import { tablePaging } from '../../shared/tablePaging';
import { PersonDialog } from './PersonDialog';
import { badgeCommandItems } from './badgeCommands';
import { createPersonApi, type PersonRow } from '../../shared/personService';
import styles from '../../shared/ListPage.module.css';
import { personTexts as texts, sharedTexts } from '../../texts';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: PersonRow };

export function PersonPage() {
  const { http } = useCardServices();
  const api = useMemo(() => createPersonApi(http), [http]);
  const [filter, setFilter] = useState<PeopleFilterValue>({ keyword: '' });
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
        <PeopleFilter
          onSearch={(f) => {
            setFilter(f);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        >
          <Access button={PERSON_ADD_BUTTON}>
            <Button icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
              {sharedTexts.add}
            </Button>
          </Access>
        </PeopleFilter>
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
              width: 220,
              render: (_, row) => (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => void navigate(`/track?${new URLSearchParams({ vehicleId: String(row.id), plate: row.name })}`)}>
                    {texts.track}
                  </Button>
                  <Dropdown
                    trigger={['click']}
                    menu={{
                      items: badgeCommandItems(),
                      onClick: ({ key }) => sendMessage('showInstructions', { type: key, vehicleId: row.id, plate: row.name, terminalType: row.terminalType, words: CARD_PROFILE.nouns }),
                    }}
                  >
                    <Button type="link" size="small" data-testid="person-commands">
                      {texts.command} <DownOutlined />
                    </Button>
                  </Dropdown>
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
          pagination={tablePaging(page, list.data?.total, setPage)}
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

// 语音消息: the people of the caller's tree (by group and keyword); 语音 opens the person's voice
// messages both ways with a player and 发送语音 (@chelian/ui VoicePanel on the shared voice calls).
import { useMemo, useState } from 'react';
import { Button, Table, Typography } from 'antd';
import { createPagination, createVoiceApi, currentSessionId, pageQuery } from '@chelian/core';
import { VoicePanel } from '@chelian/ui';
import { useCardServices } from '../../services/cardServices';
import { useCardList } from '../../shared/useCardList';
import { PeopleFilter, type PeopleFilterValue } from '../../shared/PeopleFilter';
import { createPersonApi, type PersonRow } from '../../shared/personService';
import { tablePaging } from '../../shared/tablePaging';
import styles from '../../shared/ListPage.module.css';
import { sharedTexts, voiceTexts as texts } from '../../texts';

export function VoicePage() {
  const { http, storage } = useCardServices();
  const people = useMemo(() => createPersonApi(http), [http]);
  const voices = useMemo(() => createVoiceApi(http), [http]);
  const [filter, setFilter] = useState<PeopleFilterValue>({ keyword: '' });
  const [page, setPage] = useState(createPagination());
  const [person, setPerson] = useState<PersonRow>();
  const { list } = useCardList(['card', 'person', 'list'], ['card', 'person', 'list', 'voice', filter, page.current, page.pageSize], () =>
    people.list({ ...filter, ...pageQuery(page) }),
  );
  return (
    <div className={styles.page} data-testid="voice-page">
      <div className={styles.body}>
        <PeopleFilter
          onSearch={(f) => {
            setFilter(f);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Table<PersonRow>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: texts.empty }}
          rowClassName={(row) => (row.id === person?.id ? 'ant-table-row-selected' : '')}
          columns={[
            { title: texts.name, dataIndex: 'name' },
            { title: texts.personNo, dataIndex: 'personNo' },
            { title: texts.department, dataIndex: 'department' },
            { title: texts.terminalNo, dataIndex: 'terminalNo' },
            {
              title: sharedTexts.actions,
              key: 'actions',
              width: 80,
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => setPerson(row)} disabled={!row.terminalNo}>
                  {texts.voice}
                </Button>
              ),
            },
          ]}
          pagination={tablePaging(page, list.data?.total, setPage)}
        />
        {person ? (
          <div style={{ marginTop: 16 }}>
            <VoicePanel key={person.id} api={voices} vehicleId={person.id} name={person.name} sessionId={() => currentSessionId(storage)} />
          </div>
        ) : (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {texts.pickPerson}
          </Typography.Paragraph>
        )}
      </div>
    </div>
  );
}

// 语音消息: the people of the caller's tree (by group and keyword); 语音 opens the person's voice
// messages both ways with a player and 发送语音 (@chelian/ui VoicePanel on the shared voice calls).
import { useMemo } from 'react';
import { createVoiceApi, currentSessionId } from '@chelian/core';
import { VoicePanel } from '@chelian/ui';
import { useCardServices } from '../../services/cardServices';
import { PersonPickPage } from '../../shared/PersonPickPage';
import { createPersonApi, type PersonRow } from '../../shared/personService';
import { voiceTexts as texts } from '../../texts';

export function VoicePage() {
  const { http, storage } = useCardServices();
  const people = useMemo(() => createPersonApi(http), [http]);
  const voices = useMemo(() => createVoiceApi(http), [http]);
  return (
    <PersonPickPage<PersonRow>
      testId="voice-page"
      listKey={['card', 'person', 'list', 'voice']}
      load={(q) => people.list(q)}
      emptyText={texts.empty}
      pickText={texts.pickPerson}
      actionText={texts.voice}
      canPick={(row) => Boolean(row.terminalNo)}
      renderPicked={(person) => (
        <div style={{ marginTop: 16 }}>
          <VoicePanel key={person.id} api={voices} vehicleId={person.id} name={person.name} sessionId={() => currentSessionId(storage)} />
        </div>
      )}
      columns={[
        { title: texts.name, dataIndex: 'name' },
        { title: texts.personNo, dataIndex: 'personNo' },
        { title: texts.department, dataIndex: 'department' },
        { title: texts.terminalNo, dataIndex: 'terminalNo' },
      ]}
    />
  );
}

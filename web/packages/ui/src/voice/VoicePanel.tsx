// 语音消息 of one wearer (card and pet apps): the messages both ways, newest first, each with an
// <audio> player on the server's WAV (the session in its URL); 发送语音 records the microphone or
// takes a .wav/.amr file and sends it to the watch (the server encodes AMR-NB; ≤ 15 s).
import { useState } from 'react';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VOICE_MAX_SECONDS, createPagination, pageQuery, reportError, voiceSeconds, type VoiceApi, type VoiceMessage } from '@chelian/core';
import { LimitedUpload } from '../upload/LimitedUpload';
import { voicePanelTexts as texts } from '../texts';
import { useVoiceRecorder } from './useVoiceRecorder';

export interface VoicePanelProps {
  api: VoiceApi;
  /** The wearer's asset id and name. */
  vehicleId: number;
  name: string;
  sessionId: () => string;
}

export function VoicePanel({ api, vehicleId, name, sessionId }: VoicePanelProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(createPagination());
  const key = ['voice', vehicleId];
  const list = useQuery({
    queryKey: [...key, page.current, page.pageSize],
    queryFn: () => api.list(vehicleId, pageQuery(page).pageNumber, pageQuery(page).pageSize),
    refetchInterval: 10_000,
  });
  const send = useMutation({
    mutationFn: (file: Blob) => api.send(vehicleId, file),
    onSuccess: (sent) => {
      void message.success(sent.online ? texts.sent : texts.queued);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: reportError,
  });
  const recorder = useVoiceRecorder((wav) => send.mutate(wav), () => void message.error(texts.noMicrophone));

  return (
    <Card
      size="small"
      title={texts.title(name)}
      data-testid="voice-panel"
      extra={
        <Space>
          {recorder.recording ? (
            <Button danger onClick={recorder.stop} data-testid="voice-stop">
              {texts.stop(recorder.seconds, VOICE_MAX_SECONDS)}
            </Button>
          ) : (
            <Button type="primary" loading={send.isPending} onClick={() => void recorder.start()} data-testid="voice-record">
              {texts.record}
            </Button>
          )}
          <LimitedUpload accept=".wav,.amr" disabled={recorder.recording || send.isPending} onFiles={(files) => files[0] && send.mutate(files[0])}>
            {texts.upload}
          </LimitedUpload>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {texts.hint(VOICE_MAX_SECONDS)}
      </Typography.Paragraph>
      <Table<VoiceMessage>
        rowKey="voiceId"
        size="small"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: texts.empty }}
        columns={[
          { title: texts.time, dataIndex: 'time', width: 170 },
          {
            title: texts.direction,
            key: 'direction',
            width: 90,
            render: (_, r) => (r.direction === 1 ? <Tag color="blue">{texts.down}</Tag> : <Tag color="green">{texts.up}</Tag>),
          },
          { title: texts.duration, key: 'duration', width: 80, render: (_, r) => voiceSeconds(r.durationMs) },
          { title: texts.status, key: 'status', width: 100, render: (_, r) => (r.direction === 1 ? (r.statusText ?? '') : texts.received) },
          {
            title: texts.play,
            key: 'play',
            render: (_, r) => (
              <audio controls preload="metadata" src={api.wavUrl(vehicleId, r.voiceId, sessionId())} data-testid="voice-audio" style={{ height: 32 }}>
                {texts.noAudio}
              </audio>
            ),
          },
        ]}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          size: 'small',
          showSizeChanger: false,
          onChange: (current, pageSize) => setPage((p) => ({ ...p, current, pageSize })),
        }}
      />
    </Card>
  );
}

// 导出: below 2,000 points the .xlsx downloads at once; from 2,000 an export job is started and
// the user is pointed to the download center (the shell's download list opens when embedded).
import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { reportError, sendMessage } from '@chelian/core';
import { DIRECT_EXPORT_MAX, type PlaybackApi, type TrackQuery } from '../playbackApi';
import { exportButtonTexts as texts } from '../../texts';

export interface ExportButtonProps {
  api: PlaybackApi;
  query: TrackQuery | undefined;
  points: number;
  embedded: boolean;
}

export function ExportButton({ api, query, points, embedded }: ExportButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!query) return;
    setBusy(true);
    try {
      if (points < DIRECT_EXPORT_MAX) {
        await api.exportFile(query);
      } else {
        const job = await api.exportJob(query);
        void message.success(texts.jobCreated(job.fileName));
        if (embedded) sendMessage('showDownList', { visible: true });
      }
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} disabled={!query || points === 0} loading={busy} onClick={() => void run()}>{texts.export}</Button>
  );
}

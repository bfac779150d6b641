// The result of sent commands, in place (R-DLG-2): per asset (named in its words) its status (等待下发 → 已下发 →
// 成功 / 失败 / 超时 …), the platform's note and the terminal's answer; photos open in the image
// viewer (showImage).
import { Button, Space, Table, Tag } from 'antd';
import { sendMessage, wordsOrVehicle, type AssetWords } from '@chelian/core';
import type { TrackedCommand } from './useCommandTracking';
import { assetDialogTexts, commandProgressTexts as texts } from '../texts';

const STATUS_COLORS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'warning',
  5: 'default',
  6: 'error',
  7: 'default',
};

export interface CommandProgressProps {
  rows: TrackedCommand[];
  photoUrls: (row: TrackedCommand) => string[];
  /** The asset's words (its profile's); absent, the vehicle's. */
  words?: AssetWords;
}

export function CommandProgress({ rows, photoUrls, words }: CommandProgressProps) {
  const done = rows.filter((r) => r.status >= 2).length;
  const ok = rows.filter((r) => r.status === 2).length;
  return (
    <div data-testid="command-progress">
      {rows.length > 1 && (
        <div style={{ marginBottom: 8 }}>{texts.progress(rows.length, done, ok)}</div>
      )}
      <Table<TrackedCommand>
        size="small"
        rowKey="id"
        pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
        scroll={rows.length > 4 ? { y: 300 } : undefined}
        dataSource={rows}
        columns={[
          { title: assetDialogTexts(wordsOrVehicle(words)).name, dataIndex: 'plate', width: 110 },
          {
            title: texts.status,
            dataIndex: 'status',
            width: 90,
            render: (_: unknown, r) => (
              <Tag color={STATUS_COLORS[r.status] ?? 'default'} data-testid={`command-status-${r.id}`}>
                {r.statusText}
              </Tag>
            ),
          },
          {
            title: texts.result,
            key: 'result',
            render: (_: unknown, r) => (
              <Space direction="vertical" size={2}>
                <span>{r.resultMsg}</span>
                {r.replyText && r.replyText !== r.resultMsg && <span style={{ color: '#666' }}>{r.replyText}</span>}
                {r.mediaIds && (
                  <Button size="small" type="link" style={{ padding: 0 }} onClick={() => sendMessage('showImage', { index: 0, urls: photoUrls(r) })}>{texts.photos}</Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}

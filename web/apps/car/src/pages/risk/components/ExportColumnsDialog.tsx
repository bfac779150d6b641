// 导出筛选: the columns of the file (defaults per category), then excelAlarmExport queues it in the
// download center.
import { useState } from 'react';
import { App, Checkbox, Typography } from 'antd';
import { ConsoleDialog } from '@chelian/ui';
import { reportError } from '@chelian/core';
import { defaultExportKeys, EXPORT_KEYS, exportKeysOf } from '../model/categories';
import type { RiskApi } from '../service';
import { exportColumnsTexts as texts } from '../../../texts';

export interface ExportRequest {
  codes: number[];
}

export function ExportColumnsDialog({ request, api, onClose }: { request: ExportRequest | undefined; api: RiskApi; onClose: () => void }) {
  const single = request?.codes.length === 1 ? request.codes[0] : undefined;
  const offered = single !== undefined ? exportKeysOf(single) : [...EXPORT_KEYS];
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const keys = chosen ?? (single !== undefined ? defaultExportKeys(single) : defaultExportKeys(4));
  const { message } = App.useApp();
  const run = async () => {
    if (!request) return;
    if (keys.length === 0) return void message.warning(texts.none);
    try {
      await api.exportAlarms(request.codes, offered.filter((k) => keys.includes(k)));
      onClose();
    } catch (e) {
      reportError(e);
    }
  };
  return (
    <ConsoleDialog
      open={request !== undefined}
      title={texts.title}
      okText={texts.ok}
      cancelText={texts.cancel}
      onOk={() => void run()}
      onCancel={onClose}
      onClosed={() => setChosen(undefined)}
      width={560}
    >
      <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>
      <Checkbox.Group
        data-testid="export-columns"
        value={keys}
        onChange={(v) => setChosen(v as string[])}
        options={offered.map((k) => ({ value: k, label: texts.columns[k] ?? k }))}
      />
    </ConsoleDialog>
  );
}

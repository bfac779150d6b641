// 超长停车's "设置查看停留时长": 停留超长范围 a 天 ~ b 天, saved per user (addStopTimeSetting).
import { useState } from 'react';
import { App, Button, InputNumber, Popover, Space } from 'antd';
import { reportError } from '@chelian/core';
import type { RiskApi } from '../service';
import { riskDetailTexts as texts } from '../../../texts';

export function StopRangePopover({ api, range, onSaved }: { api: RiskApi; range: { startDay: number; endDay: number } | undefined; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ startDay: number | null; endDay: number | null } | undefined>(undefined);
  const { message } = App.useApp();
  const value = draft ?? { startDay: range?.startDay ?? null, endDay: range?.endDay ?? null };
  const save = async () => {
    const { startDay, endDay } = value;
    if (startDay === null || endDay === null || startDay < 0 || endDay < startDay) return void message.warning(texts.rangeBad);
    try {
      await api.saveStopRange(startDay, endDay);
      void message.success(texts.rangeSaved);
      setOpen(false);
      setDraft(undefined);
      onSaved();
    } catch (e) {
      reportError(e);
    }
  };
  const content = (
    <Space>
      <span>{texts.rangeTitle}</span>
      <InputNumber aria-label="startDay" min={0} max={3650} value={value.startDay} onChange={(v) => setDraft({ ...value, startDay: v })} style={{ width: 80 }} />
      <span>{texts.rangeDay}</span>
      <span>{texts.rangeTo}</span>
      <InputNumber aria-label="endDay" min={0} max={3650} value={value.endDay} onChange={(v) => setDraft({ ...value, endDay: v })} style={{ width: 80 }} />
      <span>{texts.rangeDay}</span>
      <Button type="primary" size="small" onClick={() => void save()}>{texts.rangeSave}</Button>
    </Space>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={content} placement="bottomLeft">
      <Button>{texts.rangeButton}</Button>
    </Popover>
  );
}

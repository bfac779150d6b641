// 高级筛选 of 车辆续费 (§2.7): 安装时间, 激活时间, 离线时间范围（天）0–999 and 续费年限（年）0–5, edited
// in a dialog and applied together.
import { useState } from 'react';
import { DatePicker, Form, InputNumber, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DISPLAY_YEAR_MAX, OFFLINE_DAYS_MAX, type ExpireFilters } from '../model/expireFilters';
import { renewPageTexts as texts } from '../../../texts';

type Advanced = Pick<ExpireFilters, 'installDate' | 'activation' | 'offlineDays' | 'displayYear'>;

const DATE = 'YYYY-MM-DD';
const toRange = (r: [string, string] | undefined): [Dayjs, Dayjs] | null => (r ? [dayjs(r[0]), dayjs(r[1])] : null);
const fromRange = (r: [Dayjs | null, Dayjs | null] | null): [string, string] | undefined =>
  r?.[0] && r[1] ? [r[0].format(DATE), r[1].format(DATE)] : undefined;

export function AdvancedFilters({ value, onApply, onClose }: { value: Advanced; onApply: (v: Advanced) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<Advanced>(value);
  const [begin, end] = draft.offlineDays ?? [];
  const setOffline = (b: number | undefined, e: number | undefined) => setDraft((d) => ({ ...d, offlineDays: b === undefined && e === undefined ? undefined : [b, e] }));
  return (
    <Modal
      open
      title={texts.advanced}
      width={560}
      okText={texts.apply}
      cancelText={texts.reset}
      onOk={() => onApply(draft)}
      onCancel={onClose}
      footer={(_, { OkBtn }) => (
        <Space>
          <a onClick={() => setDraft({})}>{texts.reset}</a>
          <OkBtn />
        </Space>
      )}
      destroyOnHidden
    >
      <Form labelCol={{ span: 7 }} data-testid="renew-advanced">
        <Form.Item label={texts.installDate}>
          <DatePicker.RangePicker
            value={toRange(draft.installDate)}
            placeholder={[texts.startDate, texts.endDate]}
            onChange={(r) => setDraft((d) => ({ ...d, installDate: fromRange(r) }))}
          />
        </Form.Item>
        <Form.Item label={texts.activation}>
          <DatePicker.RangePicker
            value={toRange(draft.activation)}
            placeholder={[texts.startDate, texts.endDate]}
            onChange={(r) => setDraft((d) => ({ ...d, activation: fromRange(r) }))}
          />
        </Form.Item>
        <Form.Item label={texts.offlineDays}>
          <Space>
            <InputNumber min={0} max={OFFLINE_DAYS_MAX} precision={0} value={begin ?? null} onChange={(v) => setOffline(v ?? undefined, end)} />
            —
            <InputNumber min={0} max={OFFLINE_DAYS_MAX} precision={0} value={end ?? null} onChange={(v) => setOffline(begin, v ?? undefined)} />
          </Space>
        </Form.Item>
        <Form.Item label={texts.displayYear}>
          <Select<number>
            style={{ width: 140 }}
            value={draft.displayYear ?? 0}
            onChange={(v) => setDraft((d) => ({ ...d, displayYear: v || undefined }))}
            options={Array.from({ length: DISPLAY_YEAR_MAX + 1 }, (_, y) => ({ value: y, label: y === 0 ? texts.displayYearNone : texts.displayYears(y) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

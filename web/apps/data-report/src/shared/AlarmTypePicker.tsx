// 选择报警类型: a button naming the choice (选择报警类型 / 已全选报警 / 已选择N项报警) that opens the
// 选中警报 dialog with every code of the report and 全选.
import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import type { AlarmOption } from './alarmCodes';
import { commonTexts as texts } from '../texts';

export function alarmChoiceText(chosen: number, all: number): string {
  if (chosen === 0) return texts.chooseAlarms;
  return chosen === all ? texts.allAlarms : texts.someAlarms(chosen);
}

export function AlarmTypePicker({ options, value, onChange }: { options: AlarmOption[]; value: string[]; onChange: (v: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(value);
  const all = draft.length === options.length;
  return (
    <>
      <Button
        onClick={() => {
          setDraft(value);
          setOpen(true);
        }}
      >
        {alarmChoiceText(value.length, options.length)}
      </Button>
      <Modal
        open={open}
        title={texts.alarmDialog}
        okText={texts.ok}
        cancelText={texts.cancel}
        onCancel={() => setOpen(false)}
        onOk={() => {
          onChange(draft);
          setOpen(false);
        }}
        width={640}
      >
        <Checkbox
          checked={all}
          indeterminate={draft.length > 0 && !all}
          onChange={(e) => setDraft(e.target.checked ? options.map((o) => o.value) : [])}
          style={{ marginBottom: 12 }}
        >
          {texts.checkAll}
        </Checkbox>
        <Checkbox.Group
          value={draft}
          onChange={(v) => setDraft(v)}
          options={options}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', rowGap: 8 }}
        />
      </Modal>
    </>
  );
}

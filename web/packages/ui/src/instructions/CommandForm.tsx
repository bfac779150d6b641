// The parameter fields of one command (R-DLG-2): a number with its unit and range, free text with a
// character count, the user's password, a choice, an address; each with its error below it.
import { Form, Input, InputNumber, Select } from 'antd';
import type { CommandDef, CommandParam, CommandValues } from '@chelian/core';
import { commandFormTexts as texts } from '../texts';

export interface CommandFormProps {
  def: CommandDef;
  values: CommandValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

function Field({ param, value, onChange }: { param: CommandParam; value: string; onChange: (v: string) => void }) {
  const id = `command-param-${param.key}`;
  switch (param.kind) {
    case 'int':
      return (
        <InputNumber
          id={id}
          style={{ width: '100%' }}
          min={param.min}
          max={param.max}
          precision={0}
          value={value === '' ? null : Number(value)}
          placeholder={`${param.min}–${param.max}`}
          {...(param.unit ? { addonAfter: param.unit } : {})}
          onChange={(v) => onChange(v === null || v === undefined ? '' : String(v))}
        />
      );
    case 'password':
      return <Input.Password id={id} value={value} autoComplete="current-password" maxLength={param.max} onChange={(e) => onChange(e.target.value)} />;
    case 'choice':
      return (
        <Select
          id={id}
          value={value === '' ? undefined : Number(value)}
          placeholder={texts.choose(param.label)}
          options={param.options.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(v: number) => onChange(String(v))}
        />
      );
    case 'text':
      return param.max > 40 ? (
        <Input.TextArea id={id} value={value} rows={3} showCount maxLength={param.max} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input id={id} value={value} maxLength={param.max} onChange={(e) => onChange(e.target.value)} />
      );
    default:
      return <Input id={id} value={value} placeholder={param.hint || undefined} onChange={(e) => onChange(e.target.value)} />;
  }
}

export function CommandForm({ def, values, errors, onChange }: CommandFormProps) {
  if (def.params.length === 0) return null;
  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      {def.params.map((p) => (
        <Form.Item
          key={p.key}
          label={p.label}
          htmlFor={`command-param-${p.key}`}
          validateStatus={errors[p.key] ? 'error' : undefined}
          help={errors[p.key] ?? (p.kind !== 'host' ? p.hint || undefined : undefined)}
        >
          <Field param={p} value={values[p.key] ?? ''} onChange={(v) => onChange(p.key, v)} />
        </Form.Item>
      ))}
    </Form>
  );
}

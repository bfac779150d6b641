// A prompt dialog (R-VAL-2): one input validated by a pattern or a validator; the custom or the
// default error shows under it and OK does nothing until the value is valid.
import { useState } from 'react';
import { Input, Typography } from 'antd';
import { validatePrompt, type PromptRules } from '@chelian/core';
import { ConsoleDialog } from './ConsoleDialog';
import { promptDialogTexts as texts } from '../texts';

export interface PromptDialogProps extends PromptRules {
  open: boolean;
  title: string;
  message?: string;
  placeholder?: string;
  initialValue?: string;
  okText?: string;
  onConfirm: (value: string) => void | Promise<void>;
  onCancel: () => void;
}

export function PromptDialog(props: PromptDialogProps) {
  const { open, title, message, placeholder, initialValue = '', okText = texts.ok, onConfirm, onCancel } = props;
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Opened (or opened with another value): start from the initial value without an error.
  const [shownFor, setShownFor] = useState({ open, initialValue });
  if (shownFor.open !== open || shownFor.initialValue !== initialValue) {
    setShownFor({ open, initialValue });
    if (open) {
      setValue(initialValue);
      setError(undefined);
    }
  }
  const submit = async () => {
    const problem = validatePrompt(value, props);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onConfirm(value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConsoleDialog open={open} title={title} okText={okText} cancelText={texts.cancel} onOk={submit} onCancel={onCancel} confirmLoading={busy} width={420}>
      {message && <p style={{ marginTop: 0 }}>{message}</p>}
      <Input
        aria-label={title}
        value={value}
        placeholder={placeholder}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(undefined);
        }}
        onPressEnter={submit}
      />
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 6 }}>
          {error}
        </Typography.Text>
      )}
    </ConsoleDialog>
  );
}

// A dialog taking a pasted list of terminal numbers (one a line or comma-separated, ≤ 5,000) for
// the custom actions (自定义续费 / 自定义不续费 / 自定义不续费转出): counts the entries as they are
// typed and hands the parsed list to `onSubmit`.
import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { TERMINAL_LIST_MAX, parseTerminalList } from './terminalList';
import { terminalListTexts as texts } from '../texts';

export interface TerminalListDialogProps {
  title: string;
  /** Shown above the list (what the action does). */
  note?: string;
  busy?: boolean;
  onSubmit: (terminalNos: string[]) => void;
  onClose: () => void;
}

export function TerminalListDialog({ title, note, busy, onSubmit, onClose }: TerminalListDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const entries = parseTerminalList(text);
  const submit = () => {
    if (entries.length === 0) return setError(texts.empty);
    if (entries.length > TERMINAL_LIST_MAX) return setError(texts.tooMany(TERMINAL_LIST_MAX));
    onSubmit(entries);
  };
  return (
    <Modal open title={title} width={520} okText={texts.ok} cancelText={texts.cancel} confirmLoading={busy} onOk={submit} onCancel={onClose} destroyOnHidden>
      {note ? <Typography.Paragraph type="secondary">{note}</Typography.Paragraph> : null}
      <Input.TextArea
        aria-label={title}
        data-testid="terminal-list"
        rows={10}
        value={text}
        placeholder={texts.placeholder}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
        }}
      />
      <div style={{ marginTop: 8, display: 'flex', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">{texts.count(entries.length)}</Typography.Text>
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      </div>
    </Modal>
  );
}

// 自定义删除 (§2.7): up to 5,000 terminal numbers separated by commas or lines → batchDelVehicle, after
// a confirmation; then the result table 设备号 / 状态 (成功 / 没权限 / 无设备) with a summary line.
import { useState } from 'react';
import { App, Button, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { batchDeleteRows, countByStatus, type BatchDeleteRow } from '../model/batchDeleteResult';
import { BATCH_DELETE_MAX, parseEntries } from '../model/entryList';
import type { VehicleApi } from '../service';
import { batchDeleteTexts as texts } from '../../../texts';

const STATUS_COLOR: Record<string, string> = { success: 'success', noPermission: 'warning', nonexistent: 'default' };

export function BatchDeleteDialog({ api, onClose, onDeleted }: { api: VehicleApi; onClose: () => void; onDeleted: () => void }) {
  const { modal } = App.useApp();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<BatchDeleteRow[] | undefined>(undefined);
  const entries = parseEntries(text);
  const problem = entries.length === 0 ? texts.required : entries.length > BATCH_DELETE_MAX ? texts.tooMany(entries.length, BATCH_DELETE_MAX) : undefined;
  const run = useMutation({
    mutationFn: (list: string[]) => api.batchDelete(list),
    onSuccess: (reply, list) => {
      const rows = batchDeleteRows(list, reply);
      setResult(rows);
      if (rows.some((r) => r.status === 'success')) onDeleted();
    },
    onError: (e) => reportError(e),
  });
  const submit = () => {
    setTouched(true);
    if (problem) return;
    modal.confirm({ title: texts.title, content: texts.confirm(entries.length), okButtonProps: { danger: true }, onOk: () => run.mutate(entries) });
  };
  const counts = result ? countByStatus(result) : undefined;
  return (
    <Modal open title={result ? texts.resultTitle : texts.title} width={560} onCancel={onClose} footer={null} destroyOnHidden>
      <div data-testid="batch-delete-dialog">
        {result && counts ? (
          <>
            <Typography.Paragraph data-testid="batch-delete-summary">{texts.summary(counts.success, counts.noPermission, counts.nonexistent)}</Typography.Paragraph>
            <Table<BatchDeleteRow>
              rowKey="terminalNo"
              size="small"
              dataSource={result}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              columns={[
                { title: texts.terminalNo, dataIndex: 'terminalNo' },
                { title: texts.status, dataIndex: 'status', width: 120, render: (s: string) => <Tag color={STATUS_COLOR[s]}>{texts.statuses[s]}</Tag> },
              ]}
            />
            <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
              <Button type="primary" onClick={onClose}>{texts.close}</Button>
            </Space>
          </>
        ) : (
          <>
            <Input.TextArea rows={10} placeholder={texts.placeholder} aria-label={texts.placeholder} value={text} onChange={(e) => setText(e.target.value)} status={touched && problem ? 'error' : undefined} />
            <div style={{ marginTop: 8 }}>
              {touched && problem ? <Typography.Text type="danger">{problem}</Typography.Text> : <Typography.Text type="secondary">{texts.count(entries.length)}</Typography.Text>}
            </div>
            <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
              <Button onClick={onClose}>{texts.cancel}</Button>
              <Button type="primary" danger loading={run.isPending} onClick={submit}>{texts.submit}</Button>
            </Space>
          </>
        )}
      </div>
    </Modal>
  );
}

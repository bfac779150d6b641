// 导入收款: the template, the .xlsx chosen, then the result — how many rows went in and why each
// other row did not.
import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Tag } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { reportError } from '@chelian/core';
import { LimitedUpload } from '@chelian/ui';
import { rowsForReview } from '../model/importRows';
import type { ImportResult, PaymentApi } from '../service';
import { importDialogTexts as texts } from '../../../texts';

export function ImportDialog({ api, onClose, onImported }: { api: PaymentApi; onClose: () => void; onImported: () => void }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    try {
      const r = await api.importFile(file);
      setResult(r);
      if (r.rightNum > 0) onImported();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open width={760} title={texts.title} onCancel={onClose} footer={<Button onClick={onClose}>{texts.close}</Button>} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={texts.hint} />
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => api.downloadTemplate()}>
            {texts.template}
          </Button>
          <LimitedUpload accept=".xlsx" onFiles={(f) => void upload(f)} disabled={busy}>
            <Button type="primary" icon={<UploadOutlined />} loading={busy}>
              {busy ? texts.uploading : texts.choose}
            </Button>
          </LimitedUpload>
        </Space>
        {result && (
          <>
            <Alert type={result.errorNum > 0 ? 'warning' : 'success'} showIcon message={texts.summary(result.total, result.rightNum, result.errorNum)} data-testid="import-summary" />
            <Table
              size="small"
              rowKey="rowNo"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={rowsForReview(result.rows)}
              columns={[
                { title: texts.rowNo, dataIndex: 'rowNo', width: 70 },
                { title: texts.contractNo, dataIndex: 'contractNo' },
                { title: texts.amount, dataIndex: 'amount', width: 100 },
                { title: texts.paidTime, dataIndex: 'paidTime', width: 120 },
                { title: texts.result, key: 'result', render: (_, r) => <Tag color={r.ok ? 'success' : 'error'}>{r.message}</Tag> },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}

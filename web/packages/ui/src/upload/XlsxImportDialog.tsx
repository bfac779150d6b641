// An .xlsx import's dialog: 下载模板, the file chosen, then the result — how many rows went in and,
// failed rows first, why each other row did not. The app gives the title, the hint, the columns of
// its rows and the calls; used by 电动车租赁's 导入收款 and 新国标's 批量导入.
import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { reportError, rowsForReview, type XlsxImportResult, type XlsxImportRow } from '@chelian/core';
import { LimitedUpload } from './LimitedUpload';
import { xlsxImportTexts as texts } from '../texts';

export interface XlsxImportDialogProps<Row extends XlsxImportRow> {
  title: string;
  hint: string;
  /** The row's own columns, shown between 行号 and 结果. */
  columns: ColumnsType<Row>;
  onTemplate: () => void;
  onImport: (file: File) => Promise<XlsxImportResult<Row>>;
  onClose: () => void;
  /** Called when at least one row went in. */
  onImported: () => void;
  width?: number;
}

export function XlsxImportDialog<Row extends XlsxImportRow>(props: XlsxImportDialogProps<Row>) {
  const { title, hint, columns, onTemplate, onImport, onClose, onImported, width = 760 } = props;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<XlsxImportResult<Row> | null>(null);
  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    try {
      const r = await onImport(file);
      setResult(r);
      if (r.rightNum > 0) onImported();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open width={width} title={title} onCancel={onClose} footer={<Button onClick={onClose}>{texts.close}</Button>} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={hint} />
        <Space>
          <Button icon={<DownloadOutlined />} onClick={onTemplate}>
            {texts.template}
          </Button>
          <LimitedUpload accept=".xlsx" onFiles={(f) => void upload(f)} disabled={busy}>
            <UploadOutlined /> {busy ? texts.uploading : texts.choose}
          </LimitedUpload>
        </Space>
        {result && (
          <>
            <Alert type={result.errorNum > 0 ? 'warning' : 'success'} showIcon message={texts.summary(result.total, result.rightNum, result.errorNum)} data-testid="import-summary" />
            <Table<Row>
              size="small"
              rowKey="rowNo"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={rowsForReview(result.rows)}
              columns={[
                { title: texts.rowNo, dataIndex: 'rowNo', width: 70 },
                ...columns,
                { title: texts.result, key: 'result', render: (_, r) => <Tag color={r.ok ? 'success' : 'error'}>{r.message}</Tag> },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}

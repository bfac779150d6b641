// A report's detail dialog (报警明细, ACC明细, 里程明细, 停车详情): a title, optional content above
// (a chart), its own numbered table with the pager, and an optional guarded export button.
import type { ReactNode } from 'react';
import { Button, Modal, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Access } from '@chelian/ui';
import { ReportTable, type ReportTableProps } from './ReportTable';
import { detailDialogTexts as texts, filterCardTexts } from '../texts';

export interface ReportDetailDialogProps<T, P = unknown> extends ReportTableProps<T, P> {
  open: boolean;
  title: string;
  onClose: () => void;
  above?: ReactNode;
  onExport?: () => void;
  exportButton?: number;
}

export function ReportDetailDialog<T extends object, P = unknown>({ open, title, onClose, above, onExport, exportButton, ...table }: ReportDetailDialogProps<T, P>) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
      footer={<Button onClick={onClose}>{texts.close}</Button>}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {onExport && exportButton !== undefined && (
          <Access button={exportButton}>
            <Button icon={<DownloadOutlined />} onClick={onExport}>{filterCardTexts.export}</Button>
          </Access>
        )}
        {above}
        <ReportTable<T, P> testId="report-detail-table" {...table} />
      </Space>
    </Modal>
  );
}

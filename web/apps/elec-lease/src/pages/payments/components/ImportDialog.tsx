// 导入收款: the shared .xlsx import dialog (@chelian/ui) with the payments' template, hint and columns.
import { XlsxImportDialog } from '@chelian/ui';
import type { ImportRow, PaymentApi } from '../service';
import { importDialogTexts as texts } from '../../../texts';

export function ImportDialog({ api, onClose, onImported }: { api: PaymentApi; onClose: () => void; onImported: () => void }) {
  return (
    <XlsxImportDialog<ImportRow>
      title={texts.title}
      hint={texts.hint}
      columns={[
        { title: texts.contractNo, dataIndex: 'contractNo' },
        { title: texts.amount, dataIndex: 'amount', width: 100 },
        { title: texts.paidTime, dataIndex: 'paidTime', width: 120 },
      ]}
      onTemplate={() => api.downloadTemplate()}
      onImport={(file) => api.importFile(file)}
      onClose={onClose}
      onImported={onImported}
    />
  );
}

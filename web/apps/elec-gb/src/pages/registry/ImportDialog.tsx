// 批量导入备案: the shared .xlsx import dialog (@chelian/ui) with the registry's template, hint and columns.
import { XlsxImportDialog } from '@chelian/ui';
import type { ImportRow, RegistryApi } from './service';
import { registryImportTexts as texts } from '../../texts';

export function ImportDialog({ api, onClose, onImported }: { api: RegistryApi; onClose: () => void; onImported: () => void }) {
  return (
    <XlsxImportDialog<ImportRow>
      title={texts.title}
      hint={texts.hint}
      columns={[
        { title: texts.terminalNo, dataIndex: 'terminalNo', width: 150 },
        { title: texts.frameNo, dataIndex: 'frameNo', width: 160 },
      ]}
      onTemplate={() => api.downloadTemplate()}
      onImport={(file) => api.importFile(file)}
      onClose={onClose}
      onImported={onImported}
    />
  );
}

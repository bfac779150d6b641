// 查看: one work order's fields, times and vehicles, read-only.
import { Descriptions, Modal, Tag } from 'antd';
import { WORKER_LEFT, sheetVehicles, statusColor } from '../model/sheetModel';
import type { SheetRow } from '../service';
import { worksheetPageTexts as texts } from '../../../texts';

export function SheetView({ row, onClose }: { row: SheetRow; onClose: () => void }) {
  const times = (['createTime', 'installTime', 'confirmTime', 'installedTime', 'finishTime', 'cancelTime'] as const).filter((k) => row[k]);
  return (
    <Modal open title={texts.viewTitle} width={640} onCancel={onClose} onOk={onClose} okText={texts.close} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      <Descriptions
        column={2}
        size="small"
        bordered
        data-testid="sheet-view"
        items={[
          { key: 'status', label: texts.status, children: <Tag color={statusColor(row.status)}>{texts.statuses[row.status] ?? texts.statuses[6]}</Tag> },
          { key: 'worker', label: texts.worker, children: `${row.installWorkerName ?? ''}${row.installWorkerFlag === WORKER_LEFT ? texts.left : ''}` },
          { key: 'owner', label: texts.carOwner, children: row.carOwner },
          { key: 'phone', label: texts.phone, children: row.phone },
          ...times.map((k) => ({ key: k, label: texts.times[k], children: row[k] })),
          { key: 'vehicles', label: texts.vehicles, span: 2, children: sheetVehicles(row) },
          { key: 'address', label: texts.address, span: 2, children: row.address },
          { key: 'remark', label: texts.remark, span: 2, children: row.remark },
        ]}
      />
    </Modal>
  );
}

// 查看: one work order's fields, times and vehicles, read-only.
import { Descriptions, Modal, Tag } from 'antd';
import { WORKER_LEFT, sheetVehicles, statusColor } from '../model/sheetModel';
import type { SheetRow } from '../service';
import { worksheetPageTexts as texts } from '../../../texts';

export function SheetView({ row, onClose }: { row: SheetRow; onClose: () => void }) {
  const times = (['createTime', 'installTime', 'confirmTime', 'installedTime', 'finishTime', 'cancelTime'] as const).filter((k) => row[k]);
  return (
    <Modal open title={texts.viewTitle} width={640} onCancel={onClose} onOk={onClose} okText={texts.close} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      <Descriptions column={2} size="small" bordered data-testid="sheet-view">
        <Descriptions.Item label={texts.status}>
          <Tag color={statusColor(row.status)}>{texts.statuses[row.status] ?? texts.statuses[6]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={texts.worker}>
          {row.installWorkerName}
          {row.installWorkerFlag === WORKER_LEFT ? texts.left : ''}
        </Descriptions.Item>
        <Descriptions.Item label={texts.carOwner}>{row.carOwner}</Descriptions.Item>
        <Descriptions.Item label={texts.phone}>{row.phone}</Descriptions.Item>
        {times.map((k) => (
          <Descriptions.Item key={k} label={texts.times[k]}>{row[k]}</Descriptions.Item>
        ))}
        <Descriptions.Item label={texts.vehicles} span={2}>{sheetVehicles(row)}</Descriptions.Item>
        <Descriptions.Item label={texts.address} span={2}>{row.address}</Descriptions.Item>
        <Descriptions.Item label={texts.remark} span={2}>{row.remark}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

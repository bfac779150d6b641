// The vehicle info dialog (console-spec §2, R-DLG-1): tab '' shows the details (vehicle, device,
// SIM, owner, installation, service expiry); tab 'follow' a live map that follows the vehicle.
import { useEffect, useState } from 'react';
import { Descriptions, Modal, Spin, Tabs } from 'antd';
import { reportError, type AppStorage, type HttpClient } from '@chelian/core';
import type { MonitorRow } from '../vehicle/monitorRow';
import { FollowMap } from './FollowMap';
import { loadVehicleDetails, loadVehicleRow, type VehicleDetails } from './vehicleDetailsApi';

export type VehicleInfoTab = '' | 'follow';

export interface VehicleInfoDialogProps {
  vehicleId: number;
  tab: VehicleInfoTab;
  http: HttpClient;
  storage: AppStorage;
  mapDataUrl: string;
  onClose: () => void;
}

const DETAIL_FIELDS: Array<[keyof VehicleDetails, string]> = [
  ['plate', '车牌号码'],
  ['groupName', '所属车组'],
  ['vehicleType', '车辆类型'],
  ['frameNo', '车架号码'],
  ['engineNo', '发动机号'],
  ['terminalNo', '设备号码'],
  ['terminalType', '设备类型'],
  ['sim', 'SIM卡号'],
  ['iccid', 'ICCID'],
  ['owner', '车主名称'],
  ['phone', '联系方式'],
  ['license', '证件号'],
  ['address', '车主地址'],
  ['installDate', '安装时间'],
  ['installPerson', '安装人员'],
  ['installPlace', '安装地点'],
  ['installRemark', '安装备注'],
  ['activationTime', '激活时间'],
  ['EP', '服务到期'],
  ['remark', '备注信息'],
];

export function VehicleInfoDialog({ vehicleId, tab, http, storage, mapDataUrl, onClose }: VehicleInfoDialogProps) {
  const [active, setActive] = useState<VehicleInfoTab>(tab);
  const [details, setDetails] = useState<VehicleDetails | undefined>(undefined);
  const [row, setRow] = useState<MonitorRow | undefined>(undefined);
  useEffect(() => setActive(tab), [tab, vehicleId]);
  useEffect(() => {
    let live = true;
    setDetails(undefined);
    setRow(undefined);
    loadVehicleDetails(http, vehicleId).then((d) => live && setDetails(d), reportError);
    loadVehicleRow(http, vehicleId).then((r) => live && setRow(r), reportError);
    return () => {
      live = false;
    };
  }, [http, vehicleId]);

  return (
    <Modal open title={details ? `车辆信息 — ${details.plate}` : '车辆信息'} width={820} footer={null} onCancel={onClose} destroyOnHidden>
      <Tabs
        activeKey={active || 'detail'}
        onChange={(k) => setActive(k === 'follow' ? 'follow' : '')}
        items={[
          {
            key: 'detail',
            label: '车辆详情',
            children: details ? (
              <Descriptions size="small" bordered column={2} data-testid="vehicle-details">
                {DETAIL_FIELDS.map(([key, label]) => (
                  <Descriptions.Item key={key} label={label}>
                    {String(details[key] ?? '') || '--'}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ) : (
              <Spin />
            ),
          },
          {
            key: 'follow',
            label: '位置跟踪',
            children: row ? <FollowMap row={row} storage={storage} mapDataUrl={mapDataUrl} /> : <Spin />,
          },
        ]}
      />
    </Modal>
  );
}

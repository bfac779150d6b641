// The vehicle info dialog (console-spec §2, R-DLG-1): tab '' shows the details (vehicle, device,
// SIM, owner, installation, service expiry); tab 'follow' a live map that follows the vehicle.
import { useEffect, useState } from 'react';
import { Descriptions, Modal, Spin, Tabs } from 'antd';
import { reportError, type AppStorage, type HttpClient } from '@chelian/core';
import type { MonitorRow } from '../vehicle/monitorRow';
import { FollowMap } from './FollowMap';
import { loadVehicleDetails, loadVehicleRow, type VehicleDetails } from './vehicleDetailsApi';
import { vehicleInfoDialogTexts as texts } from '../texts';

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
  ['plate', texts.plate],
  ['groupName', texts.group],
  ['vehicleType', texts.vehicleType],
  ['frameNo', texts.frameNo],
  ['engineNo', texts.engineNo],
  ['terminalNo', texts.terminalNo],
  ['terminalType', texts.terminalType],
  ['sim', texts.sim],
  ['iccid', 'ICCID'],
  ['owner', texts.owner],
  ['phone', texts.contact],
  ['license', texts.idNo],
  ['address', texts.ownerAddress],
  ['installDate', texts.installTime],
  ['installPerson', texts.installer],
  ['installPlace', texts.installPlace],
  ['installRemark', texts.installRemark],
  ['activationTime', texts.activated],
  ['EP', texts.expires],
  ['remark', texts.remark],
];

export function VehicleInfoDialog({ vehicleId, tab, http, storage, mapDataUrl, onClose }: VehicleInfoDialogProps) {
  const [active, setActive] = useState<VehicleInfoTab>(tab);
  const [details, setDetails] = useState<VehicleDetails | undefined>(undefined);
  const [row, setRow] = useState<MonitorRow | undefined>(undefined);
  // Another vehicle or tab asked for: that tab, and nothing of the previous vehicle (during render).
  const [shownFor, setShownFor] = useState({ tab, vehicleId, http });
  if (shownFor.tab !== tab || shownFor.vehicleId !== vehicleId || shownFor.http !== http) {
    setShownFor({ tab, vehicleId, http });
    setActive(tab);
    if (shownFor.vehicleId !== vehicleId || shownFor.http !== http) {
      setDetails(undefined);
      setRow(undefined);
    }
  }
  useEffect(() => {
    let live = true;
    loadVehicleDetails(http, vehicleId).then((d) => live && setDetails(d), reportError);
    loadVehicleRow(http, vehicleId).then((r) => live && setRow(r), reportError);
    return () => {
      live = false;
    };
  }, [http, vehicleId]);

  return (
    <Modal open title={details ? texts.titleOf(details.plate) : texts.title} width={820} footer={null} onCancel={onClose} destroyOnHidden>
      <Tabs
        activeKey={active || 'detail'}
        onChange={(k) => setActive(k === 'follow' ? 'follow' : '')}
        items={[
          {
            key: 'detail',
            label: texts.detailsTab,
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
            label: texts.followTab,
            children: row ? <FollowMap row={row} storage={storage} mapDataUrl={mapDataUrl} /> : <Spin />,
          },
        ]}
      />
    </Modal>
  );
}

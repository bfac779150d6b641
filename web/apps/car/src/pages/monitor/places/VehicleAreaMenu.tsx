// 区域 of a vehicle's info window (v3-console-inventory §2.3): 多边形 › 查看 (the vehicle's fences,
// 解除围栏), 圆形 › 200米半径 / 自定义半径 (200~5000) / 删除 around where it is, 停留点 › 设置 (home
// and company), 绑定省市区 (出省). Each change reloads the fences on the map.
import { useState } from 'react';
import { App, Button, Dropdown, InputNumber, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { reportError } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';
import { kindLabel } from './FencePanel';
import type { FenceRow } from '@chelian/tracking';
import type { PlaceApi } from '../service';
import { vehicleAreaMenuTexts as texts } from '../../../texts';

export interface VehicleAreaMenuProps {
  row: MonitorRow;
  api: PlaceApi;
  onStayPoints: (row: MonitorRow) => void;
  /** 绑定省市区; absent without the 130109 button. */
  onAdminRegion?: (row: MonitorRow) => void;
  onChanged: () => void;
}

export function VehicleAreaMenu({ row, api, onStayPoints, onAdminRegion, onChanged }: VehicleAreaMenuProps) {
  const { message } = App.useApp();
  const [fences, setFences] = useState<FenceRow[] | undefined>(undefined);
  const [radiusOpen, setRadiusOpen] = useState(false);
  const [radius, setRadius] = useState(500);
  const [menuOpen, setMenuOpen] = useState(false);
  const at = row.X !== undefined && row.Y !== undefined ? ([row.X, row.Y] as [number, number]) : undefined;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
      onChanged();
    } catch (error) {
      reportError(error);
    }
  };
  const circle = (r: number) => {
    if (!at) return void message.warning(texts.noPosition(row.P));
    void run(() => api.saveRoundFence(row.V, at, r), texts.circleSet(r));
  };
  const view = () => api.vehicleFences(row.V).then(setFences, reportError);
  return (
    <>
      <Dropdown
        trigger={['click']}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        menu={{
          items: [
            { key: 'polygon', label: texts.polygon, children: [{ key: 'view', label: texts.view }] },
            {
              key: 'circle',
              label: texts.circle,
              children: [
                { key: 'r200', label: texts.radius200 },
                { key: 'rcustom', label: texts.customRadius },
                { key: 'rdelete', label: texts.delete },
              ],
            },
            { key: 'stay', label: texts.stayPoints, children: [{ key: 'stayset', label: texts.set }] },
            ...(onAdminRegion ? [{ key: 'region', label: texts.adminRegion }] : []),
          ],
          onClick: ({ key }) => {
            setMenuOpen(false);
            if (key === 'view') void view();
            if (key === 'r200') circle(200);
            if (key === 'rcustom') setRadiusOpen(true);
            if (key === 'rdelete') void run(() => api.deleteRoundFence(row.V), texts.circleDeleted);
            if (key === 'stayset') onStayPoints(row);
            if (key === 'region') onAdminRegion?.(row);
          },
        }}
      >
        <Button size="small">{texts.areas}</Button>
      </Dropdown>
      <Modal title={texts.radiusTitle} open={radiusOpen} onCancel={() => setRadiusOpen(false)} onOk={() => (setRadiusOpen(false), circle(radius))} okText={texts.ok} cancelText={texts.cancel} destroyOnHidden>
        <InputNumber aria-label={texts.radiusLabel} min={200} max={5000} step={50} value={radius} onChange={(v) => setRadius(v ?? 500)} addonAfter={texts.metres} />
      </Modal>
      <Modal title={texts.fencesTitle} open={fences !== undefined} onCancel={() => setFences(undefined)} footer={null} width={640} destroyOnHidden>
        <Table<FenceRow>
          size="small"
          rowKey="pathId"
          pagination={false}
          dataSource={fences ?? []}
          locale={{ emptyText: texts.noFences }}
          columns={[
            { title: texts.index, width: 60, render: (_v, _r, i) => i + 1 },
            { title: texts.fenceName, dataIndex: 'pathName' },
            { title: texts.fenceType, render: (_v, f) => <Tag>{(f.pathType === 1 ? texts.circlePrefix : '') + kindLabel(f.param)}</Tag> },
            { title: texts.mine, width: 150, render: (_v, f) => (f.isMine ? texts.yes : texts.no) },
            {
              title: texts.actions,
              width: 100,
              render: (_v, f) => (
                <Space>
                  <Popconfirm
                    title={texts.unbindConfirm}
                    onConfirm={() =>
                      void run(
                        () => (f.vehicleId === row.V ? api.deleteRoundFence(row.V) : api.unbindVehicle(row.V, f.pathId)),
                        texts.unbound,
                      ).then(view)
                    }
                  >
                    <Button size="small" type="link" danger>{texts.unbind}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}

// 区域 of a vehicle's info window (v3-console-inventory §2.3): 多边形 › 查看 (the vehicle's fences,
// 解除围栏), 圆形 › 200米半径 / 自定义半径 (200~5000) / 删除 around where it is, 停留点 › 设置 (home
// and company), 绑定省市区 (出省). Each change reloads the fences on the map.
import { useState } from 'react';
import { App, Button, Dropdown, InputNumber, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { reportError } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';
import { kindLabel } from './FencePanel';
import type { FenceRow } from '../../../shared/fences';
import type { PlaceApi } from '../service';

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
    if (!at) return void message.warning(`${row.P} 暂无定位`);
    void run(() => api.saveRoundFence(row.V, at, r), `已设置 ${r} 米圆形围栏`);
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
            { key: 'polygon', label: '多边形', children: [{ key: 'view', label: '查看' }] },
            {
              key: 'circle',
              label: '圆形',
              children: [
                { key: 'r200', label: '200米半径' },
                { key: 'rcustom', label: '自定义半径' },
                { key: 'rdelete', label: '删除' },
              ],
            },
            { key: 'stay', label: '停留点', children: [{ key: 'stayset', label: '设置' }] },
            ...(onAdminRegion ? [{ key: 'region', label: '绑定省市区' }] : []),
          ],
          onClick: ({ key }) => {
            setMenuOpen(false);
            if (key === 'view') void view();
            if (key === 'r200') circle(200);
            if (key === 'rcustom') setRadiusOpen(true);
            if (key === 'rdelete') void run(() => api.deleteRoundFence(row.V), '圆形围栏已删除');
            if (key === 'stayset') onStayPoints(row);
            if (key === 'region') onAdminRegion?.(row);
          },
        }}
      >
        <Button size="small">区域</Button>
      </Dropdown>
      <Modal title="设置范围为200~5000米" open={radiusOpen} onCancel={() => setRadiusOpen(false)} onOk={() => (setRadiusOpen(false), circle(radius))} okText="确定" cancelText="取消" destroyOnHidden>
        <InputNumber aria-label="圆形半径" min={200} max={5000} step={50} value={radius} onChange={(v) => setRadius(v ?? 500)} addonAfter="米" />
      </Modal>
      <Modal title="查看围栏" open={fences !== undefined} onCancel={() => setFences(undefined)} footer={null} width={640} destroyOnHidden>
        <Table<FenceRow>
          size="small"
          rowKey="pathId"
          pagination={false}
          dataSource={fences ?? []}
          locale={{ emptyText: '该车辆未绑定围栏' }}
          columns={[
            { title: '序号', width: 60, render: (_v, _r, i) => i + 1 },
            { title: '围栏名称', dataIndex: 'pathName' },
            { title: '围栏类型', render: (_v, f) => <Tag>{(f.pathType === 1 ? '圆形·' : '') + kindLabel(f.param)}</Tag> },
            { title: '是否是当前用户设置', width: 150, render: (_v, f) => (f.isMine ? '是' : '否') },
            {
              title: '操作',
              width: 100,
              render: (_v, f) => (
                <Space>
                  <Popconfirm
                    title="解除该车辆与围栏的绑定？"
                    onConfirm={() =>
                      void run(
                        () => (f.vehicleId === row.V ? api.deleteRoundFence(row.V) : api.unbindVehicle(row.V, f.pathId)),
                        '围栏解绑成功',
                      ).then(view)
                    }
                  >
                    <Button size="small" type="link" danger>
                      解除围栏
                    </Button>
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

// The 二押点 slide panel (v3-console-inventory §2.3): second-mortgage points (pawn yards) with their
// radius (default 50 m) and stay time (60 min), shown on the map; 增加 picks a point on the map;
// 绑定 chooses the vehicles the alarm applies to: "当绑定的车辆在二押点范围内停留满60分钟，系统会自动报警".
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Tag, Tooltip } from 'antd';
import { CloseOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { LonLat, MonitorRow } from '@chelian/tracking';
import { Access } from '@chelian/ui';
import { BUTTON_FENCE } from '../../../access';
import type { BoundVehicle, TwoChargePoint } from './placeModel';
import styles from './Places.module.css';

export interface TwoChargePanelProps {
  points: readonly TwoChargePoint[];
  bound: readonly BoundVehicle[];
  vehicles: readonly MonitorRow[];
  visible: boolean;
  picking: boolean;
  picked: LonLat | undefined;
  onVisible: (on: boolean) => void;
  onPick: () => void;
  onSave: (p: { name: string; radius: number; at: LonLat }) => Promise<void>;
  onCancelNew: () => void;
  onDelete: (p: TwoChargePoint) => void;
  onBind: (vehicleIds: number[], on: boolean) => Promise<void>;
  onClose: () => void;
}

export function TwoChargePanel(p: TwoChargePanelProps) {
  const [form] = Form.useForm<{ name: string; radius: number }>();
  const [binding, setBinding] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const save = async () => {
    let v: { name: string; radius: number };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (p.picked) await p.onSave({ name: v.name.trim(), radius: v.radius, at: p.picked });
  };
  return (
    <div className={styles.panel} data-testid="two-charge-panel">
      <div className={styles.head}>
        <span>二押点（{p.points.length}）</span>
        <Space size={2}>
          <Access button={BUTTON_FENCE}>
            <Button size="small" type={p.picking ? 'primary' : 'text'} icon={<PlusOutlined />} onClick={p.onPick}>
              增加
            </Button>
            <Button size="small" type="text" onClick={() => setBinding(true)}>
              绑定
            </Button>
          </Access>
          <Tooltip title={p.visible ? '隐藏' : '显示'}>
            <Button size="small" type="text" icon={p.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={() => p.onVisible(!p.visible)} aria-label={p.visible ? '隐藏二押点' : '显示二押点'} />
          </Tooltip>
          <Button size="small" type="text" icon={<CloseOutlined />} onClick={p.onClose} aria-label="关闭二押点" />
        </Space>
      </div>
      <div className={styles.body}>
        <div className={styles.hint}>已绑定 {p.bound.length} 辆车：在二押点范围内停留满 60 分钟即报警。</div>
        {p.picking && <div className={styles.hint}>请在地图上单击二押点的位置</div>}
        {p.points.map((pt) => (
          <div key={pt.chargeId} className={styles.row}>
            <span className={styles.name}>{pt.name}</span>
            <Tag style={{ marginInlineEnd: 0 }}>{pt.radius} 米</Tag>
            <Access button={BUTTON_FENCE}>
              <Popconfirm title="是否删除该二押点？" onConfirm={() => p.onDelete(pt)} okText="删除" cancelText="取消">
                <Button size="small" type="link" danger>
                  删除
                </Button>
              </Popconfirm>
            </Access>
          </div>
        ))}
      </div>
      <Modal title="添加二押点" open={p.picked !== undefined} onOk={() => void save()} onCancel={p.onCancelNew} okText="添加" cancelText="取消" destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ radius: 50 }} preserve={false}>
          <Form.Item name="name" label="二押点名称" rules={[{ required: true, whitespace: true, message: '请输入二押点名称' }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="radius" label="二押点的范围为(米)">
            <InputNumber min={10} max={5000} style={{ width: '100%' }} />
          </Form.Item>
          <div className={styles.hint}>停留时间：60分钟</div>
        </Form>
      </Modal>
      <Modal
        title="绑车"
        open={binding}
        onCancel={() => setBinding(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button disabled={!chosen.length} onClick={() => void p.onBind(chosen, false).then(() => setChosen([]))}>
              解除所选
            </Button>
            <Button type="primary" disabled={!chosen.length} onClick={() => void p.onBind(chosen, true).then(() => setChosen([]))}>
              绑定所选
            </Button>
          </Space>
        }
      >
        <Select
          mode="multiple"
          aria-label="选择车辆"
          style={{ width: '100%' }}
          placeholder="输入车牌号"
          optionFilterProp="label"
          value={chosen}
          onChange={setChosen}
          options={p.vehicles.map((v) => ({ value: v.V, label: v.P }))}
        />
        <div style={{ marginTop: 12 }}>
          已绑定：
          {p.bound.length ? p.bound.map((b) => <Tag key={b.vehicleId}>{b.plate}</Tag>) : '无'}
        </div>
      </Modal>
    </div>
  );
}

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
import { usePlateOptions } from './usePlateOptions';
import styles from './Places.module.css';
import { twoChargePanelTexts as texts } from '../../../texts';

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
  const vehicleOptions = usePlateOptions(p.vehicles, binding);
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
        <span>{texts.titleOpen}{p.points.length}）</span>
        <Space size={2}>
          <Access button={BUTTON_FENCE}>
            <Button size="small" type={p.picking ? 'primary' : 'text'} icon={<PlusOutlined />} onClick={p.onPick}>{texts.add}</Button>
            <Button size="small" type="text" onClick={() => setBinding(true)}>{texts.bind}</Button>
          </Access>
          <Tooltip title={p.visible ? texts.hide : texts.show}>
            <Button size="small" type="text" icon={p.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={() => p.onVisible(!p.visible)} aria-label={p.visible ? texts.hideLabel : texts.showLabel} />
          </Tooltip>
          <Button size="small" type="text" icon={<CloseOutlined />} onClick={p.onClose} aria-label={texts.closeLabel} />
        </Space>
      </div>
      <div className={styles.body}>
        <div className={styles.hint}>{texts.boundRule(p.bound.length)}</div>
        {p.picking && <div className={styles.hint}>{texts.pickHint}</div>}
        {p.points.map((pt) => (
          <div key={pt.chargeId} className={styles.row}>
            <span className={styles.name}>{pt.name}</span>
            <Tag style={{ marginInlineEnd: 0 }}>{pt.radius} {texts.metres}</Tag>
            <Access button={BUTTON_FENCE}>
              <Popconfirm title={texts.deleteConfirm} onConfirm={() => p.onDelete(pt)} okText={texts.delete} cancelText={texts.cancel}>
                <Button size="small" type="link" danger>{texts.delete}</Button>
              </Popconfirm>
            </Access>
          </div>
        ))}
      </div>
      <Modal title={texts.addTitle} open={p.picked !== undefined} onOk={() => void save()} onCancel={p.onCancelNew} okText={texts.addOk} cancelText={texts.cancel} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ radius: 50 }} preserve={false}>
          <Form.Item name="name" label={texts.name} rules={[{ required: true, whitespace: true, message: texts.nameRequired }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="radius" label={texts.radius}>
            <InputNumber min={10} max={5000} style={{ width: '100%' }} />
          </Form.Item>
          <div className={styles.hint}>{texts.stopTime}</div>
        </Form>
      </Modal>
      <Modal
        title={texts.bindTitle}
        open={binding}
        onCancel={() => setBinding(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button disabled={!chosen.length} onClick={() => void p.onBind(chosen, false).then(() => setChosen([]))}>{texts.unbindSelected}</Button>
            <Button type="primary" disabled={!chosen.length} onClick={() => void p.onBind(chosen, true).then(() => setChosen([]))}>{texts.bindSelected}</Button>
          </Space>
        }
      >
        <Select
          mode="multiple"
          aria-label={texts.chooseVehicle}
          style={{ width: '100%' }}
          placeholder={texts.platePlaceholder}
          optionFilterProp="label"
          value={chosen}
          onChange={setChosen}
          options={vehicleOptions}
        />
        <div style={{ marginTop: 12 }}>{texts.bound}{p.bound.length ? p.bound.map((b) => <Tag key={b.vehicleId}>{b.plate}</Tag>) : texts.none}
        </div>
      </Modal>
    </div>
  );
}

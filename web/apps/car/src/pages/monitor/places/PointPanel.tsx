// The 位置点 slide panel: position points (写字楼, 工厂, 停车场, 住宅, 维修厂, 租赁公司) listed, shown or
// hidden on the map, 增加 (pick the place on the map, then name and type), 删除 ("是否删除该位置点？").
import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Tag, Tooltip } from 'antd';
import { CloseOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { LonLat } from '@chelian/tracking';
import { Access } from '@chelian/ui';
import { BUTTON_FENCE } from '../../../access';
import { LOCATION_TYPES, type LocationPoint } from './placeModel';
import styles from './Places.module.css';
import { pointPanelTexts as texts } from '../../../texts';

export interface PointPanelProps {
  points: readonly LocationPoint[];
  visible: boolean;
  picking: boolean;
  picked: LonLat | undefined;
  onVisible: (on: boolean) => void;
  onPick: () => void;
  onSave: (p: { name: string; type: number; at: LonLat }) => Promise<void>;
  onCancelNew: () => void;
  onDelete: (p: LocationPoint) => void;
  onFocus: (p: LocationPoint) => void;
  onClose: () => void;
}

export function PointPanel(p: PointPanelProps) {
  const [form] = Form.useForm<{ name: string; type: number }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let v: { name: string; type: number };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (!p.picked) return;
    setSaving(true);
    try {
      await p.onSave({ name: v.name.trim(), type: v.type, at: p.picked });
      form.resetFields();
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.panel} data-testid="point-panel">
      <div className={styles.head}>
        <span>{texts.titleOpen}{p.points.length}）</span>
        <Space size={2}>
          <Access button={BUTTON_FENCE}>
            <Button size="small" type={p.picking ? 'primary' : 'text'} icon={<PlusOutlined />} onClick={p.onPick}>{texts.add}</Button>
          </Access>
          <Tooltip title={p.visible ? texts.hide : texts.show}>
            <Button size="small" type="text" icon={p.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={() => p.onVisible(!p.visible)} aria-label={p.visible ? texts.hideLabel : texts.showLabel} />
          </Tooltip>
          <Button size="small" type="text" icon={<CloseOutlined />} onClick={p.onClose} aria-label={texts.closeLabel} />
        </Space>
      </div>
      <div className={styles.body}>
        {p.picking && <div className={styles.hint}>{texts.pickHint}</div>}
        {p.points.length === 0 && !p.picking && <div className={styles.hint}>{texts.empty}</div>}
        {p.points.map((pt) => (
          <div key={pt.id} className={styles.row} onClick={() => p.onFocus(pt)}>
            <span className={styles.name}>{pt.name}</span>
            <Tag style={{ marginInlineEnd: 0 }}>{LOCATION_TYPES.find((t) => t.value === pt.type)?.label ?? texts.other}</Tag>
            <Access button={BUTTON_FENCE}>
              <span onClick={(e) => e.stopPropagation()}>
                <Popconfirm title={texts.deleteConfirm} onConfirm={() => p.onDelete(pt)} okText={texts.delete} cancelText={texts.cancel}>
                  <Button size="small" type="link" danger>{texts.delete}</Button>
                </Popconfirm>
              </span>
            </Access>
          </div>
        ))}
      </div>
      <Modal title={texts.addTitle} open={p.picked !== undefined} onOk={() => void save()} onCancel={p.onCancelNew} confirmLoading={saving} okText={texts.save} cancelText={texts.cancel} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ type: 3 }} preserve={false}>
          <Form.Item name="name" label={texts.name} rules={[{ required: true, whitespace: true, message: texts.nameRequired }, { max: 30, message: texts.nameTooLong }]}>
            <Input />
          </Form.Item>
          <Form.Item name="type" label={texts.type}>
            <Select options={LOCATION_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
          </Form.Item>
          {p.picked && (
            <div className={styles.hint}>{texts.place}{p.picked[1].toFixed(6)}, {p.picked[0].toFixed(6)}
            </div>
          )}
        </Form>
      </Modal>
    </div>
  );
}

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
        <span>位置点（{p.points.length}）</span>
        <Space size={2}>
          <Access button={BUTTON_FENCE}>
            <Button size="small" type={p.picking ? 'primary' : 'text'} icon={<PlusOutlined />} onClick={p.onPick}>
              增加
            </Button>
          </Access>
          <Tooltip title={p.visible ? '隐藏' : '显示'}>
            <Button size="small" type="text" icon={p.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={() => p.onVisible(!p.visible)} aria-label={p.visible ? '隐藏位置点' : '显示位置点'} />
          </Tooltip>
          <Button size="small" type="text" icon={<CloseOutlined />} onClick={p.onClose} aria-label="关闭位置点" />
        </Space>
      </div>
      <div className={styles.body}>
        {p.picking && <div className={styles.hint}>请在地图上单击位置点的位置</div>}
        {p.points.length === 0 && !p.picking && <div className={styles.hint}>暂无位置点</div>}
        {p.points.map((pt) => (
          <div key={pt.id} className={styles.row} onClick={() => p.onFocus(pt)}>
            <span className={styles.name}>{pt.name}</span>
            <Tag style={{ marginInlineEnd: 0 }}>{LOCATION_TYPES.find((t) => t.value === pt.type)?.label ?? '其他'}</Tag>
            <Access button={BUTTON_FENCE}>
              <span onClick={(e) => e.stopPropagation()}>
                <Popconfirm title="是否删除该位置点？" onConfirm={() => p.onDelete(pt)} okText="删除" cancelText="取消">
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </span>
            </Access>
          </div>
        ))}
      </div>
      <Modal title="添加位置点" open={p.picked !== undefined} onOk={() => void save()} onCancel={p.onCancelNew} confirmLoading={saving} okText="保存" cancelText="取消" destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ type: 3 }} preserve={false}>
          <Form.Item name="name" label="位置点名称" rules={[{ required: true, whitespace: true, message: '请输入位置点名称' }, { max: 30, message: '位置点名称不能超过30个字' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="type" label="位置点类型">
            <Select options={LOCATION_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
          </Form.Item>
          {p.picked && (
            <div className={styles.hint}>
              位置：{p.picked[1].toFixed(6)}, {p.picked[0].toFixed(6)}
            </div>
          )}
        </Form>
      </Modal>
    </div>
  );
}

// 围栏设置 (v3-console-inventory §2.3): name, area type (禁止驶入 default, 禁止驶出, 限速 with its
// limit), stay time in minutes, and the shape drawn on the map — "开始绘制后，单击绘点，双击结束绘制"
// for polygons, centre then radius (200–5000 m) for circles. 保存, or 下一步 to bind vehicles.
import { Button, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { FENCE_KINDS, draftError, type FenceDraft } from './placeModel';
import styles from './Places.module.css';

export interface FenceEditorProps {
  draft: FenceDraft;
  drawing: boolean;
  saving: boolean;
  onChange: (d: FenceDraft) => void;
  onRedraw: () => void;
  onSave: (thenBind: boolean) => void;
  onCancel: () => void;
}

export function FenceEditor({ draft, drawing, saving, onChange, onRedraw, onSave, onCancel }: FenceEditorProps) {
  const set = (patch: Partial<FenceDraft>) => onChange({ ...draft, ...patch });
  const drawn = draft.pathType === 3 ? draft.points.length >= 3 : Boolean(draft.center);
  const error = draftError(draft);
  return (
    <div className={styles.editor} data-testid="fence-editor">
      <Typography.Text strong>{draft.pathId ? '修改围栏' : '围栏设置'}</Typography.Text>
      <div className={styles.hint}>
        {drawing
          ? draft.pathType === 3
            ? '开始绘制后，单击绘点，双击结束绘制'
            : '单击地图确定圆心，移动鼠标调整半径，再次单击完成'
          : drawn
            ? '已绘制，可修改信息后保存'
            : '请在地图上绘制'}
      </div>
      <Form layout="vertical" size="small" requiredMark={false}>
        <Form.Item label="区域名称" required>
          <Input aria-label="区域名称" maxLength={30} value={draft.pathName} onChange={(e) => set({ pathName: e.target.value })} placeholder="请输入区域名称" />
        </Form.Item>
        <Form.Item label="形状">
          <Radio.Group
            value={draft.pathType}
            disabled={Boolean(draft.pathId)}
            onChange={(e) => set({ pathType: e.target.value as 1 | 3, points: [], center: undefined, radius: undefined })}
            options={[
              { value: 3, label: '多边形' },
              { value: 1, label: '圆形' },
            ]}
          />
        </Form.Item>
        <Form.Item label="区域类型">
          <Select aria-label="区域类型" value={draft.param} onChange={(v) => set({ param: v })} options={FENCE_KINDS.map((k) => ({ value: k.value, label: k.label }))} />
        </Form.Item>
        {draft.param === 3 && (
          <Form.Item label="限速（km/h）">
            <InputNumber aria-label="限速" min={5} max={220} value={draft.speedLimit} onChange={(v) => set({ speedLimit: v ?? 60 })} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item label="停留时间（分）" tooltip="违规持续达到该时长才报警，0 为立即报警">
          <InputNumber aria-label="停留时间" min={0} max={1440} value={draft.settingTime} onChange={(v) => set({ settingTime: v ?? 0 })} style={{ width: '100%' }} />
        </Form.Item>
        {draft.pathType === 1 && draft.center && (
          <Form.Item label="半径（米，200~5000）">
            <InputNumber aria-label="半径" min={200} max={5000} step={50} value={draft.radius} onChange={(v) => set({ radius: v ?? 200 })} style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form>
      {drawn && error && <Typography.Text type="warning">{error}</Typography.Text>}
      <Space wrap style={{ marginTop: 6 }}>
        <Button size="small" onClick={onRedraw} disabled={drawing}>
          重新绘制
        </Button>
        <Button size="small" type="primary" loading={saving} disabled={Boolean(error)} onClick={() => onSave(false)}>
          保存
        </Button>
        <Button size="small" loading={saving} disabled={Boolean(error)} onClick={() => onSave(true)}>
          下一步
        </Button>
        <Button size="small" onClick={onCancel}>
          取消
        </Button>
      </Space>
    </div>
  );
}

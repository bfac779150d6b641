// 围栏设置 (v3-console-inventory §2.3): name, area type (禁止驶入 default, 禁止驶出, 限速 with its
// limit), stay time in minutes, and the shape drawn on the map — "开始绘制后，单击绘点，双击结束绘制"
// for polygons, centre then radius (200–5000 m) for circles. 保存, or 下一步 to bind vehicles.
import { Button, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { FENCE_KINDS, draftError, type FenceDraft } from './placeModel';
import styles from './Places.module.css';
import { fenceEditorTexts as texts } from '../../../texts';

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
      <Typography.Text strong>{draft.pathId ? texts.editTitle : texts.newTitle}</Typography.Text>
      <div className={styles.hint}>
        {drawing
          ? draft.pathType === 3
            ? texts.polygonHint
            : texts.circleHint
          : drawn
            ? texts.drawn
            : texts.drawPrompt}
      </div>
      <Form layout="vertical" size="small" requiredMark={false}>
        <Form.Item label={texts.name} required>
          <Input aria-label={texts.name} maxLength={30} value={draft.pathName} onChange={(e) => set({ pathName: e.target.value })} placeholder={texts.namePlaceholder} />
        </Form.Item>
        <Form.Item label={texts.shape}>
          <Radio.Group
            value={draft.pathType}
            disabled={Boolean(draft.pathId)}
            onChange={(e) => set({ pathType: e.target.value as 1 | 3, points: [], center: undefined, radius: undefined })}
            options={[
              { value: 3, label: texts.polygon },
              { value: 1, label: texts.circle },
            ]}
          />
        </Form.Item>
        <Form.Item label={texts.kind}>
          <Select aria-label={texts.kind} value={draft.param} onChange={(v) => set({ param: v })} options={FENCE_KINDS.map((k) => ({ value: k.value, label: k.label }))} />
        </Form.Item>
        {draft.param === 3 && (
          <Form.Item label={texts.speedLimit}>
            <InputNumber aria-label={texts.speedLimitLabel} min={5} max={220} value={draft.speedLimit} onChange={(v) => set({ speedLimit: v ?? 60 })} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item label={texts.settingTime} tooltip={texts.settingTimeHelp}>
          <InputNumber aria-label={texts.settingTimeLabel} min={0} max={1440} value={draft.settingTime} onChange={(v) => set({ settingTime: v ?? 0 })} style={{ width: '100%' }} />
        </Form.Item>
        {draft.pathType === 1 && draft.center && (
          <Form.Item label={texts.radius}>
            <InputNumber aria-label={texts.radiusLabel} min={200} max={5000} step={50} value={draft.radius} onChange={(v) => set({ radius: v ?? 200 })} style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form>
      {drawn && error && <Typography.Text type="warning">{error}</Typography.Text>}
      <Space wrap style={{ marginTop: 6 }}>
        <Button size="small" onClick={onRedraw} disabled={drawing}>{texts.redraw}</Button>
        <Button size="small" type="primary" loading={saving} disabled={Boolean(error)} onClick={() => onSave(false)}>{texts.save}</Button>
        <Button size="small" loading={saving} disabled={Boolean(error)} onClick={() => onSave(true)}>{texts.next}</Button>
        <Button size="small" onClick={onCancel}>{texts.cancel}</Button>
      </Space>
    </div>
  );
}

// 系统中心 › 健康设置: heart rate, blood pressure, body temperature and SpO2 ranges for badge and
// watch wearers, per group of the user's subtree (chosen in the tree on the left). A group without
// its own setting inherits its parent's, else the platform defaults; 恢复继承 drops the group's own
// setting.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, InputNumber, Popconfirm, Row, Space, Switch, Tabs, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthGroup, HealthThreshold } from '@chelian/core';
import { useShellServices } from '../../services/ShellServicesContext';
import { CenterPage } from './CenterPage';
import { healthPageTexts as texts } from '../../texts';

const HEALTH_KEY = ['health'] as const;
const SOURCE_COLOR = { 0: 'blue', 1: 'purple', 2: 'default' } as const;

type RangeKey = 'heartRate' | 'systolic' | 'diastolic' | 'temperature';
const RANGES: { key: RangeKey; label: string; unit: string; min: number; max: number; step: number }[] = [
  { key: 'heartRate', label: texts.heartRate, unit: texts.perMinute, min: 20, max: 250, step: 1 },
  { key: 'systolic', label: texts.systolic, unit: 'mmHg', min: 50, max: 250, step: 1 },
  { key: 'diastolic', label: texts.diastolic, unit: 'mmHg', min: 30, max: 150, step: 1 },
  { key: 'temperature', label: texts.temperature, unit: '℃', min: 34, max: 42, step: 0.1 },
];

function ThresholdForm({ value, groupId, groupName }: { value: HealthThreshold; groupId: number; groupName: string }) {
  const { center } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<HealthThreshold>();
  const [saving, setSaving] = useState(false);
  useEffect(() => form.setFieldsValue(value), [form, value]);
  const save = async (v: HealthThreshold) => {
    setSaving(true);
    try {
      await center.updateHealth({ ...v, enabled: v.enabled ? 1 : 0, wearerType: value.wearerType, groupId });
      void message.success(texts.saved);
      void queryClient.invalidateQueries({ queryKey: HEALTH_KEY });
    } finally {
      setSaving(false);
    }
  };
  const reset = async () => {
    await center.resetHealth(value.wearerType, groupId);
    void message.success(texts.inherited);
    void queryClient.invalidateQueries({ queryKey: HEALTH_KEY });
  };
  return (
    <Form form={form} layout="vertical" onFinish={save} initialValues={value} requiredMark={false}>
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{texts.inEffect}</span>
        <Tag color={SOURCE_COLOR[value.source]}>{value.sourceName}</Tag>
        {value.updateTime && (
          <Typography.Text type="secondary">
            {texts.changedBy(value.updatedBy, value.updateTime)}</Typography.Text>
        )}
        <Typography.Text type="secondary">{texts.appliesTo}{groupName} {texts.andBelow}</Typography.Text>
      </Space>
      <Row gutter={24}>
        {RANGES.map((r) => (
          <Col xs={24} md={12} key={r.key}>
            <Form.Item label={`${r.label}（${r.unit}）`} required>
              <Space.Compact>
                <Form.Item name={`${r.key}Min`} noStyle rules={[{ required: true, message: texts.lowRequired }]}>
                  <InputNumber aria-label={texts.lowLabel(r.label)} min={r.min} max={r.max} step={r.step} style={{ width: 120 }} />
                </Form.Item>
                <InputNumber disabled placeholder={texts.to} style={{ width: 44, textAlign: 'center', pointerEvents: 'none' }} />
                <Form.Item name={`${r.key}Max`} noStyle rules={[{ required: true, message: texts.highRequired }]}>
                  <InputNumber aria-label={texts.highLabel(r.label)} min={r.min} max={r.max} step={r.step} style={{ width: 120 }} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item label={texts.spo2} name="spo2Min" rules={[{ required: true, message: texts.spo2Required }]}>
            <InputNumber aria-label={texts.spo2Label} min={70} max={100} style={{ width: 120 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={texts.enabled} name="enabled" valuePropName="checked" getValueProps={(v) => ({ checked: v === 1 || v === true })}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>{texts.save}</Button>
        <Popconfirm title={texts.inheritConfirm} onConfirm={reset} disabled={value.source !== 0}>
          <Button disabled={value.source !== 0}>{texts.inherit}</Button>
        </Popconfirm>
      </Space>
    </Form>
  );
}

/** The flat group list as tree nodes; groups marked 已设置 have an own setting. */
export function groupTree(groups: readonly HealthGroup[]): DataNode[] {
  const byParent = new Map<number, HealthGroup[]>();
  for (const g of groups) byParent.set(g.parentId, [...(byParent.get(g.parentId) ?? []), g]);
  const build = (parent: number, depth: number): DataNode[] =>
    depth > 16
      ? []
      : (byParent.get(parent) ?? []).map((g) => ({
          key: g.groupId,
          title: (
            <span>
              {g.groupName}
              {g.ownBadge || g.ownWatch ? (
                <Tag color="blue" style={{ marginLeft: 6 }}>{texts.set}</Tag>
              ) : null}
            </span>
          ),
          children: build(g.groupId, depth + 1),
        }));
  return build(0, 0);
}

export function HealthPage() {
  const { center } = useShellServices();
  const [groupId, setGroupId] = useState<number>();
  const groups = useQuery({ queryKey: [...HEALTH_KEY, 'groups'], queryFn: () => center.healthGroups() });
  const tree = useMemo(() => groupTree(groups.data ?? []), [groups.data]);
  const health = useQuery({ queryKey: [...HEALTH_KEY, groupId ?? 0], queryFn: () => center.getHealth(groupId) });
  const data = health.data;
  return (
    <CenterPage title={texts.title}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={texts.intro}
        description={texts.defaults}
      />
      <Row gutter={16}>
        <Col xs={24} lg={7} xl={6}>
          <Card size="small" title={texts.chooseGroup} styles={{ body: { maxHeight: 520, overflow: 'auto' } }}>
            {tree.length > 0 && (
              <Tree
                blockNode
                defaultExpandAll
                treeData={tree}
                selectedKeys={[data?.groupId ?? tree[0]?.key ?? 0]}
                onSelect={(keys) => keys[0] !== undefined && setGroupId(Number(keys[0]))}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={17} xl={18}>
          {data && (
            <Tabs
              items={data.list.map((t) => ({
                key: String(t.wearerType),
                label: t.wearerName,
                children: <ThresholdForm value={t} groupId={data.groupId} groupName={data.groupName} />,
              }))}
            />
          )}
        </Col>
      </Row>
    </CenterPage>
  );
}

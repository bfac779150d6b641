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

const HEALTH_KEY = ['health'] as const;
const SOURCE_COLOR = { 0: 'blue', 1: 'purple', 2: 'default' } as const;

type RangeKey = 'heartRate' | 'systolic' | 'diastolic' | 'temperature';
const RANGES: { key: RangeKey; label: string; unit: string; min: number; max: number; step: number }[] = [
  { key: 'heartRate', label: '心率', unit: '次/分', min: 20, max: 250, step: 1 },
  { key: 'systolic', label: '收缩压（高压）', unit: 'mmHg', min: 50, max: 250, step: 1 },
  { key: 'diastolic', label: '舒张压（低压）', unit: 'mmHg', min: 30, max: 150, step: 1 },
  { key: 'temperature', label: '体温', unit: '℃', min: 34, max: 42, step: 0.1 },
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
      void message.success('健康阈值已保存');
      void queryClient.invalidateQueries({ queryKey: HEALTH_KEY });
    } finally {
      setSaving(false);
    }
  };
  const reset = async () => {
    await center.resetHealth(value.wearerType, groupId);
    void message.success('已恢复为继承上级设置');
    void queryClient.invalidateQueries({ queryKey: HEALTH_KEY });
  };
  return (
    <Form form={form} layout="vertical" onFinish={save} initialValues={value} requiredMark={false}>
      <Space style={{ marginBottom: 16 }} wrap>
        <span>当前生效：</span>
        <Tag color={SOURCE_COLOR[value.source]}>{value.sourceName}</Tag>
        {value.updateTime && (
          <Typography.Text type="secondary">
            {value.updatedBy} 于 {value.updateTime} 修改
          </Typography.Text>
        )}
        <Typography.Text type="secondary">适用单位：{groupName} 及其下级</Typography.Text>
      </Space>
      <Row gutter={24}>
        {RANGES.map((r) => (
          <Col xs={24} md={12} key={r.key}>
            <Form.Item label={`${r.label}（${r.unit}）`} required>
              <Space.Compact>
                <Form.Item name={`${r.key}Min`} noStyle rules={[{ required: true, message: '请输入下限' }]}>
                  <InputNumber aria-label={`${r.label}下限`} min={r.min} max={r.max} step={r.step} style={{ width: 120 }} />
                </Form.Item>
                <InputNumber disabled placeholder="至" style={{ width: 44, textAlign: 'center', pointerEvents: 'none' }} />
                <Form.Item name={`${r.key}Max`} noStyle rules={[{ required: true, message: '请输入上限' }]}>
                  <InputNumber aria-label={`${r.label}上限`} min={r.min} max={r.max} step={r.step} style={{ width: 120 }} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item label="血氧饱和度下限（%）" name="spo2Min" rules={[{ required: true, message: '请输入血氧下限' }]}>
            <InputNumber aria-label="血氧下限" min={70} max={100} style={{ width: 120 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="启用健康告警" name="enabled" valuePropName="checked" getValueProps={(v) => ({ checked: v === 1 || v === true })}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Popconfirm title="删除本单位的设置，改为沿用上级单位或平台默认值？" onConfirm={reset} disabled={value.source !== 0}>
          <Button disabled={value.source !== 0}>恢复继承</Button>
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
                <Tag color="blue" style={{ marginLeft: 6 }}>
                  已设置
                </Tag>
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
    <CenterPage title="健康设置">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="佩戴智能工牌或智能手表的人员，心率、血压、体温、血氧超出设定范围时将产生健康告警。"
        description="平台默认：心率 50–120 次/分，收缩压 90–140 mmHg，舒张压 60–90 mmHg，体温 36.0–37.3 ℃（手表 35.5–37.3 ℃），血氧不低于 94%。未单独设置的单位沿用上级单位的阈值。"
      />
      <Row gutter={16}>
        <Col xs={24} lg={7} xl={6}>
          <Card size="small" title="选择单位" styles={{ body: { maxHeight: 520, overflow: 'auto' } }}>
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

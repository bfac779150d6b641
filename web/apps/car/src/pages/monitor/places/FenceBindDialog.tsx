// 绑车 of a fence: choose groups (their own vehicles — "按车组绑定时不会自动包含下级车组") and
// vehicles; the chosen list reads "车组-<name>" / "车辆-<plate>"; 清空, 删除所选, 保存.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Checkbox, Col, Empty, Modal, Row, Select, Space, Tree, Typography } from 'antd';
import { reportError } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';
import type { GroupNode } from '../../../shared/groups';
import { buildGroupTree } from '../../../shared/groups';
import type { FenceRow } from '../../../shared/fences';
import type { PlaceApi } from '../service';

interface Target {
  key: string;
  kind: 'group' | 'vehicle';
  id: number;
  label: string;
}

export function FenceBindDialog({ fence, api, groups, vehicles, onClose }: { fence: FenceRow | undefined; api: PlaceApi; groups: readonly GroupNode[]; vehicles: readonly MonitorRow[]; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [targets, setTargets] = useState<Target[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [group, setGroup] = useState<number>();
  const [saving, setSaving] = useState(false);
  const tree = useMemo(() => buildGroupTree(groups.filter((g) => g.gi > 0)), [groups]);
  useEffect(() => {
    setTargets([]);
    setChecked([]);
    if (!fence) return;
    api.fenceTargets(fence.pathId).then(
      (t) =>
        setTargets([
          ...t.g.map((g) => ({ key: `g${g.groupId}`, kind: 'group' as const, id: g.groupId, label: `车组-${g.groupName}` })),
          ...t.v.map((v) => ({ key: `v${v.vehicleId}`, kind: 'vehicle' as const, id: v.vehicleId, label: `车辆-${v.plate}` })),
        ]),
      reportError,
    );
  }, [fence, api]);
  const add = (t: Target) => setTargets((list) => (list.some((x) => x.key === t.key) ? list : [...list, t]));
  const save = async () => {
    if (!fence) return;
    setSaving(true);
    try {
      await api.bindFence(
        fence.pathId,
        targets.filter((t) => t.kind === 'vehicle').map((t) => t.id),
        targets.filter((t) => t.kind === 'group').map((t) => t.id),
      );
      void message.success('绑定成功');
      onClose(true);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`绑车 — ${fence?.pathName ?? ''}`}
      open={fence !== undefined}
      onCancel={() => onClose(false)}
      width={760}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => setTargets([])}>清空</Button>
          <Button onClick={() => setTargets((list) => list.filter((t) => !checked.includes(t.key)))} disabled={!checked.length}>
            删除所选
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">区域类型：{fence ? ['禁止驶出区域', '禁止驶入区域', '蓝牙物流锁区域', '限速区域'][fence.param] : ''}。按车组绑定时不会自动包含下级车组。</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={12}>
          <Typography.Text strong>选择车组</Typography.Text>
          <div style={{ height: 220, overflow: 'auto', border: '1px solid #f0f0f0', margin: '6px 0' }}>
            <Tree
              blockNode
              defaultExpandAll
              treeData={tree}
              selectedKeys={group ? [group] : []}
              onSelect={(keys) => setGroup(keys[0] !== undefined ? Number(keys[0]) : undefined)}
              onDoubleClick={(_e, node) => {
                const g = groups.find((x) => x.gi === Number(node.key));
                if (g) add({ key: `g${g.gi}`, kind: 'group', id: g.gi, label: `车组-${g.gn}` });
              }}
            />
          </div>
          <Button
            size="small"
            disabled={!group}
            onClick={() => {
              const g = groups.find((x) => x.gi === group);
              if (g) add({ key: `g${g.gi}`, kind: 'group', id: g.gi, label: `车组-${g.gn}` });
            }}
          >
            添加车组
          </Button>
          <div style={{ marginTop: 12 }}>
            <Typography.Text strong>选择车辆</Typography.Text>
            <Select
              showSearch
              aria-label="选择车辆"
              style={{ width: '100%', marginTop: 6 }}
              placeholder="输入车牌号"
              optionFilterProp="label"
              value={null}
              options={vehicles.map((v) => ({ value: v.V, label: v.P }))}
              onChange={(id: number) => {
                const v = vehicles.find((x) => x.V === id);
                if (v) add({ key: `v${v.V}`, kind: 'vehicle', id: v.V, label: `车辆-${v.P}` });
              }}
            />
          </div>
        </Col>
        <Col span={12}>
          <Typography.Text strong>已选择（{targets.length}）</Typography.Text>
          <div style={{ height: 300, overflow: 'auto', border: '1px solid #f0f0f0', marginTop: 6, padding: 6 }} data-testid="fence-targets">
            {targets.length ? (
              <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                {targets.map((t) => (
                  <Checkbox key={t.key} value={t.key}>
                    {t.label}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未绑定车辆" />
            )}
          </div>
        </Col>
      </Row>
    </Modal>
  );
}

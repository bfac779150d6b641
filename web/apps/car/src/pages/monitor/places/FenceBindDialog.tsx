// 绑车 of a fence: choose groups (their own vehicles — "按车组绑定时不会自动包含下级车组") and
// vehicles; the chosen list reads "车组-<name>" / "车辆-<plate>"; 清空, 删除所选, 保存.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Checkbox, Col, Empty, Modal, Row, Select, Space, Tree, Typography } from 'antd';
import { reportError } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';
import type { GroupNode } from '@chelian/tracking';
import { buildGroupTree } from '@chelian/tracking';
import type { FenceRow } from '@chelian/tracking';
import type { PlaceApi } from '../service';
import { usePlateOptions } from './usePlateOptions';
import { fenceBindDialogTexts as texts } from '../../../texts';

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
  const vehicleOptions = usePlateOptions(vehicles, fence !== undefined);
  // Another fence: its targets only, once read.
  const [readFor, setReadFor] = useState(fence);
  if (readFor !== fence) {
    setReadFor(fence);
    setTargets([]);
    setChecked([]);
  }
  useEffect(() => {
    if (!fence) return;
    api.fenceTargets(fence.pathId).then(
      (t) =>
        setTargets([
          ...t.g.map((g) => ({ key: `g${g.groupId}`, kind: 'group' as const, id: g.groupId, label: texts.groupTarget(g.groupName) })),
          ...t.v.map((v) => ({ key: `v${v.vehicleId}`, kind: 'vehicle' as const, id: v.vehicleId, label: texts.vehicleTarget(v.plate) })),
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
      void message.success(texts.bound);
      onClose(true);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={texts.title(fence?.pathName ?? '')}
      open={fence !== undefined}
      onCancel={() => onClose(false)}
      width={760}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => setTargets([])}>{texts.clear}</Button>
          <Button onClick={() => setTargets((list) => list.filter((t) => !checked.includes(t.key)))} disabled={!checked.length}>{texts.deleteSelected}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>{texts.save}</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{texts.kind}{fence ? [texts.noExit, texts.noEntry, texts.bluetoothLock, texts.speedLimit][fence.param] : ''}{texts.groupsNotInherited}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={12}>
          <Typography.Text strong>{texts.chooseGroup}</Typography.Text>
          <div style={{ height: 220, overflow: 'auto', border: '1px solid #f0f0f0', margin: '6px 0' }}>
            <Tree
              blockNode
              defaultExpandAll
              treeData={tree}
              selectedKeys={group ? [group] : []}
              onSelect={(keys) => setGroup(keys[0] !== undefined ? Number(keys[0]) : undefined)}
              onDoubleClick={(_e, node) => {
                const g = groups.find((x) => x.gi === Number(node.key));
                if (g) add({ key: `g${g.gi}`, kind: 'group', id: g.gi, label: texts.groupTarget(g.gn) });
              }}
            />
          </div>
          <Button
            size="small"
            disabled={!group}
            onClick={() => {
              const g = groups.find((x) => x.gi === group);
              if (g) add({ key: `g${g.gi}`, kind: 'group', id: g.gi, label: texts.groupTarget(g.gn) });
            }}
          >{texts.addGroup}</Button>
          <div style={{ marginTop: 12 }}>
            <Typography.Text strong>{texts.chooseVehicle}</Typography.Text>
            <Select
              showSearch
              aria-label={texts.chooseVehicle}
              style={{ width: '100%', marginTop: 6 }}
              placeholder={texts.platePlaceholder}
              optionFilterProp="label"
              value={null}
              options={vehicleOptions}
              onChange={(id: number) => {
                const v = vehicles.find((x) => x.V === id);
                if (v) add({ key: `v${v.V}`, kind: 'vehicle', id: v.V, label: texts.vehicleTarget(v.P) });
              }}
            />
          </div>
        </Col>
        <Col span={12}>
          <Typography.Text strong>{texts.chosenOpen}{targets.length}）</Typography.Text>
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
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} />
            )}
          </div>
        </Col>
      </Row>
    </Modal>
  );
}

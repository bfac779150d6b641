// 系统中心 › 告警设置 (menu 400301): per group of the user's subtree, which alarm types are on and
// the thresholds of the platform rules (超速, 疲劳驾驶, 停留, 离线, …). A group inherits from its
// nearest upper group that set a type, else the platform defaults; saving writes only the rows
// changed here onto the chosen group.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, InputNumber, Row, Space, Switch, Table, Tabs, Tag, Tree, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ORIGIN_TEXT, controlChanges, controlError, groupTreeOf, type AlarmControlRow, type ControlDraft } from '@chelian/core';
import { useShellServices } from '../../services/ShellServicesContext';
import { CenterPage } from './CenterPage';
import { alarmSettingPageTexts as texts } from '../../texts';

const ORIGIN_COLOR = { 0: 'default', 1: 'purple', 2: 'blue' } as const;

export function useGroupChoice() {
  const { alarm } = useShellServices();
  const groups = useQuery({ queryKey: ['alarm-groups'], queryFn: () => alarm.groups() });
  const tree = useMemo(() => groupTreeOf(groups.data ?? []), [groups.data]);
  const [groupId, setGroupId] = useState<number>();
  const chosen = groupId ?? tree[0]?.key;
  const treeCard = (
    <Card size="small" title={texts.chooseGroup} styles={{ body: { maxHeight: 560, overflow: 'auto' } }}>
      {tree.length > 0 && (
        <Tree
          blockNode
          defaultExpandAll
          treeData={tree}
          selectedKeys={chosen !== undefined ? [chosen] : []}
          onSelect={(keys) => keys[0] !== undefined && setGroupId(Number(keys[0]))}
        />
      )}
    </Card>
  );
  return { groupId: chosen, treeCard };
}

function draftOf(rows: readonly AlarmControlRow[]): Record<string, ControlDraft> {
  return Object.fromEntries(rows.map((r) => [r.enType, { enabled: r.enabled, value: r.value, duration: r.duration }]));
}

export function AlarmSettingPage() {
  const { alarm } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { groupId, treeCard } = useGroupChoice();
  const info = useQuery({ queryKey: ['alarm-control', groupId], queryFn: () => alarm.listControl(groupId), enabled: groupId !== undefined });
  const rows = useMemo(() => info.data?.data ?? [], [info.data]);
  const [draft, setDraft] = useState<Record<string, ControlDraft>>({});
  const [saving, setSaving] = useState(false);
  // The draft starts from each list the server sends (during render: no frame with the old draft).
  const [draftFrom, setDraftFrom] = useState<typeof rows>();
  if (draftFrom !== rows) {
    setDraftFrom(rows);
    setDraft(draftOf(rows));
  }
  const changes = controlChanges(rows, draft);
  const change = (enType: string, patch: Partial<ControlDraft>) =>
    setDraft((d) => ({ ...d, [enType]: { enabled: d[enType]?.enabled ?? 1, ...d[enType], ...patch } }));

  const save = async () => {
    for (const r of rows) {
      const d = draft[r.enType];
      const error = d ? controlError(r, d) : '';
      if (error) return void message.error(error);
    }
    if (!changes.length || groupId === undefined) return;
    setSaving(true);
    try {
      await alarm.configControl(groupId, changes);
      void message.success(texts.saved);
      await queryClient.invalidateQueries({ queryKey: ['alarm-control'] });
    } finally {
      setSaving(false);
    }
  };

  const enabledColumn = {
    title: texts.on,
    width: 80,
    render: (_: unknown, r: AlarmControlRow) => (
      <Switch size="small" aria-label={texts.switchLabel(r.type)} checked={draft[r.enType]?.enabled === 1} onChange={(on) => change(r.enType, { enabled: on ? 1 : 0 })} />
    ),
  };
  const originColumn = {
    title: texts.source,
    width: 100,
    render: (_: unknown, r: AlarmControlRow) => <Tag color={ORIGIN_COLOR[r.origin]}>{ORIGIN_TEXT[r.origin]}</Tag>,
  };
  const platform = rows.filter((r) => r.kind === 'platform');
  const device = rows.filter((r) => r.kind === 'device');
  const number = (r: AlarmControlRow, which: 'value' | 'duration') => {
    const name = which === 'value' ? r.valueName : r.durationName;
    if (!name) return <Typography.Text type="secondary">—</Typography.Text>;
    const unit = which === 'value' ? r.valueUnit : r.durationUnit;
    return (
      <Space size={4}>
        <span>{name}</span>
        <InputNumber
          size="small"
          aria-label={`${r.type}${name}`}
          style={{ width: 90 }}
          min={which === 'value' ? r.valueMin : r.durationMin}
          max={which === 'value' ? r.valueMax : r.durationMax}
          value={draft[r.enType]?.[which]}
          onChange={(v) => change(r.enType, { [which]: v ?? undefined })}
        />
        <span>{unit}</span>
      </Space>
    );
  };

  return (
    <CenterPage
      title={texts.title}
      extra={
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!changes.length}>{texts.save}{changes.length ? texts.changedCount(changes.length) : ''}
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={texts.intro}
        description={texts.defaults}
      />
      <Row gutter={16}>
        <Col xs={24} lg={6}>
          {treeCard}
        </Col>
        <Col xs={24} lg={18}>
          <Tabs
            items={[
              {
                key: 'platform',
                label: texts.platformTab(platform.length),
                children: (
                  <Table<AlarmControlRow>
                    size="small"
                    rowKey="enType"
                    pagination={false}
                    loading={info.isLoading}
                    dataSource={platform}
                    columns={[
                      { title: texts.alarmType, dataIndex: 'type', width: 150 },
                      enabledColumn,
                      { title: texts.threshold, render: (_v, r) => number(r, 'value') },
                      { title: texts.duration, render: (_v, r) => number(r, 'duration') },
                      originColumn,
                    ]}
                  />
                ),
              },
              {
                key: 'device',
                label: texts.deviceTab(device.length),
                children: (
                  <Table<AlarmControlRow>
                    size="small"
                    rowKey="enType"
                    pagination={false}
                    loading={info.isLoading}
                    dataSource={device}
                    columns={[{ title: texts.alarmType, dataIndex: 'type' }, { title: texts.code, dataIndex: 'enType' }, enabledColumn, originColumn]}
                  />
                ),
              },
            ]}
          />
        </Col>
      </Row>
    </CenterPage>
  );
}

// 系统中心 › 推送设置 (menu 400302): per group of the user's subtree, the channels that carry each
// alarm type — 弹窗 and 语音 in the console, 邮件 (SMTP), 短信 (the SMS provider) and Webhook (a
// signed POST, retried) — the group's recipients, a test push and the log of deliveries.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, Row, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORIGIN_TEXT,
  PUSH_CHANNELS,
  newWebhookSecret,
  pushChanges,
  pushDraftOf,
  setChannel,
  splitRecipients,
  targetsError,
  type AlarmPushRow,
  type PushDraft,
  type PushLogRow,
  type PushTargets,
} from '@chelian/core';
import { useShellServices } from '../../services/ShellServicesContext';
import { CenterPage } from './CenterPage';
import { useGroupChoice } from './AlarmSettingPage';
import { alarmPushPageTexts as texts } from '../../texts';

const CHANNEL_NAMES = { email: texts.email, sms: texts.sms, webhook: 'Webhook' } as const;

function Recipients({ groupId, targets, smtpReady, smsProvider }: { groupId: number; targets: PushTargets; smtpReady: boolean; smsProvider: string }) {
  const { alarm } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PushTargets>();
  useEffect(() => form.setFieldsValue(targets), [form, targets]);
  const save = async (v: PushTargets) => {
    const error = targetsError(v);
    if (error) return void message.error(error);
    await alarm.configPush(groupId, {
      targets: { ...v, emails: splitRecipients(v.emails).join(','), phones: splitRecipients(v.phones).join(',') },
    });
    void message.success(texts.recipientsSaved);
    await queryClient.invalidateQueries({ queryKey: ['alarm-push'] });
  };
  const test = async (channel: 'email' | 'sms' | 'webhook') => {
    const r = await alarm.testPush(groupId, { [channel]: 1 });
    void message.success(r.msg);
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['alarm-push-log'] }), 1500);
  };
  return (
    <Card size="small" title={texts.recipients} style={{ marginBottom: 16 }}>
      {targets.origin === 1 && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={texts.recipientsInherited} />}
      {!smtpReady && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={texts.noSmtp} />}
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={targets}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="emails" label={texts.emails}>
              <Input.TextArea rows={2} placeholder="ops@example.com, manager@example.com" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phones" label={texts.phones(smsProvider === 'log' ? texts.smsLogAdapter : texts.smsReady)}>
              <Input.TextArea rows={2} placeholder="13800000000, 13900000000" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="webhookUrl" label={texts.webhookUrl}>
              <Input placeholder="https://example.com/alarm-hook" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={texts.webhookSecret}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="webhookSecret" noStyle>
                  <Input placeholder={texts.webhookSecretPlaceholder} />
                </Form.Item>
                <Button onClick={() => form.setFieldValue('webhookSecret', newWebhookSecret())}>{texts.generate}</Button>
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
        <Space wrap>
          <Button type="primary" htmlType="submit">{texts.saveRecipients}</Button>
          <Typography.Text type="secondary">{texts.testPush}</Typography.Text>
          <Button onClick={() => void test('email')}>{texts.email}</Button>
          <Button onClick={() => void test('sms')}>{texts.sms}</Button>
          <Button onClick={() => void test('webhook')}>Webhook</Button>
        </Space>
      </Form>
    </Card>
  );
}

function PushLog({ groupId }: { groupId: number }) {
  const { alarm } = useShellServices();
  const [page, setPage] = useState(1);
  const log = useQuery({ queryKey: ['alarm-push-log', groupId, page], queryFn: () => alarm.pushLog(groupId, page, 10) });
  return (
    <Card size="small" title={texts.logTitle} style={{ marginTop: 16 }}>
      <Table<PushLogRow>
        size="small"
        rowKey="id"
        loading={log.isLoading}
        dataSource={log.data?.data ?? []}
        locale={{ emptyText: texts.logEmpty }}
        pagination={{ current: page, pageSize: 10, total: log.data?.total ?? 0, onChange: setPage, showTotal: (t) => texts.total(t) }}
        columns={[
          { title: texts.time, dataIndex: 'time', width: 160 },
          { title: texts.plate, dataIndex: 'plate', width: 110 },
          { title: texts.alarmType, dataIndex: 'type', width: 120 },
          { title: texts.channel, dataIndex: 'channel', width: 90, render: (c: PushLogRow['channel']) => CHANNEL_NAMES[c] },
          { title: texts.recipients, dataIndex: 'target', ellipsis: true },
          { title: texts.result, dataIndex: 'status', width: 80, render: (s: number) => (s === 1 ? <Tag color="green">{texts.succeeded}</Tag> : <Tag color="red">{texts.failed}</Tag>) },
          { title: texts.attempts, dataIndex: 'attempts', width: 60 },
          { title: texts.reason, dataIndex: 'error', ellipsis: true },
        ]}
      />
    </Card>
  );
}

export function AlarmPushPage() {
  const { alarm } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { groupId, treeCard } = useGroupChoice();
  const info = useQuery({ queryKey: ['alarm-push', groupId], queryFn: () => alarm.listPush(groupId), enabled: groupId !== undefined });
  const rows = useMemo(() => info.data?.data ?? [], [info.data]);
  const [draft, setDraft] = useState<PushDraft>({});
  const [saving, setSaving] = useState(false);
  // The draft starts from each list the server sends (during render: no frame with the old draft).
  const [draftFrom, setDraftFrom] = useState<typeof rows>();
  if (draftFrom !== rows) {
    setDraftFrom(rows);
    setDraft(pushDraftOf(rows));
  }
  const changes = pushChanges(rows, draft);
  const types = rows.map((r) => r.enType);

  const save = async () => {
    if (!changes.length || groupId === undefined) return;
    setSaving(true);
    try {
      await alarm.configPush(groupId, { list: changes });
      void message.success(texts.saved);
      await queryClient.invalidateQueries({ queryKey: ['alarm-push'] });
    } finally {
      setSaving(false);
    }
  };

  const channelColumns = PUSH_CHANNELS.map(({ key, label }) => {
    const on = types.filter((t) => draft[t]?.[key] === 1).length;
    return {
      key,
      width: 90,
      align: 'center' as const,
      title: (
        <Checkbox
          checked={on > 0 && on === types.length}
          indeterminate={on > 0 && on < types.length}
          onChange={(e) => setDraft((d) => setChannel(d, types, key, e.target.checked))}
          aria-label={texts.allOf(label)}
        >
          {label}
        </Checkbox>
      ),
      render: (_: unknown, r: AlarmPushRow) => (
        <Checkbox
          aria-label={`${r.type}${label}`}
          checked={draft[r.enType]?.[key] === 1}
          onChange={(e) => setDraft((d) => setChannel(d, [r.enType], key, e.target.checked))}
        />
      ),
    };
  });

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
      />
      <Row gutter={16}>
        <Col xs={24} lg={6}>
          {treeCard}
        </Col>
        <Col xs={24} lg={18}>
          {groupId !== undefined && info.data && (
            <Recipients groupId={groupId} targets={info.data.targets} smtpReady={info.data.smtpReady === 1} smsProvider={info.data.smsProvider} />
          )}
          <Table<AlarmPushRow>
            size="small"
            rowKey="enType"
            loading={info.isLoading}
            pagination={false}
            scroll={{ y: 420 }}
            dataSource={rows}
            columns={[
              { title: texts.alarmType, dataIndex: 'type', width: 160 },
              ...channelColumns,
              { title: texts.source, width: 100, render: (_v, r) => <Tag>{ORIGIN_TEXT[r.origin]}</Tag> },
            ]}
          />
          {groupId !== undefined && <PushLog groupId={groupId} />}
        </Col>
      </Row>
    </CenterPage>
  );
}

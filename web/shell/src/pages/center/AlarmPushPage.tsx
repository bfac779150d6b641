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

const CHANNEL_NAMES = { email: '邮件', sms: '短信', webhook: 'Webhook' } as const;

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
    void message.success('接收人已保存');
    await queryClient.invalidateQueries({ queryKey: ['alarm-push'] });
  };
  const test = async (channel: 'email' | 'sms' | 'webhook') => {
    const r = await alarm.testPush(groupId, { [channel]: 1 });
    void message.success(r.msg);
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['alarm-push-log'] }), 1500);
  };
  return (
    <Card size="small" title="接收人" style={{ marginBottom: 16 }}>
      {targets.origin === 1 && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="当前沿用上级单位的接收人；保存后本单位使用自己的接收人。" />}
      {!smtpReady && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="服务器未配置邮件服务器（alarm_push.smtp_url），邮件推送将记录为失败。" />}
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={targets}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="emails" label="邮箱（多个用逗号分隔）">
              <Input.TextArea rows={2} placeholder="ops@example.com, manager@example.com" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phones" label={`手机号（短信通道：${smsProvider === 'log' ? '日志适配器，短信记录在发送记录中' : smsProvider}）`}>
              <Input.TextArea rows={2} placeholder="13800000000, 13900000000" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="webhookUrl" label="Webhook 地址">
              <Input placeholder="https://example.com/alarm-hook" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="签名密钥（HMAC-SHA256，见 X-Chelian-Signature）">
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="webhookSecret" noStyle>
                  <Input placeholder="留空则不签名" />
                </Form.Item>
                <Button onClick={() => form.setFieldValue('webhookSecret', newWebhookSecret())}>生成</Button>
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            保存接收人
          </Button>
          <Typography.Text type="secondary">测试推送：</Typography.Text>
          <Button onClick={() => void test('email')}>邮件</Button>
          <Button onClick={() => void test('sms')}>短信</Button>
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
    <Card size="small" title="推送记录" style={{ marginTop: 16 }}>
      <Table<PushLogRow>
        size="small"
        rowKey="id"
        loading={log.isLoading}
        dataSource={log.data?.data ?? []}
        locale={{ emptyText: '暂无推送记录' }}
        pagination={{ current: page, pageSize: 10, total: log.data?.total ?? 0, onChange: setPage, showTotal: (t) => `共: ${t} 条` }}
        columns={[
          { title: '时间', dataIndex: 'time', width: 160 },
          { title: '车牌号', dataIndex: 'plate', width: 110 },
          { title: '报警类型', dataIndex: 'type', width: 120 },
          { title: '方式', dataIndex: 'channel', width: 90, render: (c: PushLogRow['channel']) => CHANNEL_NAMES[c] },
          { title: '接收人', dataIndex: 'target', ellipsis: true },
          { title: '结果', dataIndex: 'status', width: 80, render: (s: number) => (s === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>) },
          { title: '次数', dataIndex: 'attempts', width: 60 },
          { title: '原因', dataIndex: 'error', ellipsis: true },
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
  useEffect(() => setDraft(pushDraftOf(rows)), [rows]);
  const changes = pushChanges(rows, draft);
  const types = rows.map((r) => r.enType);

  const save = async () => {
    if (!changes.length || groupId === undefined) return;
    setSaving(true);
    try {
      await alarm.configPush(groupId, { list: changes });
      void message.success('推送设置已保存');
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
          aria-label={`全部${label}`}
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
      title="推送设置"
      extra={
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!changes.length}>
          保存{changes.length ? `（${changes.length}项）` : ''}
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="新报警按下表的方式推送：弹窗和语音在控制台右下角提示（语音可在报警提示中关闭）；邮件、短信、Webhook 发给本单位的接收人。未单独设置的单位沿用上级单位的设置，默认只弹窗和语音。"
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
              { title: '报警类型', dataIndex: 'type', width: 160 },
              ...channelColumns,
              { title: '来源', width: 100, render: (_v, r) => <Tag>{ORIGIN_TEXT[r.origin]}</Tag> },
            ]}
          />
          {groupId !== undefined && <PushLog groupId={groupId} />}
        </Col>
      </Row>
    </CenterPage>
  );
}

// 处置策略: the graded actions of the caller's company (or a group of its subtree): grace, the day of
// each grade (通知 → 语音警告 → 限速 → 停车锁车), the speeds and the voice text; a timeline shows
// the steps. Saving needs 修改策略 (migration 0115) and, when it lets the job limit the speed or lock
// bikes by itself, a confirmation naming those steps.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Switch, Timeline } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { Access } from '@chelian/ui';
import { BUTTON_POLICY_SAVE } from '../../access';
import { useLeaseServices } from '../../services/leaseServices';
import { LeasePage } from '../../shared/LeasePage';
import { dangerousSteps, gradeSteps, gradesInOrder, GRADE_KEYS, type GradeKey } from './model/grades';
import { createPolicyApi, type Policy } from './service';
import { policyPageTexts as texts, routeTexts } from '../../texts';

type Values = Omit<Policy, 'enabled'> & { enabled: boolean };

const GRADE_COLORS: Record<GradeKey, string> = { notifyDays: 'blue', voiceDays: 'orange', limitDays: 'red', lockDays: 'gray' };

export function PolicyPage() {
  const { http } = useLeaseServices();
  const api = useMemo(() => createPolicyApi(http), [http]);
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const current = useQuery({ queryKey: ['lease', 'policy'], queryFn: () => api.policy() });
  useEffect(() => {
    if (current.error) reportError(current.error);
  }, [current.error]);
  const values = Form.useWatch([], form);
  const save = async () => {
    const v = await form.validateFields();
    if (!current.data) return;
    if (!gradesInOrder(v)) {
      void message.error(texts.orderInvalid);
      return;
    }
    const dangerous = dangerousSteps(v);
    if (dangerous.length && !(await modal.confirm({
      title: texts.confirmTitle,
      content: texts.confirmContent(dangerous.map(([k, d]) => texts.step(texts.gradeNames[k], d)).join('；'), v.lockMaxSpeed),
      okText: texts.save,
    })))
      return;
    const groupId = current.data.groupId;
    setSaving(true);
    try {
      await api.save(groupId, { ...v, voiceText: v.voiceText.trim(), enabled: v.enabled ? 1 : 0 });
      void message.success(texts.saved);
      void queryClient.invalidateQueries({ queryKey: ['lease', 'policy'] });
    } catch (e) {
      reportError(e);
    } finally {
      setSaving(false);
    }
  };
  const days = (key: GradeKey) => (
    <Form.Item name={key} label={texts[key]} extra={texts.zeroOff} rules={[{ required: true, message: texts[key] }]}>
      <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <LeasePage title={routeTexts.policy} tips={texts.tips} testId="lease-policy-page">
      {current.data && (
        <Row gutter={16}>
          <Col span={16}>
            <Alert style={{ marginBottom: 12 }} type={current.data.own ? 'success' : 'info'} showIcon message={current.data.own ? texts.own : texts.inherited} />
            <Form
              form={form}
              layout="vertical"
              key={current.dataUpdatedAt}
              initialValues={{ ...current.data, enabled: current.data.enabled === 1 }}
              data-testid="policy-form"
            >
              <Row gutter={16}>
                <Col span={8}>
                  <Form.Item name="enabled" label={texts.enabled} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="graceDays" label={texts.graceDays} rules={[{ required: true, message: texts.graceDays }]}>
                    <InputNumber min={0} max={90} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={16}>
                {GRADE_KEYS.map((k) => (
                  <Col span={6} key={k}>
                    {days(k)}
                  </Col>
                ))}
              </Row>
              <Row gutter={16}>
                <Col span={8}>
                  <Form.Item name="limitSpeed" label={texts.limitSpeed}>
                    <InputNumber min={1} max={25} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="normalSpeed" label={texts.normalSpeed}>
                    <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="lockMaxSpeed" label={texts.lockMaxSpeed}>
                    <InputNumber min={0} max={20} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="voiceText" label={texts.voiceText} rules={[{ required: true, whitespace: true, message: texts.voiceText }]}>
                <Input.TextArea maxLength={100} rows={2} showCount />
              </Form.Item>
              <Access button={BUTTON_POLICY_SAVE}>
                <Button type="primary" loading={saving} onClick={() => void save()}>
                  {texts.save}
                </Button>
              </Access>
            </Form>
          </Col>
          <Col span={8}>
            <Card size="small" title={texts.grades}>
              <Timeline
                items={gradeSteps(values ?? current.data).map(([k, d]) => ({
                  color: GRADE_COLORS[k],
                  children: texts.step(texts.gradeNames[k], d),
                }))}
              />
            </Card>
          </Col>
        </Row>
      )}
    </LeasePage>
  );
}

// 设置考勤规则 / 修改考勤规则: 适用分组*, 规则名称*, the work fence (纬度, 经度, 半径), 上班时间 and 下班时间
// ("HH:mm"; an end before the start is the next day), 宽限(分钟).
import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { GroupField } from '../../shared/GroupField';
import { dayMinuteRule } from '../../shared/dayTime';
import type { RuleApi, RuleForm, RuleRow } from './service';
import { ruleTexts as texts, sharedTexts } from '../../texts';

export function RuleDialog({ api, row, onClose, onSaved }: { api: RuleApi; row?: RuleRow | undefined; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<RuleForm>();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (v: RuleForm) => api.save(v),
    onSuccess: () => {
      void message.success(sharedTexts.saved);
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  const required = (what: string) => [{ required: true, message: sharedTexts.required(what) }];
  return (
    <Modal
      open
      title={row ? texts.editTitle : texts.addTitle}
      okText={sharedTexts.save}
      cancelText={sharedTexts.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>
      <Form<RuleForm>
        form={form}
        labelCol={{ span: 6 }}
        data-testid="rule-dialog"
        initialValues={row ?? { name: '', radius: 200, startTime: '09:00', endTime: '18:00', graceMinutes: 5 }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="groupId" label={texts.groupName} rules={required(texts.groupName)}>
          <GroupField allowClear={false} width={300} />
        </Form.Item>
        <Form.Item name="name" label={texts.name} rules={[{ required: true, whitespace: true, message: sharedTexts.required(texts.name) }]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="lat" label={sharedTexts.lat} rules={required(sharedTexts.lat)}>
          <InputNumber min={-90} max={90} step={0.0001} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="lon" label={sharedTexts.lon} rules={required(sharedTexts.lon)}>
          <InputNumber min={-180} max={180} step={0.0001} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="radius" label={sharedTexts.radius} rules={required(sharedTexts.radius)}>
          <InputNumber min={10} max={50000} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="startTime" label={texts.startTime} rules={[dayMinuteRule]}>
          <Input placeholder="09:00" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="endTime" label={texts.endTime} rules={[dayMinuteRule]}>
          <Input placeholder="18:00" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="graceMinutes" label={texts.grace}>
          <InputNumber min={0} max={240} style={{ width: 120 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

// 新增巡更点 / 修改巡更点: 所属分组*, 巡更点名称*, the place (纬度, 经度, 半径) and the daily window
// (开始时间, 结束时间; an end before the start is the next day).
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { GroupField } from '../../shared/GroupField';
import { dayMinuteRule } from '../../shared/dayTime';
import type { PointApi, PointForm, PointRow } from './service';
import { patrolTexts as texts, sharedTexts } from '../../texts';

export function PointDialog({ api, row, onClose, onSaved }: { api: PointApi; row?: PointRow | undefined; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<PointForm>();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (v: PointForm) => api.save({ ...v, ...(row ? { id: row.id } : {}) }),
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
      <Form<PointForm>
        form={form}
        labelCol={{ span: 6 }}
        data-testid="point-dialog"
        initialValues={row ?? { name: '', radius: 50, startTime: '00:00', endTime: '24:00' }}
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
          <InputNumber min={10} max={5000} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="startTime" label={texts.startTime} rules={[dayMinuteRule]}>
          <Input placeholder="20:00" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="endTime" label={texts.endTime} rules={[dayMinuteRule]}>
          <Input placeholder="06:00" style={{ width: 120 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

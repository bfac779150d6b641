// 车辆资料 › 保养信息 (edit only, §2.3 tab 6): 当前里程*, 上次保养里程*, 上次保养时间*, 提前提醒(天)*,
// 提前提醒(KM)*, 备注, with the rule (10000 公里 / 1 年) and the next service it gives. Its own form
// and 保存: each save records a service (保养报表 lists them). Read-only without 修改车辆.
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Row, Spin, Typography } from 'antd';
import type { CareApi } from '../careService';
import { useCareRecord } from './useCareRecord';
import { maintainFormValues, maintainInfo, nextMaintenance, type MaintainFormValues } from '../model/careForm';
import { vehicleCareTexts as texts } from '../../../texts';

export function MaintainTab({ api, vehicleId, maySave }: { api: CareApi; vehicleId: number; maySave: boolean }) {
  const { current, saving: save } = useCareRecord(
    ['system', 'vehicle', 'maintain', vehicleId],
    () => api.maintenance(vehicleId),
    (v: MaintainFormValues) => api.saveMaintenance(vehicleId, maintainInfo(v)),
  );
  const [form] = Form.useForm<MaintainFormValues>();
  const lastTime = Form.useWatch('lastMaintainTime', form);
  const lastMileage = Form.useWatch('lastMileage', form);
  if (current.isLoading) return <Spin tip={texts.loading}><div style={{ height: 120 }} /></Spin>;
  const next = lastTime ? nextMaintenance(lastTime, lastMileage ?? 0) : undefined;
  const number = (name: keyof MaintainFormValues, label: string) => (
    <Col span={12} key={name}>
      <Form.Item name={name} label={label} rules={[{ required: true, message: texts.required(label) }]}>
        <InputNumber min={0} max={1e9} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <Form<MaintainFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '136px' }}
      initialValues={maintainFormValues(current.data)}
      disabled={!maySave}
      onFinish={(v) => save.mutate(v)}
      data-testid="vehicle-maintain"
    >
      {!maySave && <Alert type="info" showIcon message={texts.readOnly} style={{ marginBottom: 12 }} />}
      <Row gutter={16}>
        {number('currentMileage', texts.currentMileage)}
        {number('lastMileage', texts.lastMileage)}
        <Col span={12}>
          <Form.Item name="lastMaintainTime" label={texts.lastTime} rules={[{ required: true, message: texts.choose(texts.lastTime) }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {number('leadTime', texts.leadDaysMaintain)}
        {number('advanceKilometers', texts.advanceKm)}
        <Col span={24}>
          <Form.Item name="remark" label={texts.remark} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {texts.maintainRule}
        {next ? <><br />{texts.nextMaintain(next.day, next.km)}</> : null}
      </Typography.Paragraph>
      {maySave && (
        <div style={{ textAlign: 'right' }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{texts.save}</Button>
        </div>
      )}
    </Form>
  );
}

// 车辆资料 › 保险信息 (edit only, §2.3 tab 5): 是否首保, 登记日期*, 保险公司*, 提醒日期*, 险种明细*,
// 总金额*, 备注, with the reminder rule and the next renewal it gives. Its own form and 保存: each save
// records a policy (保险报表 lists them). Read-only without 修改车辆.
import { useEffect } from 'react';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import type { CareApi } from '../careService';
import { useCareRecord } from './useCareRecord';
import { insuranceFormValues, insuranceInfo, nextInsurance, type InsuranceFormValues } from '../model/careForm';
import { vehicleCareTexts as texts } from '../../../texts';

export function InsuranceTab({ api, vehicleId, maySave }: { api: CareApi; vehicleId: number; maySave: boolean }) {
  const { current, saving: save } = useCareRecord(
    ['system', 'vehicle', 'insurance', vehicleId],
    () => api.insurance(vehicleId),
    (v: InsuranceFormValues) => api.saveInsurance(vehicleId, insuranceInfo(v)),
  );
  const companies = useQuery({ queryKey: ['system', 'insurance', 'companies'], queryFn: () => api.options(1), staleTime: Infinity });
  const kinds = useQuery({ queryKey: ['system', 'insurance', 'kinds'], queryFn: () => api.options(3), staleTime: Infinity });
  useEffect(() => {
    const e = companies.error ?? kinds.error;
    if (e) reportError(e);
  }, [companies.error, kinds.error]);
  const [form] = Form.useForm<InsuranceFormValues>();
  const loginTime = Form.useWatch('loginTime', form);
  const leadTime = Form.useWatch('leadTime', form);
  if (current.isLoading) return <Spin tip={texts.loading}><div style={{ height: 120 }} /></Spin>;
  const next = loginTime ? nextInsurance(loginTime, leadTime ?? 0, dayjs()) : undefined;
  const required = (label: string) => [{ required: true, message: texts.choose(label) }];
  return (
    <Form<InsuranceFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      initialValues={insuranceFormValues(current.data)}
      disabled={!maySave}
      onFinish={(v) => save.mutate(v)}
      data-testid="vehicle-insurance"
    >
      {!maySave && <Alert type="info" showIcon message={texts.readOnly} style={{ marginBottom: 12 }} />}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="type" label={texts.firstTime}>
            <Radio.Group options={[{ value: 1, label: texts.firstTimeYes }, { value: 2, label: texts.firstTimeNo }]} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="loginTime" label={texts.loginTime} rules={required(texts.loginTime)}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="insuranceCompany" label={texts.company} rules={required(texts.company)}>
            <Select options={(companies.data ?? []).map((o) => ({ value: o.id, label: o.name }))} placeholder={texts.choose(texts.company)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="leadTime" label={texts.leadDays} rules={[{ required: true, message: texts.required(texts.leadDays) }]}>
            <InputNumber min={0} max={366} precision={0} addonAfter={texts.leadDaysUnit} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="insuranceType" label={texts.kinds} rules={[{ required: true, type: 'array', min: 1, message: texts.choose(texts.kinds) }]}>
            <Select mode="multiple" options={(kinds.data ?? []).map((o) => ({ value: o.id, label: o.name }))} placeholder={texts.choose(texts.kinds)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="amountMoney" label={texts.amount} rules={[{ required: true, message: texts.required(texts.amount) }]}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={texts.remark} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {texts.insuranceRule}
        {current.data ? ` ${texts.renewals(current.data.renewalsNums ?? 0)}` : ''}
        {next ? <><br />{texts.nextInsurance(next.renewal, next.remind)}</> : null}
      </Typography.Paragraph>
      {maySave && (
        <div style={{ textAlign: 'right' }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{texts.save}</Button>
        </div>
      )}
    </Form>
  );
}

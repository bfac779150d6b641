// 车辆资料 for 新增车辆 and 修改 (§2.5 VehDialog, §2.7): tabs 基本信息 (车牌号码*, SIM卡号*, 设备类型*,
// 设备号码*, 所属车组*, MAC, 车架号码, 发动机号, 车辆类型, ICCID, 服务密码, 激活时间 read-only, 安装时间,
// 车主名称, 续费年限, 图标, 备注信息), 车主信息 (证件号, 联系方式, 地址) and 安装信息 (安装人员, 安装地点, 安装备注),
// one form over these tabs (model/vehicleForm rules); editing adds 风控信息 (in the same form, saved in
// updateVehicle's alarmUtil), 保险信息 and 保养信息 (each with its own form and 保存). Editing reads
// queryVehicleInfo first; saving sends saveVehicle or updateVehicle and tells the page. 状态 结清/未结清
// is saved with the vehicle; a way the user's 结清 rights do not allow is not offered. Adding: a plate or frame number typed (on leaving the field) asks
// getVehicleDateByPlate, fills the empty fields from the related vehicle (blue) and offers 撤回.
import { useEffect, useState } from 'react';
import { Alert, App, AutoComplete, Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space, Spin, Tabs } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError, type RegionNode } from '@chelian/core';
import { GroupSelect } from '../../../shared/GroupSelect';
import type { SettleRights } from '../model/settleRights';
import { useGroupTree } from '../../../shared/groupTree';
import {
  DISPLAY_YEARS,
  REMARK_MAX,
  TEXT_MAX,
  vehicleFieldProblem,
  vehicleFields,
  vehicleInitialValues,
  type VehicleFormValues,
} from '../model/vehicleForm';
import type { VehicleApi, VehicleInfo, VehicleRow } from '../service';
import type { CareApi } from '../careService';
import { alarmUtilOf, riskInitialValues, type RiskFormValues } from '../model/riskForm';
import { relatedFill, undoFill, type FilledFields } from '../model/relatedFill';
import { InsuranceTab } from './InsuranceTab';
import { MaintainTab } from './MaintainTab';
import { RiskTab } from './RiskTab';
import { vehicleCareTexts as careTexts, vehicleDialogTexts as texts, vehicleRiskTexts as riskTexts } from '../../../texts';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const REGIONS_KEY = ['system', 'admin-regions'];

/** The form's values: the vehicle's fields and, when editing, the 风控信息 tab's. */
type DialogValues = VehicleFormValues & RiskFormValues;

export interface VehicleDialogProps {
  api: VehicleApi;
  careApi: CareApi;
  /** The row edited; undefined: a new vehicle in `groupId`. */
  vehicle: VehicleRow | undefined;
  groupId: number | undefined;
  /** 保存 on an existing vehicle needs 160209. */
  maySave: boolean;
  /** Which way 状态 may change (the server's 结清 rights: settleRights in ../model). */
  settleRights: SettleRights;
  onClose: () => void;
  onSaved: () => void;
}

export function VehicleDialog(props: VehicleDialogProps) {
  const { api, vehicle, onClose } = props;
  const detail = useQuery({
    queryKey: ['system', 'vehicle', 'info', vehicle?.vehicleId],
    queryFn: () => api.vehicleInfo(Number(vehicle!.vehicleId)),
    enabled: vehicle !== undefined,
    gcTime: 0,
  });
  useEffect(() => {
    if (detail.error) reportError(detail.error);
  }, [detail.error]);
  const ready = vehicle === undefined || detail.data !== undefined;
  return (
    <Modal open title={vehicle ? texts.editTitle(vehicle.plate) : texts.addTitle} width={820} style={{ top: 40 }} onCancel={onClose} footer={null} destroyOnHidden>
      {ready ? (
        <VehicleEditor {...props} info={detail.data} />
      ) : (
        <div style={{ padding: 32, textAlign: 'center' }}>
          <Spin />
          <div>{texts.loading}</div>
        </div>
      )}
    </Modal>
  );
}

/** A rule from model/vehicleForm's checks, with the field's message. */
function check(key: Parameters<typeof vehicleFieldProblem>[0], label: string, format: string): Rule {
  return {
    validator: (_, v: string) => {
      const p = vehicleFieldProblem(key, v ?? '');
      return p ? Promise.reject(new Error(p === 'required' ? texts.required(label) : format)) : Promise.resolve();
    },
  };
}

function VehicleEditor({ api, careApi, vehicle, groupId, maySave, settleRights, info, onClose, onSaved }: VehicleDialogProps & { info: VehicleInfo | undefined }) {
  const [form] = Form.useForm<DialogValues>();
  const { message } = App.useApp();
  const groups = useGroupTree();
  const types = useQuery({ queryKey: ['system', 'vehicle', 'terminalTypes'], queryFn: () => api.terminalTypes(), staleTime: Infinity });
  const icons = useQuery({ queryKey: ['system', 'vehicle', 'iconTypes'], queryFn: () => api.iconTypes(), staleTime: Infinity });
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('basic');
  // 新增车辆: what the related vehicle filled, and its plate.
  const [related, setRelated] = useState<{ plate: string; filled: FilledFields }>();
  const lookUpRelated = async () => {
    if (vehicle) return;
    const values = form.getFieldsValue(true) as DialogValues;
    const found = await api.relatedVehicle({ plate: values.plate ?? '', frameNo: values.frameNo ?? '', groupId: values.groupId });
    if (!found) return;
    const filled = relatedFill(form.getFieldsValue(true) as DialogValues, found);
    if (Object.keys(filled).length === 0) return;
    form.setFieldsValue(filled);
    setRelated({ plate: found.plate, filled: { ...related?.filled, ...filled } });
  };
  const undoRelated = () => {
    if (!related) return;
    form.setFieldsValue(undoFill(form.getFieldsValue(true) as DialogValues, related.filled));
    setRelated(undefined);
  };
  const filledStyle = (name: string) => (related && name in related.filled ? { color: '#1677ff' } : undefined);
  const save = useMutation({
    mutationFn: (values: DialogValues) => {
      const fields = vehicleFields(values, groups.byId.get(Number(values.groupId))?.gn ?? '');
      if (!vehicle) return api.addVehicle(fields);
      const tree = queryClient.getQueryData<RegionNode[]>(REGIONS_KEY) ?? [];
      return api.updateVehicle(Number(vehicle.vehicleId), fields, alarmUtilOf(values, info?.extend, form.isFieldTouched('riskAreas'), tree));
    },
    onSuccess: (_, values) => {
      void message.success(vehicle ? texts.updated(values.plate.trim()) : texts.added(values.plate.trim()));
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  const text = (name: keyof VehicleFormValues, label: string, rules: Rule[] = [{ max: TEXT_MAX, message: texts.textLength }], required = false) => (
    <Col span={12} key={name}>
      <Form.Item name={name} label={label} rules={rules} required={required}>
        <Input
          placeholder={texts.placeholder(label)}
          style={filledStyle(name)}
          onBlur={name === 'plate' || name === 'frameNo' ? () => void lookUpRelated() : undefined}
        />
      </Form.Item>
    </Col>
  );
  const activation = info?.activationTmeStr || info?.activationTime || '';
  const basic = (
    <Row gutter={16}>
      {text('plate', texts.plate, [check('plate', texts.plate, texts.plateFormat)], true)}
      {text('sim', texts.sim, [check('sim', texts.sim, texts.simFormat)], true)}
      <Col span={12}>
        <Form.Item name="terminalType" label={texts.terminalType} rules={[{ required: true, whitespace: true, message: texts.terminalTypeRequired }]}>
          <AutoComplete
            placeholder={texts.choose(texts.terminalType)}
            options={(types.data ?? []).map((t) => ({ value: t.type, label: t.type }))}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
          />
        </Form.Item>
      </Col>
      {text('terminalNo', texts.terminalNo, [check('terminalNo', texts.terminalNo, texts.terminalNoFormat)], true)}
      <Col span={12}>
        <Form.Item name="groupId" label={texts.group} rules={[{ required: true, message: texts.groupRequired }]}>
          <GroupSelect aria-label={texts.group} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {text('mac', texts.mac, [check('mac', texts.mac, texts.macFormat)])}
      {text('frameNo', texts.frameNo, [check('frameNo', texts.frameNo, texts.frameNoFormat)])}
      {text('engineNo', texts.engineNo)}
      {text('vehicleType', texts.vehicleType)}
      {text('iccid', texts.iccid, [check('iccid', texts.iccid, texts.iccidFormat)])}
      {text('serviceCode', texts.serviceCode)}
      <Col span={12}>
        <Form.Item label={texts.activationTime}>
          <Input value={activation} disabled aria-label={texts.activationTime} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="installDate"
          label={texts.installDate}
          getValueProps={(v: string) => ({ value: v ? dayjs(v) : undefined })}
          normalize={(d: Dayjs | null) => (d ? d.format(TIME_FORMAT) : '')}
        >
          <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} placeholder={texts.choose(texts.installDate)} />
        </Form.Item>
      </Col>
      {text('owner', texts.owner)}
      <Col span={12}>
        <Form.Item name="displayYear" label={texts.displayYear}>
          <Select options={DISPLAY_YEARS.map((y) => ({ value: y, label: texts.displayYears[y] }))} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="settle" label={texts.settle}>
          <Select
            aria-label={texts.settle}
            options={['0', '1'].map((v) => ({ value: v, label: texts.settleStates[v], disabled: v === '1' ? !settleRights.settle : !settleRights.withdraw }))}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="iconType" label={texts.iconType}>
          <Select aria-label={texts.iconType} options={(icons.data ?? []).map((i) => ({ value: i.iconType, label: i.iconName }))} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="remark" label={texts.remark} rules={[{ max: REMARK_MAX, message: texts.remarkLength }]}>
          <Input placeholder={texts.placeholder(texts.remark)} style={filledStyle('remark')} />
        </Form.Item>
      </Col>
    </Row>
  );
  const owner = <Row gutter={16}>{[text('license', texts.license), text('phone', texts.phone), text('address', texts.address)]}</Row>;
  const install = (
    <Row gutter={16}>
      {text('installPerson', texts.installPerson)}
      {text('installPlace', texts.installPlace)}
      <Col span={24}>
        <Form.Item name="installRemark" label={texts.installRemark} rules={[{ max: REMARK_MAX, message: texts.remarkLength }]}>
          <Input.TextArea rows={2} placeholder={texts.placeholder(texts.installRemark)} />
        </Form.Item>
      </Col>
    </Row>
  );
  const TAB_OF: Record<string, string> = { license: 'owner', phone: 'owner', address: 'owner', installPerson: 'install', installPlace: 'install', installRemark: 'install' };
  const careTab = tab === 'insurance' || tab === 'maintain';
  const vehicleId = vehicle ? Number(vehicle.vehicleId) : 0;
  // The vehicle's form renders no <form> of its own: the care tabs' forms sit inside it.
  return (
    <Form<DialogValues>
      form={form}
      component={false}
      layout="horizontal"
      labelCol={{ flex: '84px' }}
      labelWrap
      initialValues={{ ...vehicleInitialValues(info, groupId), ...riskInitialValues(info?.extend) }}
      onFinish={(v) => save.mutate(v)}
      onFinishFailed={({ errorFields }) => {
        // Show the first tab holding a refused field.
        const first = errorFields[0]?.name[0];
        if (first !== undefined) setTab(TAB_OF[String(first)] ?? 'basic');
      }}
    >
      <div data-testid="vehicle-dialog">
        {related && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 8 }}
            title={texts.relatedFilled(related.plate, Object.keys(related.filled).length)}
            action={<Button size="small" onClick={undoRelated}>{texts.relatedUndo}</Button>}
          />
        )}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'basic', label: texts.tabBasic, children: basic, forceRender: true },
            { key: 'owner', label: texts.tabOwner, children: owner, forceRender: true },
            { key: 'install', label: texts.tabInstall, children: install, forceRender: true },
            ...(vehicle
              ? [
                  {
                    key: 'risk',
                    label: riskTexts.tabRisk,
                    children: <RiskTab regions={() => api.adminRegions()} queryKey={REGIONS_KEY} extend={info?.extend} disabled={!maySave} />,
                    forceRender: true,
                  },
                  { key: 'insurance', label: careTexts.tabInsurance, children: <InsuranceTab api={careApi} vehicleId={vehicleId} maySave={maySave} /> },
                  { key: 'maintain', label: careTexts.tabMaintain, children: <MaintainTab api={careApi} vehicleId={vehicleId} maySave={maySave} /> },
                ]
              : []),
          ]}
        />
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{texts.cancel}</Button>
          {(maySave || vehicle === undefined) && !careTab && (
            <Button type="primary" onClick={() => form.submit()} loading={save.isPending}>{texts.save}</Button>
          )}
        </Space>
      </div>
    </Form>
  );
}

// 新建工单 / 修改工单 (§2.7): 车主姓名, 联系电话*, 安装人员* (employed ones), 预安装时间*, 是否安装设备
// 是/否 (vehicleFlag 0/1), 安装车辆 (searched vehicles), 安装地址*, 备注信息*.
import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { WORKER_LEFT, sheetVehicleIds } from '../model/sheetModel';
import type { SheetRow, WorksheetApi } from '../service';
import { worksheetPageTexts as texts } from '../../../texts';

interface Values {
  carOwner: string;
  phone: string;
  installWorker: number;
  installTime: Dayjs;
  vehicleFlag: 0 | 1;
  vehicleIds: number[];
  address: string;
  remark: string;
}

const TIME = 'YYYY-MM-DD HH:mm:ss';

export function SheetDialog({ api, row, onClose, onSaved }: { api: WorksheetApi; row?: SheetRow; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const workers = useQuery({ queryKey: ['system', 'worksheet', 'installers'], queryFn: () => api.installers() });
  const [keyword, setKeyword] = useState('');
  const found = useQuery({ queryKey: ['system', 'worksheet', 'vehicles', keyword], queryFn: () => api.searchVehicles(keyword), enabled: keyword.trim() !== '' });
  // The names of the vehicles picked, kept when a new search replaces the options.
  const [picked, setPicked] = useState<Map<number, string>>(() => {
    const ids = row ? sheetVehicleIds(row) : [];
    const plates = (row?.plates ?? '').split(',');
    return new Map(ids.map((id, i) => [id, plates[i] || String(id)]));
  });
  useEffect(() => {
    if (workers.error) reportError(workers.error);
  }, [workers.error]);
  const hasVehicles = Form.useWatch('vehicleFlag', form) !== 1;
  const save = useMutation({
    mutationFn: (v: Values) =>
      api.save({
        ...(row ? { id: row.id } : {}),
        carOwner: (v.carOwner ?? '').trim(),
        phone: v.phone.trim(),
        installWorker: v.installWorker,
        installTime: v.installTime.format(TIME),
        vehicleFlag: v.vehicleFlag,
        devices: v.vehicleFlag === 1 ? '' : (v.vehicleIds ?? []).join(','),
        address: v.address.trim(),
        remark: v.remark.trim(),
      }),
    onSuccess: () => {
      void message.success(texts.saved);
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  const vehicleOptions = new Map(picked);
  for (const v of found.data ?? []) vehicleOptions.set(v.vehicleId, v.plate || v.terminalNo);
  return (
    <Modal
      open
      title={row ? texts.editTitle : texts.addTitle}
      width={600}
      okText={texts.save}
      cancelText={texts.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        labelCol={{ span: 5 }}
        data-testid="sheet-dialog"
        initialValues={{
          carOwner: row?.carOwner ?? '',
          phone: row?.phone ?? '',
          ...(row ? { installWorker: row.installWorker } : {}),
          ...(row?.installTime ? { installTime: dayjs(row.installTime) } : {}),
          vehicleFlag: row?.vehicleFlag === 1 ? 1 : 0,
          vehicleIds: row ? sheetVehicleIds(row) : [],
          address: row?.address ?? '',
          remark: row?.remark ?? '',
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="carOwner" label={texts.formOwner}>
          <Input placeholder={texts.formOwnerPlaceholder} maxLength={50} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={texts.formPhone}
          rules={[
            { required: true, whitespace: true, message: texts.formPhoneRequired },
            { pattern: /^[0-9+\- ]{5,20}$/, message: texts.formPhoneRule },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="installWorker" label={texts.formWorker} rules={[{ required: true, message: texts.formWorkerRequired }]}>
          <Select<number>
            loading={workers.isLoading}
            options={(workers.data ?? []).map((w) => ({ value: w.userId, label: w.flag === WORKER_LEFT ? `${w.name}${texts.left}` : w.name, disabled: w.flag === WORKER_LEFT }))}
          />
        </Form.Item>
        <Form.Item name="installTime" label={texts.formTime} rules={[{ required: true, message: texts.formTimeRequired }]}>
          <DatePicker showTime format={TIME} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="vehicleFlag" label={texts.formHasVehicles}>
          <Radio.Group options={[{ value: 0, label: texts.yes }, { value: 1, label: texts.no }]} />
        </Form.Item>
        {hasVehicles && (
          <Form.Item name="vehicleIds" label={texts.formVehicles}>
            <Select<number[]>
              mode="multiple"
              placeholder={texts.formVehiclesPlaceholder}
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              loading={found.isFetching}
              options={[...vehicleOptions].map(([value, label]) => ({ value, label }))}
              onChange={(ids) => setPicked(new Map(ids.map((id) => [id, vehicleOptions.get(id) ?? String(id)])))}
            />
          </Form.Item>
        )}
        <Form.Item name="address" label={texts.formAddress} rules={[{ required: true, whitespace: true, message: texts.formAddressRequired }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="remark" label={texts.formRemark} rules={[{ required: true, whitespace: true, message: texts.formRemarkRequired }]}>
          <Input.TextArea rows={3} maxLength={500} placeholder={texts.formRemarkPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

// 添加车辆 for a terminal the gateway did not know: the terminal number (leading zeros dropped, as
// the server matches it) and its terminal type come from the reporting device; the administrator
// picks the group and may give a plate, SIM and remark. Failures go through the error funnel and
// leave the dialog open.
import { useEffect, useMemo, useState } from 'react';
import { App, Form, Input, Select, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { ConsoleDialog } from '@chelian/ui';
import { buildGroupTree, type GroupTreeNode } from '../../../shared/groups';
import {
  TERMINAL_TYPES,
  normalizeTerminal,
  terminalTypeOf,
  type AddedVehicle,
  type NewVehicle,
  type UnregisteredApi,
  type UnregisteredDevice,
} from '../service';

interface GroupOption {
  value: number;
  title: string;
  children: GroupOption[];
}

function toOptions(nodes: readonly GroupTreeNode[]): GroupOption[] {
  return nodes.filter((n) => !n.special).map((n) => ({ value: n.key, title: n.name, children: toOptions(n.children) }));
}

interface FormValues {
  terminalNo: string;
  terminalType: string;
  groupId?: number;
  plate?: string;
  sim?: string;
  remark?: string;
}

export interface AddVehicleDialogProps {
  /** The terminal to register; undefined: closed. */
  device: UnregisteredDevice | undefined;
  api: UnregisteredApi;
  onAdded: (device: UnregisteredDevice, vehicle: AddedVehicle) => void;
  onClose: () => void;
}

export function AddVehicleDialog({ device, api, onAdded, onClose }: AddVehicleDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  // The content stays while the dialog animates closed.
  const [shown, setShown] = useState(device);
  if (device && device !== shown) setShown(device); // during render: React renders again at once
  const groups = useQuery({ queryKey: ['unregistered', 'groups'], queryFn: () => api.listGroups(), enabled: device !== undefined });
  const options = useMemo(() => toOptions(buildGroupTree(groups.data ?? [])), [groups.data]);
  useEffect(() => {
    if (groups.error) reportError(groups.error);
  }, [groups.error]);

  const submit = async (values: FormValues) => {
    if (!device || values.groupId === undefined) return;
    const vehicle: NewVehicle = {
      terminalNo: values.terminalNo,
      terminalType: values.terminalType,
      groupId: values.groupId,
      ...(values.plate ? { plate: values.plate } : {}),
      ...(values.sim ? { sim: values.sim } : {}),
      ...(values.remark ? { remark: values.remark } : {}),
    };
    setSaving(true);
    try {
      const added = await api.addVehicle(vehicle);
      void message.success(`已添加车辆 ${added.plate}（${added.groupName}）`);
      onAdded(device, added);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ConsoleDialog
      open={device !== undefined}
      title="添加车辆"
      okText="添加"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      width={520}
    >
      {shown && (
        <div data-testid="add-vehicle-dialog">
          <Form<FormValues>
            form={form}
            layout="horizontal"
            labelCol={{ span: 6 }}
            wrapperCol={{ span: 17 }}
            preserve={false}
            initialValues={{ terminalNo: normalizeTerminal(shown.terminalNo), terminalType: terminalTypeOf(shown.protocol) }}
            onFinish={(v) => submit(v)}
            aria-label="添加车辆"
          >
            <Form.Item
              name="terminalNo"
              label="终端号"
              extra={shown.terminalNo !== normalizeTerminal(shown.terminalNo) ? `设备上报为 ${shown.terminalNo}，前导 0 不计` : undefined}
              rules={[{ required: true, whitespace: true, message: '请输入终端号' }]}
            >
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="terminalType" label="设备类型" rules={[{ required: true, message: '请选择设备类型' }]}>
              <Select options={Object.values(TERMINAL_TYPES).map((t) => ({ value: t, label: t }))} />
            </Form.Item>
            <Form.Item name="groupId" label="所属分组" rules={[{ required: true, message: '请选择所属分组' }]}>
              <TreeSelect
                treeData={options}
                loading={groups.isLoading}
                placeholder="请选择分组"
                showSearch
                treeNodeFilterProp="title"
                treeDefaultExpandAll
                aria-label="所属分组"
              />
            </Form.Item>
            <Form.Item name="plate" label="车牌号">
              <Input maxLength={20} placeholder="不填则使用终端号" />
            </Form.Item>
            <Form.Item name="sim" label="SIM卡号">
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="remark" label="备注">
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Form>
        </div>
      )}
    </ConsoleDialog>
  );
}

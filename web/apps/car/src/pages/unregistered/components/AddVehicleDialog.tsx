// 添加车辆 for a terminal the gateway did not know: the terminal number (leading zeros dropped, as
// the server matches it) and its terminal type come from the reporting device; the administrator
// picks the group and may give a plate, SIM and remark. Failures go through the error funnel and
// leave the dialog open.
import { useEffect, useMemo, useState } from 'react';
import { App, Form, Input, Select, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { ConsoleDialog } from '@chelian/ui';
import { buildGroupTree, type GroupTreeNode } from '@chelian/tracking';
import {
  TERMINAL_TYPES,
  normalizeTerminal,
  terminalTypeOf,
  type AddedVehicle,
  type NewVehicle,
  type UnregisteredApi,
  type UnregisteredDevice,
} from '../service';
import { addVehicleDialogTexts as texts } from '../../../texts';

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
      void message.success(texts.added(added.plate, added.groupName));
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
      title={texts.title}
      okText={texts.add}
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
            aria-label={texts.title}
          >
            <Form.Item
              name="terminalNo"
              label={texts.terminalNo}
              extra={shown.terminalNo !== normalizeTerminal(shown.terminalNo) ? texts.reportedAs(shown.terminalNo) : undefined}
              rules={[{ required: true, whitespace: true, message: texts.terminalNoRequired }]}
            >
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="terminalType" label={texts.terminalType} rules={[{ required: true, message: texts.terminalTypeRequired }]}>
              <Select options={Object.values(TERMINAL_TYPES).map((t) => ({ value: t, label: t }))} />
            </Form.Item>
            <Form.Item name="groupId" label={texts.group} rules={[{ required: true, message: texts.groupRequired }]}>
              <TreeSelect
                treeData={options}
                loading={groups.isLoading}
                placeholder={texts.groupPlaceholder}
                showSearch
                treeNodeFilterProp="title"
                treeDefaultExpandAll
                aria-label={texts.group}
              />
            </Form.Item>
            <Form.Item name="plate" label={texts.plate}>
              <Input maxLength={20} placeholder={texts.platePlaceholder} />
            </Form.Item>
            <Form.Item name="sim" label={texts.sim}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="remark" label={texts.remark}>
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Form>
        </div>
      )}
    </ConsoleDialog>
  );
}

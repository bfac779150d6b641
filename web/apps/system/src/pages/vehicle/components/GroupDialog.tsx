// 新增车组 / 修改车组 (§2.7 车组 modal): 上级车组 (read-only), 车组名, 联系方式, 备注. Editing reads the
// group first (getGroup.json); saving sends addVehGroup or updateVehicleGroup and tells the page.
import { useEffect } from 'react';
import { App, Button, Form, Input, Modal, Space, Spin } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import type { GroupDetail, GroupForm, VehicleApi } from '../service';
import { groupDialogTexts as texts } from '../../../texts';

const NAME_MAX = 30;

export interface GroupDialogProps {
  api: VehicleApi;
  /** add: the new group's parent; edit: the group. */
  mode: { kind: 'add'; parentId: number; parentName: string } | { kind: 'edit'; groupId: number };
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  groupName: string;
  phone: string;
  remark: string;
}

export function GroupDialog({ api, mode, onClose, onSaved }: GroupDialogProps) {
  const detail = useQuery({
    queryKey: ['system', 'vehicle', 'group', mode.kind === 'edit' ? mode.groupId : 0],
    queryFn: () => api.getGroup((mode as { groupId: number }).groupId),
    enabled: mode.kind === 'edit',
    gcTime: 0,
  });
  useEffect(() => {
    if (detail.error) reportError(detail.error);
  }, [detail.error]);
  const ready = mode.kind === 'add' || detail.data !== undefined;
  return (
    <Modal open title={mode.kind === 'add' ? texts.addTitle : texts.editTitle} width={520} onCancel={onClose} footer={null} destroyOnHidden>
      {ready ? (
        <GroupEditor api={api} mode={mode} detail={detail.data} onClose={onClose} onSaved={onSaved} />
      ) : (
        <div style={{ padding: 24, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}

function GroupEditor({ api, mode, detail, onClose, onSaved }: GroupDialogProps & { detail: GroupDetail | undefined }) {
  const { message } = App.useApp();
  const parentId = mode.kind === 'add' ? mode.parentId : Number(detail?.parentId ?? 0);
  const parentName = mode.kind === 'add' ? mode.parentName : (detail?.parentName ?? '');
  const save = useMutation({
    mutationFn: (form: GroupForm) => api.saveGroup(form),
    onSuccess: (_, form) => {
      void message.success(mode.kind === 'add' ? texts.added(form.groupName.trim()) : texts.updated(form.groupName.trim()));
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  return (
    <Form<Values>
      layout="vertical"
      data-testid="group-dialog"
      initialValues={{ groupName: detail?.groupName ?? '', phone: detail?.phone ?? '', remark: detail?.remark ?? '' }}
      onFinish={(v) =>
        save.mutate({
          ...(mode.kind === 'edit' ? { groupId: mode.groupId } : {}),
          groupName: v.groupName,
          parentId,
          parentName,
          phone: v.phone ?? '',
          remark: v.remark ?? '',
        })
      }
    >
      <Form.Item label={texts.parent}>
        <Input value={parentName} disabled aria-label={texts.parent} />
      </Form.Item>
      <Form.Item
        name="groupName"
        label={texts.name}
        rules={[
          { required: true, whitespace: true, message: texts.nameRequired },
          { max: NAME_MAX, message: texts.nameLength },
        ]}
      >
        <Input placeholder={texts.namePlaceholder} />
      </Form.Item>
      <Form.Item name="phone" label={texts.phone} rules={[{ pattern: /^[0-9+\- ]{0,20}$/, message: texts.phoneInvalid }]}>
        <Input placeholder={texts.phonePlaceholder} />
      </Form.Item>
      <Form.Item name="remark" label={texts.remark}>
        <Input.TextArea rows={2} placeholder={texts.remarkPlaceholder} maxLength={200} />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>{texts.save}</Button>
      </Space>
    </Form>
  );
}

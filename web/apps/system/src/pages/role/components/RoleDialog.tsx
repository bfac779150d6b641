// 新建角色 / 修改角色: 角色名称, 备注信息 and the resource tree with a tick per menu, page and button
// (model/resourceTree: a tick takes the subtree and the ancestors). Editing reads the role's
// resources first; saving sends add.json or update.json and tells the page, which reads its list again.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Form, Input, Modal, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { BUTTON_TYPE, allIds, resourceIdListOf, ticksOfRole, toggleResource } from '../model/resourceTree';
import type { ResourceTreeNode, RoleApi, RoleForm, RoleRow } from '../service';
import { roleDialogTexts as texts } from '../../../texts';

const ROLE_NAME_MAX = 20;

/** `role`: the row being edited; undefined: a new role. */
export interface RoleDialogProps {
  api: RoleApi;
  role: RoleRow | undefined;
  onClose: () => void;
  onSaved: () => void;
}

function toTreeData(nodes: readonly ResourceTreeNode[]): DataNode[] {
  return nodes.map((n) => ({
    key: String(n.id),
    title:
      Number(n.type) === BUTTON_TYPE ? (
        <span>
          {n.name} <Tag style={{ marginInlineStart: 4 }}>{texts.button}</Tag>
        </span>
      ) : (
        n.name
      ),
    ...(n.children?.length ? { children: toTreeData(n.children) } : {}),
  }));
}

interface FormValues {
  roleName: string;
  roleDesc: string;
}

export function RoleDialog({ api, role, onClose, onSaved }: RoleDialogProps) {
  const tree = useQuery({ queryKey: ['system', 'role', 'resourceTree'], queryFn: () => api.resourceTree() });
  const detail = useQuery({
    queryKey: ['system', 'role', 'detail', role?.roleId],
    queryFn: () => api.getRole(role!.roleId),
    enabled: role !== undefined,
    gcTime: 0,
  });
  useEffect(() => {
    if (tree.error) reportError(tree.error);
  }, [tree.error]);
  useEffect(() => {
    if (detail.error) reportError(detail.error);
  }, [detail.error]);
  const ready = tree.data !== undefined && (role === undefined || detail.data !== undefined);
  return (
    // The form renders its own 取消 / 保存 (inside the form, so 保存 submits it).
    <Modal open title={role ? texts.editTitle : texts.addTitle} width={640} onCancel={onClose} footer={null} destroyOnHidden>
      {ready ? (
        <RoleEditor api={api} role={role} roots={tree.data} resourceIdList={detail.data?.resourceIdList ?? []} onClose={onClose} onSaved={onSaved} />
      ) : (
        <div style={{ padding: 32, textAlign: 'center' }}>
          <Spin />
          <div>{texts.loadingTree}</div>
        </div>
      )}
    </Modal>
  );
}

function RoleEditor({ api, role, roots, resourceIdList, onClose, onSaved }: RoleDialogProps & { roots: ResourceTreeNode[]; resourceIdList: number[] }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [ticks, setTicks] = useState(() => ticksOfRole(resourceIdList));
  const treeData = useMemo(() => toTreeData(roots), [roots]);
  const expanded = useMemo(() => allIds(roots).map(String), [roots]);
  const save = useMutation({
    mutationFn: (values: RoleForm) => api.saveRole(values),
    onSuccess: (_, values) => {
      void message.success(role ? texts.updated(values.roleName.trim()) : texts.added(values.roleName.trim()));
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  const submit = (values: FormValues) =>
    save.mutate({ ...(role ? { roleId: role.roleId } : {}), roleName: values.roleName, roleDesc: values.roleDesc ?? '', resourceIdList: resourceIdListOf(ticks) });
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ roleName: role?.roleName ?? '', roleDesc: role?.roleDesc ?? '' }}
      onFinish={submit}
      data-testid="role-dialog"
    >
      <Form.Item
        name="roleName"
        label={texts.roleName}
        rules={[
          { required: true, whitespace: true, message: texts.roleNameRequired },
          { max: ROLE_NAME_MAX, message: texts.roleNameTooLong },
        ]}
      >
        <Input placeholder={texts.roleNamePlaceholder} maxLength={ROLE_NAME_MAX + 10} />
      </Form.Item>
      <Form.Item name="roleDesc" label={texts.roleDesc}>
        <Input.TextArea placeholder={texts.roleDescPlaceholder} rows={2} maxLength={200} />
      </Form.Item>
      <Form.Item label={texts.resources} extra={<Typography.Text type="secondary">{texts.resourcesHint}</Typography.Text>}>
        <div style={{ maxHeight: 320, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={treeData}
            defaultExpandedKeys={expanded}
            checkedKeys={{ checked: [...ticks].map(String), halfChecked: [] }}
            onCheck={(_, info) => setTicks((t) => toggleResource(roots, t, Number(info.node.key), info.checked))}
          />
        </div>
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>{texts.save}</Button>
      </Space>
    </Form>
  );
}

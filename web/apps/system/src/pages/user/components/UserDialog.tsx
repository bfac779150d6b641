// 新增用户 / 新增下级 / 修改用户 (§2.7 user form modal): 登录账户, 登录密码 (add; edit offers 重置),
// 客户名称, 账户类型 我的客户/监控客户, 上级账户 (read-only), 联系电话, 客户代码, 备注信息, 绑定车组 (one group)
// and the four rights with the TIPS line (not for a 监控客户). Saving sends saveClientUser or
// updateClientUser and tells the page, which reads the tree and the table again.
import { App, Button, Checkbox, Col, Form, Input, Modal, Radio, Row, Space, Tooltip, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { ACCOUNT_TYPE_MONITOR, ACCOUNT_TYPE_MY_CUSTOMER } from '../../../shared/accountType';
import { GroupSelect } from '../../../shared/GroupSelect';
import {
  CORP_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  REMARK_MAX,
  RIGHT_KEYS,
  initialValues,
  lockedRights,
  nameProblem,
  userBody,
  type RightKey,
  type UserFormValues,
} from '../model/userForm';
import type { AccountRef, UserApi, UserRow } from '../service';
import { userDialogTexts as texts } from '../../../texts';

const RIGHT_LABELS: Record<RightKey, string> = {
  checkOffOil: texts.offOil,
  checkUser: texts.deleteUser,
  checkGroup: texts.deleteGroup,
  checkVehicle: texts.deleteVehicle,
};

export interface UserDialogProps {
  api: UserApi;
  /** The account edited; undefined: a new one under `parent`. */
  row: UserRow | undefined;
  /** The new account's parent (add), the edited account's parent when listed (edit), for its name and rights. */
  parent: AccountRef | undefined;
  /** The signed-in account: what it lacks cannot be granted. */
  caller: AccountRef | undefined;
  /** A new account made directly under the caller (新增用户) rather than 新增下级. */
  topLevel: boolean;
  onClose: () => void;
  onSaved: () => void;
  onResetPassword: (row: UserRow) => void;
}

export function UserDialog({ api, row, parent, caller, topLevel, onClose, onSaved, onResetPassword }: UserDialogProps) {
  const [form] = Form.useForm<UserFormValues>();
  const { message } = App.useApp();
  const accountType = Form.useWatch('accountType', form) ?? row?.accountType ?? ACCOUNT_TYPE_MY_CUSTOMER;
  const monitor = Number(accountType) === ACCOUNT_TYPE_MONITOR;
  const locked = lockedRights(row, [caller, parent]);
  const start = initialValues(row, parent ?? caller);
  // A new account starts with the rights both the caller and the parent hold.
  if (!row) start.rights = start.rights.filter((k) => !locked.includes(k));
  const save = useMutation({
    mutationFn: (values: UserFormValues) =>
      api.saveUser(userBody(values, row ? { userId: Number(row.userId) } : { ...(parent ? { parentId: Number(parent.userId) } : {}) })),
    onSuccess: (_, values) => {
      void message.success(row ? texts.updated(values.name.trim()) : texts.added(values.name.trim()));
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  // The login account (getUser's `name` is the display name; listUser's and pageUser's `username` is the account).
  const parentAccount = parent?.username || parent?.name || '';
  const parentName = row ? row.parentName || parentAccount : parentAccount;
  const title = row ? texts.editTitle : topLevel ? texts.addTitle : texts.addSubTitle(parentName);
  return (
    <Modal open title={title} width={720} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<UserFormValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '96px' }}
        initialValues={start}
        onFinish={(v) => save.mutate(v)}
        data-testid="user-dialog"
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label={texts.name}
              required
              rules={[
                {
                  validator: (_, v: string) => {
                    const p = nameProblem((v ?? '').trim());
                    if (!p) return Promise.resolve();
                    return Promise.reject(new Error(p === 'required' ? texts.nameRequired : p === 'length' ? texts.nameLength : texts.nameSpaces));
                  },
                },
              ]}
            >
              <Input placeholder={texts.namePlaceholder} disabled={row !== undefined} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            {row ? (
              <Form.Item label={texts.password}>
                <Space>
                  <Input.Password value="********" disabled style={{ width: 140 }} aria-label={texts.password} />
                  <Button onClick={() => onResetPassword(row)}>{texts.passwordReset}</Button>
                </Space>
              </Form.Item>
            ) : (
              <Form.Item
                name="password"
                label={texts.password}
                rules={[
                  { required: true, message: texts.passwordRequired },
                  { min: PASSWORD_MIN, max: PASSWORD_MAX, message: texts.passwordLength },
                ]}
              >
                <Input.Password placeholder={texts.passwordPlaceholder} autoComplete="new-password" />
              </Form.Item>
            )}
          </Col>
          <Col span={12}>
            <Form.Item
              name="corpName"
              label={texts.corpName}
              rules={[
                { required: true, whitespace: true, message: texts.corpNameRequired },
                { max: CORP_NAME_MAX, message: texts.corpNameLength },
              ]}
            >
              <Input placeholder={texts.corpNamePlaceholder} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={texts.parent}>
              <Input value={parentName} disabled aria-label={texts.parent} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="accountType" label={texts.accountType} extra={monitor ? texts.monitorNote : undefined}>
              <Radio.Group
                options={[
                  { value: ACCOUNT_TYPE_MY_CUSTOMER, label: texts.myCustomer },
                  { value: ACCOUNT_TYPE_MONITOR, label: texts.monitorCustomer },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={texts.phone} rules={[{ pattern: PHONE_PATTERN, message: texts.phoneInvalid }]}>
              <Input placeholder={texts.phonePlaceholder} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="customCode" label={texts.customCode}>
              <Input placeholder={texts.customCodePlaceholder} maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="groupId" label={texts.group} rules={[{ required: true, message: texts.groupRequired }]} extra={texts.groupHint}>
              <GroupSelect aria-label={texts.group} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={texts.remark} rules={[{ max: REMARK_MAX, message: texts.remarkLength }]}>
              <Input.TextArea rows={2} placeholder={texts.remarkPlaceholder} />
            </Form.Item>
          </Col>
          {!monitor && (
            <Col span={24}>
              <Form.Item name="rights" label={texts.rights} extra={<Typography.Text type="warning">{texts.rightsTips}</Typography.Text>}>
                <Checkbox.Group>
                  {RIGHT_KEYS.map((k) => (
                    <Tooltip key={k} title={locked.includes(k) ? texts.lockedRight : undefined}>
                      <Checkbox value={k} disabled={locked.includes(k)}>{RIGHT_LABELS[k]}</Checkbox>
                    </Tooltip>
                  ))}
                </Checkbox.Group>
              </Form.Item>
            </Col>
          )}
        </Row>
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{texts.save}</Button>
        </Space>
      </Form>
    </Modal>
  );
}

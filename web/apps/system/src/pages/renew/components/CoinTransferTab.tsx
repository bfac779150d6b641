// 车币划拨 (§2.7): 划拨用户 (searched by name among the caller's users), 划拨币数, 划拨 (160402) after a
// confirmation (a transfer cannot be undone); the balance shown is refreshed after it.
import { useState } from 'react';
import { App, Button, Form, InputNumber, Select, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { Access } from '@chelian/ui';
import { BUTTON_COIN_TRANSFER } from '../../../access';
import type { RenewApi, UserMatch } from '../service';
import { renewPageTexts as texts } from '../../../texts';

interface Values {
  userId: number;
  chargeNum: number;
}

export function CoinTransferTab({ api, balance }: { api: RenewApi; balance: number | undefined }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const users = useQuery({ queryKey: ['system', 'renew', 'users', keyword], queryFn: () => api.searchUsers(keyword) });
  const [busy, setBusy] = useState(false);
  const label = (u: UserMatch) => (u.corpName ? `${u.name}（${u.corpName}）` : u.name);
  const submit = (values: Values) => {
    const user = users.data?.find((u) => u.userId === values.userId);
    modal.confirm({
      title: texts.transferSubmit,
      content: texts.transferConfirm(values.chargeNum, user ? label(user) : String(values.userId)),
      okText: texts.apply,
      cancelText: texts.cancel,
      onOk: async () => {
        setBusy(true);
        try {
          const { moneyAfter } = await api.transferCoins(values.userId, values.chargeNum);
          void message.success(texts.transferred(moneyAfter));
          form.resetFields();
          void queryClient.invalidateQueries({ queryKey: ['system', 'renew'] });
        } catch (e) {
          reportError(e);
        } finally {
          setBusy(false);
        }
      },
    });
  };
  return (
    <div data-testid="renew-transfer" style={{ maxWidth: 520, paddingTop: 16 }}>
      {balance !== undefined ? <Typography.Paragraph type="secondary">{texts.transferBalance(balance)}</Typography.Paragraph> : null}
      <Form<Values> form={form} labelCol={{ span: 6 }} onFinish={submit}>
        <Form.Item name="userId" label={texts.transferUser} rules={[{ required: true, message: texts.transferUserRequired }]}>
          <Select<number>
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={texts.transferUserPlaceholder}
            loading={users.isFetching}
            options={(users.data ?? []).map((u) => ({ value: u.userId, label: label(u) }))}
          />
        </Form.Item>
        <Form.Item name="chargeNum" label={texts.transferNum} rules={[{ required: true, message: texts.transferNumRequired }]}>
          <InputNumber min={1} max={balance && balance > 0 ? balance : undefined} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Access button={BUTTON_COIN_TRANSFER}>
            <Button type="primary" htmlType="submit" loading={busy}>{texts.transferSubmit}</Button>
          </Access>
        </Form.Item>
      </Form>
    </div>
  );
}

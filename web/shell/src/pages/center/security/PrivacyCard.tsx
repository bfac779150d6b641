// 隐私设置: four switches saved at once (updatePrivacy.json).
import { App, Card, List, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@chelian/core';
import { useShellServices } from '../../../services/ShellServicesContext';

const PRIVACY_KEY = ['security', 'privacy'] as const;

const ITEMS: { key: keyof PrivacySettings; title: string; description: string }[] = [
  { key: 'maskPhone', title: '手机号脱敏显示', description: '在页面中显示绑定手机号时隐藏中间四位' },
  { key: 'loginAlert', title: '新地址登录提醒', description: '账号在新的 IP 地址登录时发送站内信提醒' },
  { key: 'shareLocation', title: '向上级账号共享位置', description: '上级单位的用户可查看本账号车辆的实时位置' },
  { key: 'remoteAssist', title: '允许客服远程协助', description: '平台客服排查问题时可查看本账号的数据' },
];

export function PrivacyCard() {
  const { center } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const privacy = useQuery({ queryKey: PRIVACY_KEY, queryFn: () => center.getPrivacy() });
  const change = async (key: keyof PrivacySettings, on: boolean) => {
    const saved = await center.updatePrivacy({ [key]: on ? 1 : 0 });
    queryClient.setQueryData(PRIVACY_KEY, saved);
    void message.success('隐私设置已保存');
  };
  return (
    <Card size="small" title="隐私设置" loading={!privacy.data} style={{ height: '100%' }}>
      <List
        dataSource={ITEMS}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Switch
                key="s"
                aria-label={item.title}
                checked={privacy.data?.[item.key] === 1}
                onChange={(on) => void change(item.key, on)}
              />,
            ]}
          >
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
    </Card>
  );
}

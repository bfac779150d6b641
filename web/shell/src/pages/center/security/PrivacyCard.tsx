// 隐私设置: four switches saved at once (updatePrivacy.json).
import { App, Card, List, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@chelian/core';
import { useShellServices } from '../../../services/ShellServicesContext';
import { privacyCardTexts as texts } from '../../../texts';

const PRIVACY_KEY = ['security', 'privacy'] as const;

const ITEMS: { key: keyof PrivacySettings; title: string; description: string }[] = [
  { key: 'maskPhone', title: texts.maskPhone, description: texts.maskPhoneHelp },
  { key: 'loginAlert', title: texts.newAddress, description: texts.newAddressHelp },
  { key: 'shareLocation', title: texts.shareUp, description: texts.shareUpHelp },
  { key: 'remoteAssist', title: texts.support, description: texts.supportHelp },
];

export function PrivacyCard() {
  const { center } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const privacy = useQuery({ queryKey: PRIVACY_KEY, queryFn: () => center.getPrivacy() });
  const change = async (key: keyof PrivacySettings, on: boolean) => {
    const saved = await center.updatePrivacy({ [key]: on ? 1 : 0 });
    queryClient.setQueryData(PRIVACY_KEY, saved);
    void message.success(texts.saved);
  };
  return (
    <Card size="small" title={texts.title} loading={!privacy.data} style={{ height: '100%' }}>
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

// 系统设置 (v3-console-inventory §2.8), opened from the user menu: the switches of the catalogue
// (7 显示关联设备框, 8 列表显示有线/无线图标, 11 工单模块, …) with the user's own status, saved all at
// once (permission/update.json). Switch 11 changes the resource list: it takes effect on reload.
import { useState } from 'react';
import { App, Button, Empty, List, Modal, Space, Spin, Switch, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SETTING_WORKSHEET, reportError, settingStatuses, type UserSetting } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';
import { systemSettingsTexts as texts } from '../texts';

export function SystemSettingsDialog({ onClose }: { onClose: () => void }) {
  const { user } = useShellServices();
  const { message } = App.useApp();
  const query = useQuery({ queryKey: ['user', 'settings'], queryFn: () => user.settings(), gcTime: 0 });
  const [changed, setChanged] = useState<Record<number, boolean>>({});
  const settings: UserSetting[] = (query.data ?? []).map((s) => ({ ...s, on: changed[s.permissionId] ?? s.on }));
  const save = useMutation({
    mutationFn: () => user.saveSettings(settingStatuses(settings)),
    onSuccess: () => {
      const worksheetChanged = (query.data ?? []).some((s) => s.permissionId === SETTING_WORKSHEET && changed[s.permissionId] !== undefined && changed[s.permissionId] !== s.on);
      void message.success(worksheetChanged ? texts.savedReload : texts.saved);
      onClose();
    },
    onError: (e) => reportError(e),
  });
  return (
    <Modal open title={texts.title} width={520} onCancel={onClose} footer={null} destroyOnHidden>
      <div data-testid="system-settings">
        {query.isLoading ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
            <div>{texts.loading}</div>
          </div>
        ) : settings.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
        ) : (
          <List
            dataSource={settings}
            renderItem={(s) => (
              <List.Item
                actions={[
                  <Switch
                    key="switch"
                    aria-label={s.name}
                    checked={s.on}
                    checkedChildren={texts.on}
                    unCheckedChildren={texts.off}
                    onChange={(on) => setChanged((c) => ({ ...c, [s.permissionId]: on }))}
                  />,
                ]}
              >
                <List.Item.Meta title={s.name} description={s.remark ? <Typography.Text type="secondary">{s.remark}</Typography.Text> : undefined} />
              </List.Item>
            )}
          />
        )}
        <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="primary" loading={save.isPending} disabled={settings.length === 0} onClick={() => save.mutate()}>
            {texts.save}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}

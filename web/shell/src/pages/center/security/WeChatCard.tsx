// 微信绑定: the bound WeChat accounts (解绑 each), and a QR code to bind another by scanning.
import { useState } from 'react';
import { App, Button, Empty, List, Modal, Popconfirm, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '../../../services/ShellServicesContext';
import { ACCOUNT_STATUS_KEY } from './useAccountStatus';
import { weChatCardTexts as texts } from '../../../texts';

const WX_KEY = ['security', 'wx'] as const;

export function WeChatCard() {
  const { center } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: WX_KEY, queryFn: () => center.listWxRelations() });
  const [qr, setQr] = useState<{ qrCode: string; expireTime: string }>();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: WX_KEY });
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY });
  };
  const unbind = async (id: number) => {
    await center.unbindWxRelation(id);
    void message.success(texts.unbound);
    refresh();
  };
  return (
    <div>
      <Typography.Title level={5}>
        <WechatOutlined style={{ color: '#07c160' }} /> {texts.title}</Typography.Title>
      <List
        size="small"
        bordered
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} /> }}
        renderItem={(w) => (
          <List.Item
            actions={[
              <Popconfirm key="u" title={texts.unbindConfirm} onConfirm={() => unbind(w.id)}>
                <Button type="link" danger size="small">{texts.unbind}</Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={w.nickname} description={texts.boundAt(w.bindTime)} />
          </List.Item>
        )}
      />
      <Button style={{ marginTop: 8 }} icon={<WechatOutlined />} onClick={async () => setQr(await center.wxBindQrCode())}>{texts.bind}</Button>
      <Modal
        open={Boolean(qr)}
        title={texts.qrTitle}
        footer={<Button onClick={() => (setQr(undefined), refresh())}>{texts.done}</Button>}
        onCancel={() => setQr(undefined)}
        width={320}
        centered
      >
        {qr && (
          <div style={{ textAlign: 'center' }}>
            <img src={qr.qrCode} alt={texts.qrAlt} style={{ width: 200, height: 200 }} />
            <p>{texts.qrHelp}</p>
            <Typography.Text type="secondary">{texts.qrExpires} {qr.expireTime}</Typography.Text>
          </div>
        )}
      </Modal>
    </div>
  );
}

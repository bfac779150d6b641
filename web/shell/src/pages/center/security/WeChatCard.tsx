// 微信绑定: the bound WeChat accounts (解绑 each), and a QR code to bind another by scanning.
import { useState } from 'react';
import { App, Button, Empty, List, Modal, Popconfirm, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '../../../services/ShellServicesContext';
import { ACCOUNT_STATUS_KEY } from './useAccountStatus';

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
    void message.success('已解除绑定');
    refresh();
  };
  return (
    <div>
      <Typography.Title level={5}>
        <WechatOutlined style={{ color: '#07c160' }} /> 微信
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未绑定微信" /> }}
        renderItem={(w) => (
          <List.Item
            actions={[
              <Popconfirm key="u" title="解除绑定后该微信将不再接收告警推送，确定解绑？" onConfirm={() => unbind(w.id)}>
                <Button type="link" danger size="small">
                  解绑
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={w.nickname} description={`绑定时间：${w.bindTime}`} />
          </List.Item>
        )}
      />
      <Button style={{ marginTop: 8 }} icon={<WechatOutlined />} onClick={async () => setQr(await center.wxBindQrCode())}>
        扫码绑定微信
      </Button>
      <Modal
        open={Boolean(qr)}
        title="微信扫码绑定"
        footer={<Button onClick={() => (setQr(undefined), refresh())}>我已完成绑定</Button>}
        onCancel={() => setQr(undefined)}
        width={320}
        centered
      >
        {qr && (
          <div style={{ textAlign: 'center' }}>
            <img src={qr.qrCode} alt="微信绑定二维码" style={{ width: 200, height: 200 }} />
            <p>请使用微信扫描二维码完成绑定</p>
            <Typography.Text type="secondary">二维码有效期至 {qr.expireTime}</Typography.Text>
          </div>
        )}
      </Modal>
    </div>
  );
}

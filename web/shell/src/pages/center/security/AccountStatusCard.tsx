// Account status: state, security level, password age, bound phone and WeChat.
import { Card, Descriptions, Progress, Tag } from 'antd';
import { useAccountStatus } from './useAccountStatus';

const LEVEL_COLOR = { 1: '#ff4d4f', 2: '#faad14', 3: '#52c41a' } as const;

export function AccountStatusCard() {
  const s = useAccountStatus().data;
  return (
    <Card size="small" title="账号状态" loading={!s}>
      {s && (
        <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small">
          <Descriptions.Item label="登录账号">{s.username}</Descriptions.Item>
          <Descriptions.Item label="账号状态">
            <Tag color={s.status === 1 ? 'success' : 'error'}>{s.statusText}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="安全等级">
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 160 }}>
              <Progress percent={(s.securityLevel / 3) * 100} steps={3} showInfo={false} strokeColor={LEVEL_COLOR[s.securityLevel]} />
              <span style={{ color: LEVEL_COLOR[s.securityLevel] }}>{s.securityLevelText}</span>
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="注册时间">{s.registerTime}</Descriptions.Item>
          <Descriptions.Item label="密码修改时间">
            {s.passwordUpdateTime}
            {s.passwordExpired ? <Tag color="warning" style={{ marginLeft: 8 }}>已超过 90 天，建议修改</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label="绑定手机">{s.phoneBound ? s.phone : <Tag>未绑定</Tag>}</Descriptions.Item>
          <Descriptions.Item label="绑定微信">{s.wxBound ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag>}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

// Account status: state, security level, password age, bound phone and WeChat.
import { Card, Descriptions, Progress, Tag } from 'antd';
import { useAccountStatus } from './useAccountStatus';
import { accountStatusCardTexts as texts } from '../../../texts';

const LEVEL_COLOR = { 1: '#ff4d4f', 2: '#faad14', 3: '#52c41a' } as const;

export function AccountStatusCard() {
  const s = useAccountStatus().data;
  return (
    <Card size="small" title={texts.title} loading={!s}>
      {s && (
        <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small">
          <Descriptions.Item label={texts.account}>{s.username}</Descriptions.Item>
          <Descriptions.Item label={texts.title}>
            <Tag color={s.status === 1 ? 'success' : 'error'}>{s.statusText}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={texts.level}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 160 }}>
              <Progress percent={(s.securityLevel / 3) * 100} steps={3} showInfo={false} strokeColor={LEVEL_COLOR[s.securityLevel]} />
              <span style={{ color: LEVEL_COLOR[s.securityLevel] }}>{s.securityLevelText}</span>
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={texts.registered}>{s.registerTime}</Descriptions.Item>
          <Descriptions.Item label={texts.passwordChanged}>
            {s.passwordUpdateTime}
            {s.passwordExpired ? <Tag color="warning" style={{ marginLeft: 8 }}>{texts.passwordOld}</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label={texts.phone}>{s.phoneBound ? s.phone : <Tag>{texts.unbound}</Tag>}</Descriptions.Item>
          <Descriptions.Item label={texts.wechat}>{s.wxBound ? <Tag color="green">{texts.bound}</Tag> : <Tag>{texts.unbound}</Tag>}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

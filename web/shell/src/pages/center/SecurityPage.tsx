// 系统中心 › 安全中心: account status, change password, bind a phone by SMS code, WeChat bindings,
// privacy settings and recent sign-ins.
import { Card, Col, Row } from 'antd';
import { CenterPage } from './CenterPage';
import { AccountStatusCard } from './security/AccountStatusCard';
import { LoginLogCard } from './security/LoginLogCard';
import { PasswordCard } from './security/PasswordCard';
import { PhoneCard } from './security/PhoneCard';
import { PrivacyCard } from './security/PrivacyCard';
import { WeChatCard } from './security/WeChatCard';
import { securityPageTexts as texts } from '../../texts';

export function SecurityPage() {
  return (
    <CenterPage title={texts.title}>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <AccountStatusCard />
        </Col>
        <Col xs={24} xl={12}>
          <PasswordCard />
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={texts.binding} style={{ height: '100%' }}>
            <PhoneCard />
            <WeChatCard />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <PrivacyCard />
        </Col>
        <Col xs={24} xl={12}>
          <LoginLogCard />
        </Col>
      </Row>
    </CenterPage>
  );
}

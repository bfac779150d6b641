// 登录: loads the host's login-page info and shows the new or the legacy screen (R-ROUTE-7).
import { Spin } from 'antd';
import { LegacyLoginScreen } from './LegacyLoginScreen';
import { NewLoginScreen } from './NewLoginScreen';
import { chooseLoginScreen } from './loginStyle';
import { useLoginPageInfo } from './useLoginPageInfo';

export function LoginPage() {
  const query = useLoginPageInfo();
  if (query.isPending) {
    return (
      <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size="large" />
      </div>
    );
  }
  // Without the info (call failed) the new screen with the product's defaults still lets people in.
  const info = query.data ?? {};
  return chooseLoginScreen(info) === 'legacy' ? <LegacyLoginScreen info={info} /> : <NewLoginScreen info={info} />;
}

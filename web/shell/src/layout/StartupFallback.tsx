// Shown while the first navigation's guard runs (customer info, permissions).
import { Spin } from 'antd';
import { startupFallbackTexts as texts } from '../texts';

export function StartupFallback() {
  return (
    <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip={texts.loading}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}

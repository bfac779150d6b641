// Shown while the first navigation's guard runs (customer info, permissions).
import { Spin } from 'antd';

export function StartupFallback() {
  return (
    <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip="正在加载…">
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}

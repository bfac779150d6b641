// The first-open intro of 风险车辆 / 多设备离线 / 分离警报: shown once per browser, remembered under
// the previous console's storage keys (isRiskTotalNumFirst, …).
import { Button } from 'antd';
import { ConsoleDialog } from '@chelian/ui';
import { riskIntroTexts as texts } from '../../../texts';

export function RiskIntro({ tileKey, onClose }: { tileKey: string | undefined; onClose: () => void }) {
  return (
    <ConsoleDialog open={tileKey !== undefined} title={texts.title} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{texts.ok}</Button>}>
      <p>{tileKey ? texts[tileKey] : ''}</p>
    </ConsoleDialog>
  );
}

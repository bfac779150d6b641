// What 工单管理 and 安装人员管理 show while 系统设置's work-order module (switch 11) is off.
import { Result } from 'antd';
import { workOrdersOffTexts as texts } from '../texts';

export function WorkOrdersOff() {
  return <Result status="info" title={texts.title} subTitle={texts.note} data-testid="work-orders-off" />;
}

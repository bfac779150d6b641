// 轨迹回放: the target of the monitor's 轨迹 action (/car/playback?vehicleId&plate&time&urlType=blank).
// The playback itself is a later issue; this page shows which vehicle was asked for.
import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';

export function PlaybackPage() {
  const [params] = useSearchParams();
  const plate = params.get('plate') ?? '';
  return <Result status="info" title="轨迹回放" subTitle={plate ? `车辆 ${plate} 的轨迹回放将在后续版本提供。` : '请从监控中心选择车辆。'} />;
}

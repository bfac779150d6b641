// 实时定位 and 轨迹回放 until the shared map and playback land in @chelian/tracking (the "kit"):
// an honest notice instead of a copy of the car app's components.
import { Result } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { placeholderTexts as texts } from '../texts';

export function KitPending({ page }: { page: string }) {
  return <Result icon={<SmileOutlined />} title={page} subTitle={texts.coming(page)} />;
}

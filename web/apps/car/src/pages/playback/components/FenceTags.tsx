// 围栏: the fences bound to the vehicle (多边形围栏 / 圆形围栏 with their names).
import { Empty, Space, Tag } from 'antd';
import type { FenceShape } from '@chelian/tracking';
import { fenceTagsTexts as texts } from '../../../texts';

export function FenceTags({ fences }: { fences: readonly FenceShape[] }) {
  if (fences.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} />;
  return (
    <Space wrap data-testid="fence-tags">
      {fences.map((f) => (
        <Tag key={`${f.pathType}-${f.id}`} color={f.pathType === 1 ? 'default' : 'magenta'}>
          {f.pathType === 1 ? texts.circle : texts.polygon}：{f.name}
        </Tag>
      ))}
    </Space>
  );
}

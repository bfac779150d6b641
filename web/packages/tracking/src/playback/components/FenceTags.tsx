// 围栏: the fences bound to the vehicle (多边形围栏 / 圆形围栏 with their names).
import { Empty, Space, Tag } from 'antd';
import type { FenceShape } from '../../places/placeGeometry';
import { fenceTagsTexts as texts } from '../../texts';

export function FenceTags({ fences, noFences }: { fences: readonly FenceShape[]; noFences: string }) {
  if (fences.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={noFences} />;
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

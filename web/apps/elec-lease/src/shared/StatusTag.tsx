// A contract's state as a coloured tag (进行中 blue, 逾期 red, 已结清 green, 已终止 grey).
import { Tag } from 'antd';
import { contractTexts as texts } from '../texts';

const COLORS: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'success', 4: 'default' };

export function StatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{texts.statuses[status] ?? ''}</Tag>;
}

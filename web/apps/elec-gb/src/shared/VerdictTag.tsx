// A verdict as a coloured tag: 合规 green, 不合规 red, 数据不足 grey.
import { Tag } from 'antd';
import type { Verdict } from './bikes';
import { bikeTexts as texts } from '../texts';

const COLORS: Record<Verdict, string> = { 1: 'success', 2: 'error', 3: 'default' };

export function VerdictTag({ verdict }: { verdict: Verdict }) {
  return <Tag color={COLORS[verdict]}>{texts.verdicts[verdict]}</Tag>;
}

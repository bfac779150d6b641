// 报警筛选 offers every alarm type of the catalogue, not only those in the list at the moment.
import { describe, expect, it } from 'vitest';
import { ALARM_LABELS } from '../../vehicle/alarmLabels';
import { alarmFilterTypes } from './alarmFilter';

describe('alarmFilterTypes', () => {
  it('lists the whole catalogue even when no alarm is present (#30 item 10)', () => {
    const types = alarmFilterTypes([]);
    expect(types).toContain('超速报警');
    expect(types).toContain('紧急报警');
    expect(types).toHaveLength(new Set(Object.values(ALARM_LABELS)).size);
  });

  it('adds types outside the catalogue once, after it', () => {
    const types = alarmFilterTypes(['紧急报警', '自定义报警', '自定义报警']);
    expect(types.filter((t) => t === '紧急报警')).toHaveLength(1);
    expect(types.at(-1)).toBe('自定义报警');
  });
});

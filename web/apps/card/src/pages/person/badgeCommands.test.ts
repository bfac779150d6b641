import { describe, expect, it } from 'vitest';
import { BADGE_COMMANDS, badgeCommandItems } from './badgeCommands';

describe('人员管理 指令 menu', () => {
  it('R-CARD-CMD-1 names every badge command the issue lists, then 更多指令 for the rest', () => {
    const items = badgeCommandItems();
    expect(items.map((i) => i.key)).toEqual([...BADGE_COMMANDS, '']);
    expect(items.map((i) => i.label)).toEqual(['立即定位', '上传间隔', 'SOS号码', '电话本', '免打扰时段', '闹钟', '远程监听', '查找设备', '远程关机', '更多指令…']);
  });
});

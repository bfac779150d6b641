// 告警设置 / 推送设置 page logic: changed rows, range messages as the server words them,
// channel toggles, recipients and the group tree.
import { describe, expect, it } from 'vitest';
import type { AlarmControlRow, AlarmPushRow } from './alarmApi';
import { controlChanges, controlError, groupTreeOf, newWebhookSecret, pushChanges, pushDraftOf, setChannel, splitRecipients, targetsError } from './alarmSettings';

const overSpeed: AlarmControlRow = {
  enType: 'overSpeed', type: '超速报警', kind: 'platform', enabled: 1, origin: 0,
  value: 100, valueName: '速度阈值', valueUnit: 'km/h', valueMin: 20, valueMax: 220,
  duration: 10, durationName: '持续时间', durationUnit: '秒', durationMin: 0, durationMax: 600,
};
const shock: AlarmControlRow = { enType: 'shockAlarm', type: '震动报警', kind: 'device', enabled: 1, origin: 0 };

describe('alarm settings', () => {
  it('saves only the rows that changed, with their values', () => {
    const draft = { overSpeed: { enabled: 1 as const, value: 80, duration: 10 }, shockAlarm: { enabled: 1 as const } };
    expect(controlChanges([overSpeed, shock], draft)).toEqual([{ enType: 'overSpeed', enabled: 1, value: 80, duration: 10 }]);
    expect(controlChanges([overSpeed, shock], { shockAlarm: { enabled: 0 } })).toEqual([{ enType: 'shockAlarm', enabled: 0 }]);
    expect(controlChanges([overSpeed], { overSpeed: { enabled: 1, value: 100, duration: 10 } })).toEqual([]);
  });

  it('checks ranges with the server wording', () => {
    expect(controlError(overSpeed, { enabled: 1, value: 500, duration: 10 })).toBe('超速报警的速度阈值应在20到220km/h之间');
    expect(controlError(overSpeed, { enabled: 1, value: 90, duration: 900 })).toBe('超速报警的持续时间应在0到600秒之间');
    expect(controlError(overSpeed, { enabled: 1, value: 90, duration: 10 })).toBe('');
    expect(controlError(shock, { enabled: 0 })).toBe('');
  });
});

describe('push settings', () => {
  const rows: AlarmPushRow[] = [
    { enType: 'emergencyAlarm', type: '紧急报警', kind: 'device', origin: 0, popup: 1, voice: 1, email: 0, sms: 0, webhook: 0 },
    { enType: 'overSpeed', type: '超速报警', kind: 'platform', origin: 0, popup: 1, voice: 1, email: 0, sms: 0, webhook: 0 },
  ];

  it('a column toggle changes every listed type and only changes are saved', () => {
    let d = pushDraftOf(rows);
    expect(pushChanges(rows, d)).toEqual([]);
    d = setChannel(d, ['emergencyAlarm'], 'sms', true);
    d = setChannel(d, ['emergencyAlarm', 'overSpeed'], 'voice', false);
    expect(pushChanges(rows, d)).toEqual([
      { enType: 'emergencyAlarm', popup: 1, voice: 0, email: 0, sms: 1, webhook: 0 },
      { enType: 'overSpeed', popup: 1, voice: 0, email: 0, sms: 0, webhook: 0 },
    ]);
  });

  it('recipients split on any separator and are checked', () => {
    expect(splitRecipients('a@x.cn，b@y.com; a@x.cn\nc@z.org')).toEqual(['a@x.cn', 'b@y.com', 'c@z.org']);
    expect(targetsError({ emails: 'ops@example.com', phones: '13800000000', webhookUrl: 'https://h.example.com/x' })).toBe('');
    expect(targetsError({ emails: 'ops', phones: '', webhookUrl: '' })).toBe('邮箱格式不正确: ops');
    expect(targetsError({ emails: '', phones: '12345', webhookUrl: '' })).toBe('手机号格式不正确: 12345');
    expect(targetsError({ emails: '', phones: '', webhookUrl: 'ftp://x' })).toBe('Webhook 地址应以 http:// 或 https:// 开头');
  });

  it('webhook secrets are 32 hex digits', () => {
    expect(newWebhookSecret(() => new Uint8Array(16).fill(171))).toBe('ab'.repeat(16));
    expect(newWebhookSecret()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('group tree roots at the user group and drops the monitor special groups', () => {
    const tree = groupTreeOf([
      { gi: -1, pi: 0, gn: '重点关注' },
      { gi: 5, pi: 1, gn: '顺达物流' },
      { gi: 6, pi: 5, gn: '一车队' },
      { gi: 7, pi: 5, gn: '二车队' },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.title).toBe('顺达物流');
    expect(tree[0]?.children.map((c) => c.title)).toEqual(['一车队', '二车队']);
  });
});

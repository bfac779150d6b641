// 告警设置 and 推送设置 in the whole shell with fake services: only changed rows are saved on the
// chosen group, channels toggle per type and per column, recipients are checked, a test push is queued.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlarmControlRow, AlarmPushInfo } from '@chelian/core';
import { fakeServices, signIn } from '../../test/fakeServices';
import { renderShell } from '../../test/renderShell';

const controlRows: AlarmControlRow[] = [
  {
    enType: 'overSpeed', type: '超速报警', kind: 'platform', enabled: 1, origin: 0,
    value: 100, valueName: '速度阈值', valueUnit: 'km/h', valueMin: 20, valueMax: 220,
    duration: 10, durationName: '持续时间', durationUnit: '秒', durationMin: 0, durationMax: 600,
  },
  { enType: 'shockAlarm', type: '震动报警', kind: 'device', enabled: 1, origin: 1 },
];

const pushInfo: AlarmPushInfo = {
  groupId: 1, groupName: '车联演示代理商', smtpReady: 0, smsProvider: 'log',
  targets: { emails: '', phones: '', webhookUrl: '', webhookSecret: '', origin: 0 },
  data: [
    { enType: 'emergencyAlarm', type: '紧急报警', kind: 'device', origin: 0, popup: 1, voice: 1, email: 0, sms: 0, webhook: 0 },
    { enType: 'overSpeed', type: '超速报警', kind: 'platform', origin: 0, popup: 1, voice: 1, email: 0, sms: 0, webhook: 0 },
  ],
};

describe('alarm setting pages', () => {
  it('R-ROUTE-6 告警设置 saves only the changed rows on the chosen group', { timeout: 120_000 }, async () => {
    const { services, alarm } = fakeServices();
    alarm.listControl.mockResolvedValue({ groupId: 1, groupName: '车联演示代理商', data: controlRows });
    signIn(services);
    renderShell(services, '/center/alarmSetting');
    const speed = await screen.findByLabelText('超速报警速度阈值', {}, { timeout: 15_000 });
    expect(alarm.listControl).toHaveBeenCalledWith(1);
    expect((screen.getByRole('button', { name: /保存/ }) as HTMLButtonElement).disabled).toBe(true); // nothing changed yet
    fireEvent.change(speed, { target: { value: '80' } });
    fireEvent.blur(speed);
    await waitFor(() => expect(screen.getByRole('button', { name: /保存（1项）/ })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /保存（1项）/ }));
    await screen.findByText('告警设置已保存');
    expect(alarm.configControl).toHaveBeenLastCalledWith(1, [{ enType: 'overSpeed', enabled: 1, value: 80, duration: 10 }]);
    // The device tab: switching an alarm off.
    fireEvent.click(screen.getByRole('tab', { name: /设备报警/ }));
    fireEvent.click(await screen.findByRole('switch', { name: '震动报警开关' }));
    fireEvent.click(screen.getByRole('button', { name: /保存（/ }));
    await waitFor(() => expect(alarm.configControl).toHaveBeenLastCalledWith(1, expect.arrayContaining([{ enType: 'shockAlarm', enabled: 0 }])));
    expect(screen.getAllByText('继承上级').length).toBeGreaterThan(0);
  });

  it('R-ROUTE-6 推送设置 toggles channels per type and per column, checks recipients and queues a test push', { timeout: 120_000 }, async () => {
    const { services, alarm } = fakeServices();
    alarm.listPush.mockResolvedValue(pushInfo);
    signIn(services);
    renderShell(services, '/center/alarmPush');
    fireEvent.click(await screen.findByRole('checkbox', { name: '紧急报警短信' }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('checkbox', { name: '全部Webhook' }));
    fireEvent.click(screen.getByRole('button', { name: /保存（2项）/ }));
    await screen.findByText('推送设置已保存');
    expect(alarm.configPush).toHaveBeenLastCalledWith(1, {
      list: [
        { enType: 'emergencyAlarm', popup: 1, voice: 1, email: 0, sms: 1, webhook: 1 },
        { enType: 'overSpeed', popup: 1, voice: 1, email: 0, sms: 0, webhook: 1 },
      ],
    });
    // Said in words for users, without the server's key names (#30 item 10).
    expect(screen.getByText(/平台尚未配置邮件服务器/)).toBeTruthy();
    expect(screen.queryByText(/alarm_push\.smtp_url/)).toBeNull();
    const emails = screen.getByLabelText('邮箱（多个用逗号分隔）');
    fireEvent.change(emails, { target: { value: 'ops' } });
    fireEvent.click(screen.getByRole('button', { name: '保存接收人' }));
    await screen.findByText('邮箱格式不正确: ops');
    fireEvent.change(emails, { target: { value: 'ops@example.com，boss@example.cn' } });
    fireEvent.change(screen.getByLabelText('Webhook 地址'), { target: { value: 'https://hooks.example.com/a' } });
    fireEvent.click(screen.getByRole('button', { name: '生成' }));
    fireEvent.click(screen.getByRole('button', { name: '保存接收人' }));
    await screen.findByText('接收人已保存');
    const targets = alarm.configPush.mock.calls.at(-1)?.[1] as { targets: { emails: string; webhookSecret: string } };
    expect(targets.targets.emails).toBe('ops@example.com,boss@example.cn');
    expect(targets.targets.webhookSecret).toMatch(/^[0-9a-f]{32}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Webhook' }));
    await screen.findByText('测试推送已加入队列，结果见推送记录');
    expect(alarm.testPush).toHaveBeenCalledWith(1, { webhook: 1 });
    expect(within(screen.getByText('推送记录').closest('.ant-card') as HTMLElement).getByText('暂无推送记录')).toBeTruthy();
  });
});

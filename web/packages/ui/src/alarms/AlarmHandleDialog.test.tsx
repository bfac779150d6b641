// The alarm handling dialog names the asset in the words it is given (issue 24): a person's alarm
// shows 姓名 and 所属分组, never 车牌号; without words it keeps the vehicle's.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleProviders } from '../ConsoleProviders';
import { AlarmHandleDialog } from './AlarmHandleDialog';

const alarm = { plate: '张三', groupName: '一班', time: '2026-11-28 10:00:00', type: '紧急报警' };

function show(words?: { asset: string; group: string; name: string; unit: string; counted: string }) {
  render(
    <ConsoleProviders goLogin={() => undefined}>
      <AlarmHandleDialog alarms={[alarm]} address="广东省深圳市" words={words} onSubmit={async () => undefined} onClose={() => undefined} />
    </ConsoleProviders>,
  );
}

describe('AlarmHandleDialog', () => {
  it('issue 24 a person is named 姓名 in 所属分组, not 车牌号', async () => {
    show({ asset: '人员', group: '分组', name: '姓名', unit: '人', counted: '' });
    expect(await screen.findByText('姓名')).toBeTruthy();
    expect(screen.getByText('所属分组')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.queryByText('车牌号')).toBeNull();
    expect(screen.queryByText('所属车组')).toBeNull();
  });

  it('issue 24 without words the vehicle’s: 车牌号 and 所属车组, as before', async () => {
    show();
    expect(await screen.findByText('车牌号')).toBeTruthy();
    expect(screen.getByText('所属车组')).toBeTruthy();
  });
});

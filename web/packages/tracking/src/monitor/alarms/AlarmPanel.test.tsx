// The monitor's alarm panel: new counts in its title (every live update of the page) do not draw its
// alarm table again; new alarms do; what the user typed and ticked survives collapsing the panel.
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { assetProfile, type AssetProfile } from '../../profile/assetProfile';
import type { AlarmRow } from '../monitorApi';
import { AlarmPanel, type AlarmPanelProps } from './AlarmPanel';

const BASE = assetProfile({ kind: 1, nouns: { asset: '车辆', group: '车组', label: '车牌号', searchFields: '车牌', pickFields: '车牌', name: '车牌号', unit: '辆', counted: '车辆' } });

/** The profile, counting how often the table's part reads its words (once per drawing). */
function countingProfile(): { profile: AssetProfile; reads: () => number } {
  let reads = 0;
  const profile = {
    ...BASE,
    get texts() {
      reads += 1;
      return BASE.texts;
    },
  };
  return { profile, reads: () => reads };
}

const alarm = (A: number, P: string): AlarmRow => ({ A, V: A, G: 2, T: '紧急报警', C: 'emergencyAlarm', P, D: '2026-11-30 10:00:00', S: 30, N: '一车队', X: 114.05, Y: 22.54, active: 1 });
const ALARMS = [alarm(1, '粤B00001'), alarm(2, '粤B00002')];

const handlers = { onVoice: () => undefined, onFocus: () => undefined, onHandle: () => undefined, onOpen: () => undefined };

function panel(over: Partial<AlarmPanelProps> & Pick<AlarmPanelProps, 'profile'>) {
  return (
    <App>
      <AlarmPanel alarms={ALARMS} total={2} counts={{ all: 10, online: 4, offline: 6 }} voiceOn open {...handlers} {...over} />
    </App>
  );
}

describe('AlarmPanel', () => {
  it('issue 28 new counts redraw the title only; new alarms redraw the table', () => {
    const { profile, reads } = countingProfile();
    const { rerender } = render(panel({ profile }));
    expect(screen.getByText('粤B00001')).toBeTruthy();
    const first = reads();
    expect(first).toBeGreaterThan(0);
    rerender(panel({ profile, counts: { all: 10, online: 5, offline: 5 } }));
    expect(screen.getByText('5')).toBeTruthy(); // the title's online count
    expect(reads()).toBe(first);
    rerender(panel({ profile, counts: { all: 10, online: 5, offline: 5 }, alarms: [alarm(3, '粤B00003'), ...ALARMS], total: 3 }));
    expect(screen.getByText('粤B00003')).toBeTruthy();
    expect(reads()).toBeGreaterThan(first);
  });

  it('keeps the search typed while collapsed', () => {
    const { rerender } = render(panel({ profile: BASE }));
    fireEvent.change(screen.getByPlaceholderText('车牌号/车组名称'), { target: { value: '00002' } });
    expect(screen.queryByText('粤B00001')).toBeNull();
    rerender(panel({ profile: BASE, open: false }));
    expect(screen.queryByPlaceholderText('车牌号/车组名称')).toBeNull();
    rerender(panel({ profile: BASE, open: true }));
    expect((screen.getByPlaceholderText('车牌号/车组名称') as HTMLInputElement).value).toBe('00002');
    expect(screen.queryByText('粤B00001')).toBeNull();
    expect(screen.getByText('粤B00002')).toBeTruthy();
  });
});

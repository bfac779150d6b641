// 关联设备框 (§2.3, 系统设置 7): the focused vehicle's other devices with their state; a click focuses one.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MonitorRow } from '../vehicle/monitorRow';
import { associatedRows } from '../vehicle/associatedRows';
import { AssociatedDevicesBox } from './AssociatedDevicesBox';

const row = (V: number, P: string, frameNo: string, Z: MonitorRow['Z'], N: string): MonitorRow =>
  ({ V, P, frameNo, Z, N, T: 'GPRS-部标', d: '', B: '', CL: 0 }) as MonitorRow;

describe('AssociatedDevicesBox', () => {
  it('§2.3 lists the devices of the same plate or frame number with their state; a click focuses one', () => {
    const rows = [row(1, '粤B1', 'LSV1', 1, '1001'), row(2, '粤B1', '', 3, '1002'), row(3, '粤B2', 'LSV1', 3, '1003'), row(4, '粤B4', '', 1, '1004')];
    const onFocus = vi.fn();
    render(<AssociatedDevicesBox associated={associatedRows(rows, rows[0]!)} now={0} onFocus={onFocus} />);
    const box = screen.getByRole('region', { name: '关联设备' });
    expect(within(box).getByText('关联设备（2）')).toBeTruthy();
    expect(within(box).getByText('GPRS-部标 1002')).toBeTruthy();
    expect(within(box).getByText('粤B2').closest('button')?.getAttribute('title')).toBe('关联根据：车架号');
    expect(within(box).queryByText('粤B4')).toBeNull();
    fireEvent.click(within(box).getByText('粤B2'));
    expect(onFocus).toHaveBeenCalledWith(3);
  });

  it('§2.3 nothing when the vehicle has no other device', () => {
    const { container } = render(<AssociatedDevicesBox associated={[]} now={0} onFocus={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EChart } from './EChart';
import type { ChartInstance } from './echartsEngine';

function fakeEngine() {
  const instances: Array<ChartInstance & { setOption: ReturnType<typeof vi.fn>; resize: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn> }> = [];
  const init = vi.fn(() => {
    const i = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
    instances.push(i);
    return i;
  });
  return { init, instances };
}

describe('EChart', () => {
  it('creates one chart on mount, sets each new option, resizes with its container and disposes on unmount', () => {
    const observed: Array<() => void> = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          observed.push(cb);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { init, instances } = fakeEngine();
    const first = { series: [{ type: 'bar', data: [1] }] };
    const view = render(<EChart option={first} ariaLabel="每日里程" init={init} />);
    expect(init).toHaveBeenCalledTimes(1);
    const chart = instances[0]!;
    expect(chart.setOption).toHaveBeenLastCalledWith(first, { notMerge: true });

    const second = { series: [{ type: 'bar', data: [2] }] };
    view.rerender(<EChart option={second} ariaLabel="每日里程" init={init} />);
    expect(init).toHaveBeenCalledTimes(1);
    expect(chart.setOption).toHaveBeenLastCalledWith(second, { notMerge: true });

    observed[0]!();
    expect(chart.resize).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(chart.dispose).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('shows the empty text and creates no chart when there is nothing to draw', () => {
    const { init } = fakeEngine();
    const view = render(<EChart option={{}} empty ariaLabel="报警类型" init={init} />);
    expect(init).not.toHaveBeenCalled();
    expect(view.getByText('暂无图表数据')).toBeTruthy();
  });
});

// Tests of the sub-app container's states: hidden, loading, load error with 重试, no permission.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUB_APPS } from '@chelian/core';
import { ConsoleProviders } from '@chelian/ui';
import { MicroAppContainer } from './MicroAppContainer';
import { createMicroAppStatusStore } from './microAppStatus';

const car = SUB_APPS[0];

describe('sub-app container', () => {
  it('R-ROUTE-2 stays in the DOM, hidden, when no sub-app route is active', () => {
    render(<MicroAppContainer app={undefined} allowed={false} status={createMicroAppStatusStore()} />);
    const viewport = document.getElementById('subapp-viewport');
    expect(viewport).toBeTruthy();
    expect(viewport?.parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('R-ROUTE-2 shows a load error in Chinese with 重试', () => {
    const status = createMicroAppStatusStore();
    const onRetry = vi.fn();
    render(
      <ConsoleProviders goLogin={() => undefined}>
        <MicroAppContainer app={car} title="智能车联" allowed status={status} onRetry={onRetry} />
      </ConsoleProviders>,
    );
    act(() => status.set('car', { status: 'loading' }));
    expect(screen.getByText('正在加载「智能车联」…')).toBeTruthy();
    act(() => status.set('car', { status: 'error', detail: 'Failed to fetch' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('「智能车联」加载失败')).toBeTruthy();
    expect(screen.getByText(/\/child\/car\//)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => status.set('car', { status: 'mounted' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says 无权访问 when the role lacks the sub-app', () => {
    render(<MicroAppContainer app={car} allowed={false} status={createMicroAppStatusStore()} />);
    expect(screen.getByText('无权访问')).toBeTruthy();
  });
});

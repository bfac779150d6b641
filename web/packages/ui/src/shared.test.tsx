// Tests of the shared dialogs, upload, infinite scroll, image viewer, tip container and theme.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROMPT_ERROR } from '@chelian/core';
import { ConsoleProviders } from './ConsoleProviders';
import { PromptDialog } from './dialogs/PromptDialog';
import { LimitedUpload } from './upload/LimitedUpload';
import { ImageViewer } from './viewer/ImageViewer';
import { InfiniteScroll } from './scroll/InfiniteScroll';
import { useDelayedContainer } from './tips/useDelayedContainer';
import { DIALOG_MOTION, antdThemeFor, hasDarkNav } from './theme/antdTheme';

afterEach(() => vi.useRealTimers());

function wrap(ui: React.ReactNode) {
  return render(<ConsoleProviders goLogin={() => undefined}>{ui}</ConsoleProviders>);
}

describe('prompt dialog', () => {
  it('R-VAL-2 shows the default error for a value the pattern refuses, and confirms a valid one', async () => {
    const onConfirm = vi.fn();
    wrap(<PromptDialog open title="输入手机号" pattern={/^1\d{10}$/} onConfirm={onConfirm} onCancel={() => undefined} />);
    const input = await screen.findByRole('textbox');
    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(DEFAULT_PROMPT_ERROR);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('13800000000'));
  });

  it('R-VAL-2 shows the custom error of a validator', async () => {
    wrap(
      <PromptDialog open title="名称" validator={(v) => v !== 'x'} errorMessage="名称不可用" onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('名称不可用');
  });
});

describe('limited upload', () => {
  const files = (n: number) => Array.from({ length: n }, (_, i) => new File(['x'], `f${i}.xlsx`));

  it('R-VAL-3 takes the first file only when not multiple', () => {
    const onFiles = vi.fn();
    wrap(<LimitedUpload onFiles={onFiles} />);
    fireEvent.change(screen.getByTestId('limited-upload-input'), { target: { files: files(3) } });
    expect((onFiles.mock.calls[0]?.[0] as File[]).map((f) => f.name)).toEqual(['f0.xlsx']);
  });

  it('R-VAL-3 R-CONST-4 calls the exceed handler past the limit; the field is named file', () => {
    const onFiles = vi.fn();
    const onExceed = vi.fn();
    wrap(<LimitedUpload multiple limit={2} existingCount={1} onExceed={onExceed} onFiles={onFiles} />);
    const input = screen.getByTestId('limited-upload-input');
    expect(input.getAttribute('name')).toBe('file');
    fireEvent.change(input, { target: { files: files(2) } });
    expect(onExceed).toHaveBeenCalledTimes(1);
    expect(onFiles).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: files(1) } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });
});

describe('image viewer', () => {
  it('R-DLG-3 opens at the initial index; Escape does not close it, a backdrop click does', () => {
    const onClose = vi.fn();
    render(<ImageViewer urls={['/a.png', '/b.png', '/c.png']} initialIndex={1} onClose={onClose} />);
    expect(screen.getByAltText(/^图片/).getAttribute('src')).toBe('/b.png');
    fireEvent.click(screen.getByLabelText('放大'));
    expect(screen.getByAltText(/^图片/).getAttribute('style')).toContain('scale(1.2)');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByAltText(/^图片/));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('image-viewer-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByLabelText('下一张'));
    expect(screen.getByAltText(/^图片/).getAttribute('src')).toBe('/c.png');
  });
});

describe('infinite scroll', () => {
  it('R-CONST-6 loads the next page when scrolled to the end, not while disabled', () => {
    const loadMore = vi.fn();
    const { rerender } = render(
      <InfiniteScroll loadMore={loadMore} disabled>
        <div style={{ height: 1000 }} />
      </InfiniteScroll>,
    );
    const box = screen.getByText((_, el) => (el as HTMLElement | null)?.style.overflowY === 'auto') as HTMLElement;
    Object.defineProperties(box, { scrollHeight: { value: 1000 }, clientHeight: { value: 400 } });
    box.scrollTop = 600;
    fireEvent.scroll(box);
    expect(loadMore).not.toHaveBeenCalled();
    rerender(
      <InfiniteScroll loadMore={loadMore}>
        <div style={{ height: 1000 }} />
      </InfiniteScroll>,
    );
    fireEvent.scroll(box);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});

describe('tips and toasts', () => {
  it('R-CONST-2 a tip moves into its container after 1 s', () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    host.id = 'tip-host';
    document.body.appendChild(host);
    let seen: HTMLElement | undefined;
    function Probe() {
      seen = useDelayedContainer('tip-host');
      return null;
    }
    render(<Probe />);
    expect(seen).toBe(document.body);
    act(() => vi.advanceTimersByTime(999));
    expect(seen).toBe(document.body);
    act(() => vi.advanceTimersByTime(1));
    expect(seen).toBe(host);
    host.remove();
  });

  it('R-TOAST-1 R-CONST-1 any toast replaces the previous one', async () => {
    function Toaster() {
      const { message } = App.useApp();
      useEffect(() => {
        void message.success('已保存');
        void message.info('已刷新');
      }, [message]);
      return null;
    }
    wrap(<Toaster />);
    await screen.findByText('已刷新');
    await waitFor(() => expect(screen.queryByText('已保存')).toBeNull());
  });
});

describe('antd theme', () => {
  it('R-THEME-1 maps each theme onto antd tokens; R-CONST-1 dialogs animate 400 ms', () => {
    const blue = antdThemeFor('blueTheme');
    expect(blue.token?.colorPrimary).toBe('#0960bd');
    expect(blue.components?.Menu?.darkItemBg).toBe('#001529');
    expect(blue.components?.Menu?.darkItemSelectedColor).toBe('#ffffff');
    expect(hasDarkNav('blueTheme')).toBe(true);
    expect(antdThemeFor('defaultTheme').components?.Menu?.itemSelectedColor).toBe('#1668dc');
    expect(hasDarkNav('defaultTheme')).toBe(false);
    expect(antdThemeFor('greenTheme').components?.Button?.colorPrimary).toBe('#00a870');
    expect(DIALOG_MOTION).toBe('0.4s');
    expect(blue.components?.Modal?.motionDurationSlow).toBe('0.4s');
  });
});

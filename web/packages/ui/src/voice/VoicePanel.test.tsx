// Tests of the voice panel: both directions listed with an <audio> on the WAV URL that carries the
// session, the sent message's status, and a chosen file sent to the wearer then the list reloaded.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { VoiceApi, VoiceMessage } from '@chelian/core';
import { ConsoleProviders } from '../ConsoleProviders';
import { VoicePanel } from './VoicePanel';

const rows: VoiceMessage[] = [
  { voiceId: 8, vehicleId: 5, time: '2026-11-28 10:00:05', direction: 1, durationMs: 2000, bytes: 1606, commandId: 41, status: 2, statusText: '成功' },
  { voiceId: 7, vehicleId: 5, time: '2026-11-28 09:59:00', direction: 0, durationMs: 3500, bytes: 2806 },
];

function fakeApi(): VoiceApi {
  return {
    list: vi.fn(async () => ({ data: rows, total: 2 })),
    wavUrl: vi.fn((vehicleId: number, voiceId: number, sessionId: string) => `/wav?vehicleId=${vehicleId}&voiceId=${voiceId}&sessionId=${sessionId}`),
    send: vi.fn(async () => ({ voiceId: 9, id: 42, durationMs: 1000, online: 1 as const })),
  };
}

function show(api: VoiceApi) {
  render(
    <ConsoleProviders goLogin={() => undefined}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <VoicePanel api={api} vehicleId={5} name="张三" sessionId={() => 'sid'} />
      </QueryClientProvider>
    </ConsoleProviders>,
  );
}

describe('VoicePanel', () => {
  it('lists both directions with a player on the WAV URL carrying the session', async () => {
    const api = fakeApi();
    show(api);
    expect(await screen.findByText('2026-11-28 09:59:00')).toBeTruthy();
    expect(screen.getByText('语音消息 - 张三')).toBeTruthy();
    expect(screen.getByText('发出')).toBeTruthy();
    expect(screen.getByText('收到')).toBeTruthy();
    expect(screen.getByText('成功')).toBeTruthy();
    expect(screen.getByText('3.5秒')).toBeTruthy();
    const players = screen.getAllByTestId('voice-audio');
    expect(players.map((a) => a.getAttribute('src'))).toEqual(['/wav?vehicleId=5&voiceId=8&sessionId=sid', '/wav?vehicleId=5&voiceId=7&sessionId=sid']);
    expect(api.list).toHaveBeenCalledWith(5, 1, expect.any(Number));
  });

  it('sends a chosen file to the wearer and reloads the list', async () => {
    const api = fakeApi();
    show(api);
    await screen.findByText('2026-11-28 09:59:00');
    const file = new File([new Uint8Array([0x23, 0x21, 0x41, 0x4d, 0x52, 0x0a])], 'hello.amr');
    fireEvent.change(screen.getByTestId('limited-upload-input'), { target: { files: [file] } });
    await waitFor(() => expect(api.send).toHaveBeenCalledWith(5, file));
    await waitFor(() => expect(vi.mocked(api.list).mock.calls.length).toBeGreaterThan(1));
    expect(await screen.findByText('语音已发送，等待手表确认')).toBeTruthy();
  });
});

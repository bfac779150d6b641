// A vehicle's command menu: the icon alone until its first click (no Dropdown, no catalogue query, so
// a list redraws its rows quickly); the pointer over it asks for the catalogue; the click opens the
// menu with the terminal's commands, a direct one is sent with its toast, and an empty menu says so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { CommandCatalogue, CommandDef } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';
import type { MonitorApi } from '../service';
import { CommandMenu } from './CommandMenu';
import type { CommandWatch } from './commandWatch';

const command = (resourceId: number, name: string, param: string, direct: 0 | 1): CommandDef => ({
  resourceId, name, param, direct, cutOil: 0, speedGuard: 0, confirm: 0, remark: '', params: [], terminalTypes: ['GPRS-部标'], allowed: 1,
});

const CATALOGUE: CommandCatalogue = {
  commands: [command(1, '立即拍照', 'PHOTO', 1), command(2, '设置心跳', 'HEARTBEAT', 0)],
  terminals: [{ terminalType: 'GPRS-部标', protocol: 'jt808', resourceIdList: [1, 2] }],
  commandPermission: 1, cutOilPermission: 0, cutOilMaxKmh: 0, refuseOverSpeed: 0,
};

const row = (T: string) => ({ V: 7, P: '粤B00007', T }) as MonitorRow;

function menu(terminalType = 'GPRS-部标') {
  const api = { commandCatalogue: vi.fn(() => Promise.resolve(CATALOGUE)), sendCommand: vi.fn(() => Promise.resolve({ id: 41 })) };
  const watch = { watch: vi.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <CommandMenu row={row(terminalType)} api={api as unknown as MonitorApi} watch={watch as unknown as CommandWatch}>
          <span aria-label="粤B00007 指令">⚙</span>
        </CommandMenu>
      </App>
    </QueryClientProvider>,
  );
  return { api, watch };
}

describe('CommandMenu', () => {
  it('issue 28 is the icon alone until clicked; the pointer over it asks for the catalogue', async () => {
    const { api } = menu();
    expect(document.querySelector('.ant-dropdown-trigger')).toBeNull();
    expect(api.commandCatalogue).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByLabelText('粤B00007 指令').parentElement as HTMLElement);
    await waitFor(() => expect(api.commandCatalogue).toHaveBeenCalledTimes(1));
  });

  it('opens at the first click with the terminal’s commands; a direct one is sent and watched', async () => {
    const { api, watch } = menu();
    fireEvent.click(screen.getByLabelText('粤B00007 指令'));
    fireEvent.click(await screen.findByText('立即拍照'));
    await waitFor(() => expect(api.sendCommand).toHaveBeenCalledWith(7, 'PHOTO', ''));
    await waitFor(() => expect(watch.watch).toHaveBeenCalledWith(41, '立即拍照', '粤B00007'));
    expect(await screen.findByText(/立即拍照命令已下发/)).toBeTruthy();
    expect(api.commandCatalogue).toHaveBeenCalledTimes(1);
  });

  it('says so when the terminal has no commands', async () => {
    menu('未知终端');
    fireEvent.click(screen.getByLabelText('粤B00007 指令'));
    expect(await screen.findByText('暂无指令！')).toBeTruthy();
  });
});

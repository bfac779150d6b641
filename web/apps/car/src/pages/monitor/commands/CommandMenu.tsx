// The command menu of a vehicle (monitoring list and info window; v3-console-inventory §2.3): the
// commands its terminal type supports and the user may send. Direct-send commands go out at once
// with the toast "<name>命令已下发，结果请查看命令下发报表" (their result is announced when it
// arrives); the others open the instructions dialog (showInstructions) with their form.
import type { ReactNode } from 'react';
import { App, Dropdown } from 'antd';
import { commandsForTerminal, directSentText, NO_COMMANDS_TEXT, sendMessage, type CommandDef } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';
import type { MonitorApi } from '../service';
import type { CommandWatch } from './commandWatch';
import { useCommandCatalogue } from './useCommandCatalogue';

export interface CommandMenuProps {
  row: MonitorRow;
  api: MonitorApi;
  watch: CommandWatch;
  children: ReactNode;
}

export function CommandMenu({ row, api, watch, children }: CommandMenuProps) {
  const { message } = App.useApp();
  const catalogue = useCommandCatalogue(api);
  const commands = commandsForTerminal(catalogue, row.T);
  const run = async (def: CommandDef) => {
    if (def.direct) {
      const sent = await api.sendCommand(row.V, def.param, '');
      watch.watch(sent.id, def.name, row.P);
      void message.success(directSentText(def.name));
      return;
    }
    sendMessage('showInstructions', { type: def.param, vehicleId: row.V, plate: row.P, terminalType: row.T });
  };
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) => {
        if (open && catalogue && commands.length === 0) void message.warning(NO_COMMANDS_TEXT);
      }}
      menu={{
        items: commands.map((c) => ({ key: c.param, label: c.name })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          const def = commands.find((c) => c.param === key);
          if (def) void run(def).catch(() => undefined);  // failures reach the error funnel
        },
      }}
    >
      <span onClick={(e) => e.stopPropagation()} onDoubleClick={(e) => e.stopPropagation()} style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </Dropdown>
  );
}

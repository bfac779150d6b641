// The command menu of a vehicle (monitoring list and info window; v3-console-inventory §2.3): the
// commands its terminal type supports and the user may send. Direct-send commands go out at once
// with the toast "<name>命令已下发，结果请查看命令下发报表" (their result is announced when it
// arrives); the others open the instructions dialog (showInstructions) with their form.
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { App, Dropdown } from 'antd';
import { commandsForTerminal, directSentText, NO_COMMANDS_TEXT, sendMessage, type CommandDef } from '@chelian/core';
import type { MonitorRow } from '@chelian/tracking';
import type { MonitorApi } from '../service';
import type { CommandWatch } from './commandWatch';
import { useCommandCatalogue, useCommandCataloguePrefetch } from './useCommandCatalogue';

export interface CommandMenuProps {
  row: MonitorRow;
  api: MonitorApi;
  watch: CommandWatch;
  children: ReactNode;
}

/** Stops the row's click and double-click (focus, open) from reaching the list under the icon. */
const stop = (e: MouseEvent) => e.stopPropagation();

/**
 * The icon alone until its first click: a list shows dozens of these and draws them again with their
 * rows, and an antd Dropdown each (with the catalogue's query) made those redraws slow (issue 28).
 */
export function CommandMenu({ row, api, watch, children }: CommandMenuProps) {
  const [made, setMade] = useState(false);
  const prefetch = useCommandCataloguePrefetch(api);
  if (made)
    return (
      <CommandDropdown row={row} api={api} watch={watch}>
        {children}
      </CommandDropdown>
    );
  return (
    <span
      onPointerEnter={prefetch}
      onClick={(e) => {
        e.stopPropagation();
        setMade(true);
      }}
      onDoubleClick={stop}
      style={{ display: 'inline-flex' }}
    >
      {children}
    </span>
  );
}

/** The menu itself, made by the first click and opened at once. */
function CommandDropdown({ row, api, watch, children }: CommandMenuProps) {
  const { message } = App.useApp();
  const catalogue = useCommandCatalogue(api);
  const commands = commandsForTerminal(catalogue, row.T);
  // Opened in the next frame, once mounted closed, as a click opens a menu already made (a menu made
  // open in one render was seen to scroll the page by the height its popup overflowed: D173).
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // Open with nothing to offer (when opened, or when the catalogue arrives while open): said so.
  const empty = catalogue !== undefined && commands.length === 0;
  useEffect(() => {
    if (open && empty) void message.warning(NO_COMMANDS_TEXT);
  }, [open, empty, message]);
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
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: commands.map((c) => ({ key: c.param, label: c.name })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation(); // antd closes the menu itself (onOpenChange)
          const def = commands.find((c) => c.param === key);
          if (def) void run(def).catch(() => undefined); // failures reach the error funnel
        },
      }}
    >
      <span onClick={stop} onDoubleClick={stop} style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </Dropdown>
  );
}

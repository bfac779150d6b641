// The command menu of a vehicle (the previous console's OptionsMenu, v3-console-inventory §2.3):
// the commands its terminal type supports (listTerminalResource) that the user may send, in
// catalogue order; direct-send commands go out at once and say where to look for the result.
import type { CommandCatalogue, CommandDef } from './commandTypes';
import { commandMenuTexts as texts } from '../texts';

export const NO_COMMANDS_TEXT = texts.none;

/** The toast after a direct-send command went out. */
export function directSentText(name: string): string {
  return texts.directSent(name);
}

/** Commands for a vehicle whose terminal type is `terminalType`. */
export function commandsForTerminal(catalogue: CommandCatalogue | undefined, terminalType: string | undefined): CommandDef[] {
  if (!catalogue || !catalogue.commandPermission || !terminalType) return [];
  const terminal = catalogue.terminals.find((t) => t.terminalType === terminalType);
  if (!terminal) return [];
  const ids = new Set(terminal.resourceIdList.map(Number));
  return catalogue.commands.filter((c) => c.allowed === 1 && ids.has(Number(c.resourceId)));
}

/** Commands at least one of `terminalTypes` supports (a batch or group send; the batch check says which vehicles take it). */
export function commandsForAll(catalogue: CommandCatalogue | undefined, terminalTypes: readonly string[]): CommandDef[] {
  if (!catalogue || terminalTypes.length === 0) return catalogue?.commands.filter((c) => c.allowed === 1) ?? [];
  const lists = terminalTypes.map((t) => new Set(commandsForTerminal(catalogue, t).map((c) => c.resourceId)));
  return catalogue.commands.filter((c) => c.allowed === 1 && lists.some((l) => l.has(c.resourceId)));
}

export function findCommand(catalogue: CommandCatalogue | undefined, type: string): CommandDef | undefined {
  return catalogue?.commands.find((c) => c.param === type);
}

// The car monitor's group menu and map title (pure): 指令下发 and 绑定省市区 on a group's right click,
// what a choice does, and the title over the map.
import type { MessageMap } from '@chelian/core';
import type { GroupNode, MonitorRow } from '@chelian/tracking';
import { monitorTexts } from '../../../texts';
import type { RegionTarget } from '../places/AdminRegionDialog';

/** Groups this large take commands through the back office (v3-console-inventory §2.3). */
export const GROUP_COMMAND_LIMIT = 5000;

export type GroupMenuKey = 'command' | 'region';

/** The group tree's right-click menu: 指令下发, and 绑定省市区 with the 130109 button. */
export function groupMenuItems(canBindRegion: boolean): Array<{ key: GroupMenuKey; label: string }> {
  return [
    { key: 'command', label: monitorTexts.groupCommand },
    ...(canBindRegion ? [{ key: 'region' as const, label: monitorTexts.groupRegion }] : []),
  ];
}

export type GroupMenuAction =
  | { kind: 'region'; target: RegionTarget }
  | { kind: 'tooMany' }
  | { kind: 'instructions'; request: MessageMap['showInstructions'] };

/** What a choice in a group's menu does: bind its areas, refuse a group too large, or open the instructions dialog. */
export function groupMenuAction(key: string, g: GroupNode): GroupMenuAction {
  if (key === 'region') return { kind: 'region', target: { kind: 'group', id: g.gi, name: g.gn } };
  if (g.an >= GROUP_COMMAND_LIMIT) return { kind: 'tooMany' };
  return { kind: 'instructions', request: { type: '', groupId: g.gi, groupName: g.gn, subGroups: true } };
}

/** The map's title: the focused vehicle's plate, or the prompt to choose one. */
export function mapTitle(focused: MonitorRow | undefined): string {
  return focused ? `${focused.P}` : monitorTexts.chooseVehicle;
}

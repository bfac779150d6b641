// The badge commands of 人员管理's 指令 menu, in menu order: catalogue commandTypes (command/catalogue.cc)
// the shared instructions dialog opens with its form; '' lets the user choose among every command.
import { personTexts } from '../../texts';

export const BADGE_COMMANDS = [
  'LOCATE',
  'REPORT_INTERVAL',
  'SOS_NUMBERS',
  'PHONEBOOK',
  'SILENT_HOURS',
  'ALARM_CLOCKS',
  'MONITOR',
  'FIND_DEVICE',
  'POWER_OFF',
] as const;

export type BadgeCommand = (typeof BADGE_COMMANDS)[number];

/** The menu's items: the named commands, then 更多指令 (every command of the badge). */
export function badgeCommandItems(): { key: string; label: string }[] {
  return [...BADGE_COMMANDS.map((type) => ({ key: type, label: personTexts.commands[type] })), { key: '', label: personTexts.commands.more }];
}

import { commandTypesTexts as texts } from '../texts';
// Commands to vehicles as the server describes them (docs/commands.md): the catalogue, a command's
// record and its live status updates.

export type ParamKind = 'int' | 'text' | 'password' | 'host' | 'phone' | 'choice' | 'hex';

export interface CommandParam {
  key: string;
  label: string;
  kind: ParamKind;
  /** int: value range; text/password: length in characters; hex: length in bytes. */
  min: number;
  max: number;
  unit: string;
  hint: string;
  defaultValue?: number;
  options: Array<{ value: number; label: string }>;
}

export interface CommandDef {
  resourceId: number;
  name: string;
  /** The commandType sent with the command. */
  param: string;
  /** Sent at once from the command menu, without a dialog. */
  direct: 0 | 1;
  /** Needs the cut-oil permission and the user's password. */
  cutOil: 0 | 1;
  speedGuard: 0 | 1;
  /** The dialog asks for a confirmation before sending. */
  confirm: 0 | 1;
  remark: string;
  params: CommandParam[];
  terminalTypes: string[];
  /** The signed-in user may send it. */
  allowed: 0 | 1;
}

export interface TerminalResource {
  terminalType: string;
  protocol: string;
  resourceIdList: number[];
}

export interface CommandCatalogue {
  commands: CommandDef[];
  terminals: TerminalResource[];
  commandPermission: 0 | 1;
  cutOilPermission: 0 | 1;
  cutOilMaxKmh: number;
  refuseOverSpeed: 0 | 1;
}

/** 0 等待下发, 1 已下发, 2 成功, 3 失败, 4 超时, 5 已过期, 6 已拒绝, 7 已取消. */
export type CommandStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const COMMAND_STATUS_TEXT: Record<CommandStatus, string> = {
  0: texts.pending,
  1: texts.sent,
  2: texts.succeeded,
  3: texts.failed,
  4: texts.timedOut,
  5: texts.expired,
  6: texts.refused,
  7: texts.cancelled,
};

export function isFinalStatus(status: number): boolean {
  return status >= 2;
}

/** A command as the reports and getCommand.json give it (api-contract §5 names). */
export interface CommandRecord {
  id: number;
  uuid: string;
  vehicleId: number;
  groupId: number;
  plate: string;
  groupName: string;
  terminalNo: string;
  userName: string;
  createTime: string;
  sendTime: string;
  replyTime: string;
  commandType: string;
  commandId: string;
  commandMsg: string;
  status: CommandStatus;
  result: string;
  resultMsg: string;
  replyText: string;
  mediaIds: string;
}

/** A command's status pushed over /ws/live ({"type":"commands"}). */
export interface LiveCommand {
  id: number;
  uuid: string;
  vehicleId: number;
  plate: string;
  commandType: string;
  commandName: string;
  status: CommandStatus;
  statusText: string;
  resultMsg: string;
  replyText: string;
  mediaIds: string;
  time: string;
}

/** What sending created, per vehicle. */
export interface SentCommand {
  id: number;
  vehicleId: number;
  plate: string;
  status: CommandStatus;
  result: string;
  resultMsg: string;
}

export interface BatchCheck {
  commandType: string;
  commandName: string;
  total: number;
  supportNum: number;
  unsupportNum: number;
  support: Array<{ vehicleId: number; plate: string; terminalNo: string; terminalType: string; groupName: string; online: 0 | 1 }>;
  unsupport: Array<{ vehicleId: number; plate: string; terminalNo: string; terminalType: string; groupName: string; reason: string }>;
}

export interface BatchResult {
  batchId: string;
  total: number;
  accepted: number;
  refused: number;
  unsupported: number;
  items: SentCommand[];
}

/** One line of 命令下发报表. */
export interface CommandTextLine {
  plate: string;
  vehicleId: number;
  time: string;
  commandType: string;
  commandMsg: string;
  /** 1 platform → device, 2 device → platform. */
  direction: 1 | 2;
  commandId: number;
}

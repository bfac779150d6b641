// Which way 车辆资料's 状态 (结清/未结清) may change for the user, as the server decides it
// (settle_action.h): 结清 with 130108 or 160501, back to 未结清 with 130108 or 160503.
import { BUTTON_SETTLE_SEARCH, BUTTON_SETTLE_WITHDRAW } from '../../../access';

/** 监控中心's 结清 / 结清撤回, a button of the car app's page (§5.3), read here as the server does. */
const BUTTON_MONITOR_SETTLE = 130108;

export interface SettleRights {
  settle: boolean;
  withdraw: boolean;
}

export function settleRights(hasButton: (id: number) => boolean): SettleRights {
  return {
    settle: hasButton(BUTTON_MONITOR_SETTLE) || hasButton(BUTTON_SETTLE_SEARCH),
    withdraw: hasButton(BUTTON_MONITOR_SETTLE) || hasButton(BUTTON_SETTLE_WITHDRAW),
  };
}

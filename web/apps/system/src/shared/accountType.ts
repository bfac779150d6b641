// The account type as the header and the user pages show it (3 我的客户, 4 监控客户).
import { pageHeaderTexts as texts } from '../texts';

export const ACCOUNT_TYPE_MY_CUSTOMER = 3;
export const ACCOUNT_TYPE_MONITOR = 4;

export function accountTypeLabel(accountType: number | undefined): string {
  return accountType === undefined ? texts.unknown : (texts.accountTypes[Number(accountType)] ?? texts.unknown);
}

// Which login screen a host gets (R-ROUTE-7): the server's login-page info says "legacy" for the
// configured list of hosts; every other host gets the new screen.
import type { LoginPageInfo } from '@chelian/core';
import { loginStyleTexts as texts } from '../../texts';

export type LoginScreenKind = 'new' | 'legacy';

export function chooseLoginScreen(info: LoginPageInfo | undefined): LoginScreenKind {
  return info?.loginStyle === 'legacy' ? 'legacy' : 'new';
}

export const DEFAULT_PRODUCT_TITLE = texts.defaultName;
export const PRODUCT_SUBTITLE = texts.defaultSubtitle;

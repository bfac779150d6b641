// Public calls of the sign-in flow: customer info, login page, captcha, token, logout.
import { APP_TYPE } from '../constants';
import type { CaptchaInfo, CustomerInfo, Envelope, LoginPageInfo, LoginResult } from '../envelope';
import type { HttpClient } from '../http/client';
import { RequestError } from '../http/errors';
import { isFileDownload } from '../http/interpret';
import { API_PATHS } from './paths';
import { unwrap } from './unwrap';

export interface LoginForm {
  username: string;
  password: string;
  /** Captcha text; '' when the captcha is switched off. */
  code: string;
  uuid: string;
}

/** Tenant id the console signs in with. */
export const LOGIN_TENANT_ID = 1;

export function createAuthApi(http: HttpClient) {
  return {
    /** The raw envelope: the guard judges the flag itself (5001 / not 1 → /reload). Silent. */
    async getCustomerInfo(host: string): Promise<Envelope<CustomerInfo>> {
      const reply = await http.get<CustomerInfo>(API_PATHS.customerInfo, { url: host }, { silent: true });
      if (isFileDownload(reply)) throw new RequestError('format');
      return reply;
    },
    async getLoginPage(host: string): Promise<LoginPageInfo> {
      return unwrap(await http.get<LoginPageInfo>(API_PATHS.loginPage, { url: host }));
    },
    async getCaptcha(): Promise<CaptchaInfo> {
      return unwrap(await http.get<CaptchaInfo>(API_PATHS.getCode));
    },
    async login(form: LoginForm): Promise<LoginResult> {
      return unwrap(
        await http.post<LoginResult>(API_PATHS.token, { ...form, scope: APP_TYPE, tenantId: LOGIN_TENANT_ID }),
      );
    },
    async logout(): Promise<void> {
      unwrap(await http.get(API_PATHS.logout, {}, { silent: true }));
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

// Business constants of the console (console-spec §9): reply flags, timeouts, ids of the product.

/** Reply flag: success. */
export const FLAG_OK = 1;
/** Reply flag: the session expired or is missing. */
export const FLAG_SESSION_EXPIRED = 4010;
/** Reply flag: the front end must go to /reload. */
export const FLAG_RELOAD = 5001;

/** Message of the client's login-timeout rejection (R-ERR-1). */
export const LOGIN_TIMEOUT_MSG = '登陆超时!';
/** Default text of the error toast when a failure carries no message (R-ERR-5). */
export const DEFAULT_ERROR_MSG = '网络异常';

export const REQUEST_TIMEOUT_MS = 60_000;
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const DIALOG_CLOSE_ANIMATION_MS = 400;

export const PRODUCT_ID = 'bycl';
export const APP_TYPE = 'carWeb4';
/** platformId of the shell (R-APP-2). */
export const SHELL_PLATFORM_ID = 0;
/** platformId of the car sub-app when no system info is given (R-APP-3). */
export const CAR_DEFAULT_PLATFORM_ID = 1;

/** Spreadsheet content type that a flag-less reply may carry (R-HTTP-6). */
export const SPREADSHEET_CONTENT_TYPE = 'application/vnd.ms-excel';

/** Upload defaults (R-CONST-4). */
export const UPLOAD_FIELD_NAME = 'file';
export const UPLOAD_METHOD = 'post';

/** The assistant widget sits this far from the window's right edge (R-CONST-2). */
export const ASSISTANT_OFFSET_RIGHT_PX = 30;

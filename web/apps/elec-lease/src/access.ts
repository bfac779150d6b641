// The elec-lease app's permission ids (migration 0115): its entry in the resource tree (9000 +
// platformId 23), its pages (9023xx) and their buttons (9023xxyy).

export const LEASE_MENU_ID = 9023;
export const CONTRACTS_MENU_ID = 902301;
export const PAYMENTS_MENU_ID = 902302;
export const COLLECTIONS_MENU_ID = 902303;
export const RISK_MENU_ID = 902304;
export const UTILISATION_MENU_ID = 902305;
export const POLICY_MENU_ID = 902306;
/** 实时定位 /monitor. */
export const MONITOR_MENU_ID = 902307;

export const BUTTON_CONTRACT_ADD = 90230101;
export const BUTTON_CONTRACT_EDIT = 90230102;
export const BUTTON_CONTRACT_TERMINATE = 90230103;
export const BUTTON_PAYMENT_RECORD = 90230201;
export const BUTTON_PAYMENT_IMPORT = 90230202;
export const BUTTON_BIKE_STATE = 90230501;
export const BUTTON_POLICY_SAVE = 90230601;

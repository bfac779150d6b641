// Every user-facing text of @chelian/core in one place (zh-CN), grouped by module, so the words are
// reviewed together with the apps' texts.ts. Texts that take values are functions.

/** exports/exportStatus.ts */
export const exportStatusTexts = {
  keep: '您导出的文件生成后会暂存在服务器上，三天后会自动删除。',
  waiting: '等待',
  running: '导出中',
  succeeded: '成功',
  failed: '失败',
};

/** themes/themes.ts */
export const themesTexts = {
  defaultTheme: '深海蓝（默认）',
  orginTheme: '经典',
  blueTheme: '科技蓝',
  greenTheme: '清新绿',
};

/** alarms/alarmSettings.ts */
export const alarmSettingsTexts = {
  outOfRange: (type: string | number, name: string | number, min: string | number, max: string | number, unit: string | number) => `${type}的${name}应在${min}到${max}${unit}之间`,
  platformDefault: '平台默认',
  inherited: '继承上级',
  own: '本单位设置',
  popup: '弹窗',
  voice: '语音',
  email: '邮件',
  sms: '短信',
  tooManyEmails: '邮箱最多20个',
  tooManyPhones: '手机号最多20个',
  badEmail: (email: string | number) => `邮箱格式不正确: ${email}`,
  badPhone: (phone: string | number) => `手机号格式不正确: ${phone}`,
  badWebhook: 'Webhook 地址应以 http:// 或 https:// 开头',
};

/** alarms/alarmTip.ts */
export const alarmTipTexts = {
  speech: (first: string | number, count: string | number) => `${first}，等${count}条新报警`,
};

/** dialogs/prompt.ts */
export const promptTexts = {
  invalid: '输入的数据不合法!',
};

/** commands/commandForm.ts */
export const commandFormTexts = {
  intRange: (label: string | number, min: string | number, max: string | number) => `${label}应为${min}到${max}之间的整数`,
  required: (label: string | number) => `请输入${label}`,
  tooLong: (label: string | number, max: string | number) => `${label}不能超过${max}个字`,
  host: (label: string | number) => `${label}应为IP地址或域名`,
  phone: (label: string | number) => `${label}应为电话号码`,
  choose: (label: string | number) => `请选择${label}`,
  hex: (label: string | number, min: string | number, max: string | number) => `${label}应为${min}到${max}字节的十六进制数据`,
  comma: (label: string | number) => `${label}不能包含逗号`,
};

/** commands/commandTypes.ts */
export const commandTypesTexts = {
  pending: '等待下发',
  sent: '已下发',
  succeeded: '成功',
  failed: '失败',
  timedOut: '超时',
  expired: '已过期',
  refused: '已拒绝',
  cancelled: '已取消',
};

/** commands/commandMenu.ts */
export const commandMenuTexts = {
  none: '暂无指令！',
  directSent: (name: string | number) => `${name}命令已下发，结果请查看命令下发报表`,
};

/** apps.ts */
export const appsTexts = {
  car: '智能车联',
  card: '智能工牌',
  system: '系统管理',
  pet: '宠物守护',
  dataCenter: '数据中心',
  elecCar: '电动车守护',
  dataReport: '数据报表',
  elecLease: '电动车租赁',
  elecGb: '新国标',
};

/** assets/assetWords.ts: the vehicle's words, the default of the shared dialogs */
export const vehicleWordsTexts = {
  asset: '车辆',
  group: '车组',
  name: '车牌号',
  unit: '辆',
  counted: '车',
};

/** assets/assetWords.ts: a person's words (智能工牌, kind 2) */
export const personWordsTexts = {
  asset: '人员',
  group: '分组',
  name: '姓名',
  unit: '人',
  counted: '',
};

/** assets/assetWords.ts: a pet's words (宠物守护, kind 3) */
export const petWordsTexts = {
  asset: '宠物',
  group: '分组',
  name: '宠物名',
  unit: '只',
  counted: '宠物',
};

/** assets/assetWords.ts: an e-bike's words (电动车守护, kind 4) */
export const ebikeWordsTexts = {
  asset: '电动车',
  group: '分组',
  name: '车牌号',
  unit: '辆',
  counted: '电动车',
};

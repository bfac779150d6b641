// Every user-facing text of the shell in one place (zh-CN), grouped by page and part, so the words
// are reviewed together: labels, toasts, confirmations and the errors the shell itself shows (the
// server's msg is shown as it comes). Texts that take values are functions.

/** hooks/useSiteInfo.ts */
export const useSiteInfoTexts = {
  defaultTitle: '车联',
};

/** layout/NoticeBell.tsx */
export const noticeBellTexts = {
  unreadLabel: (total: string | number) => `站内信，${total} 条未读`,
  label: '站内信',
};

/** layout/StartupFallback.tsx */
export const startupFallbackTexts = {
  loading: '正在加载…',
};

/** layout/RouteAccess.tsx */
export const routeAccessTexts = {
  forbidden: '无权访问',
  noPermission: '您没有访问该页面的权限，请联系管理员。',
};

/** layout/HistoryTabs.tsx */
export const historyTabsTexts = {
  clear: '清空',
  label: '浏览历史',
};

/** layout/ThemeSwitcher.tsx */
export const themeSwitcherTexts = {
  label: '切换主题',
};

/** layout/UserMenu.tsx */
export const userMenuTexts = {
  security: '安全中心',
  password: '修改密码',
  settings: '系统设置',
  logout: '退出登录',
  logoutConfirm: '确定退出登录吗？',
  cancel: '取消',
  profile: '个人资料',
  label: '用户菜单',
  signedOut: '未登录',
};

/** layout/ProfileDialog.tsx */
export const profileDialogTexts = {
  title: '个人资料',
  username: '登录账号',
  name: '姓名',
  group: '所属车组',
  role: '角色',
  phone: '手机号',
  email: '邮箱',
  lastLogin: '上次登录',
  none: '未填写',
  security: '安全中心',
  close: '关闭',
};

/** layout/SideMenu.tsx */
export const sideMenuTexts = {
  label: '菜单',
};

/** layout/RouteErrorPage.tsx */
export const routeErrorPageTexts = {
  title: '页面出错了',
  subTitle: '页面加载或显示时发生错误，请重新加载后再试。',
  reload: '重新加载',
};

/** layout/AppHeader.tsx */
export const appHeaderTexts = {
  navLabel: '应用导航',
  home: '首页',
  more: '更多',
};

/** layout/BrandMark.tsx */
export const brandMarkTexts = {
  defaultName: '车联',
};

/** layout/menuItems.tsx */
export const menuItemsTexts = {
  home: '首页',
};

/** router/routeTable.ts */
export const routeTableTexts = {
  notice: '站内信',
  security: '安全中心',
  download: '下载中心',
  noticeDetail: '公告详情',
  alarmSetting: '告警设置',
  alarmPush: '推送设置',
  health: '健康设置',
  home: '首页',
  center: '系统中心',
  commandReport: '命令下发报表',
  login: '登录',
};

/** assistant/AssistantPanel.tsx */
export const assistantPanelTexts = {
  avatar: '助手头像',
  openAgain: '再次打开',
  opened: (plate: string | number, label: string | number) => `已为您打开「${plate}」的${label}。`,
  networkError: '网络异常，请稍后再试。',
  close: '关闭助手',
  placeholder: '输入问题，或「车牌号 轨迹」',
  inputLabel: '输入问题',
  send: '发送',
  thinking: '正在思考…',
  streamBroken: '（回答中断，请稍后再试）',
  sources: '来源：',
  citation: (id: string | number, topic: string | number) => `常见问题 ${id}·${topic}`,
};

/** tips/DownloadTip.tsx */
export const downloadTipTexts = {
  download: '下载',
  empty: '暂无导出记录',
  viewAll: '查看全部（下载中心）',
  label: '导出列表',
};

/** tips/AlarmTip.tsx */
export const alarmTipTexts = {
  popupDescription: (time: string | number, speed: string | number, pathName: string | number) => `${time}  速度 ${speed} km/h${pathName}`,
  /** A person's pop-up: no speed (D157). */
  popupDescriptionNoSpeed: (time: string | number, pathName: string | number) => `${time}${pathName}`,
  /** The pop-up's title: the asset named with its words (车牌号, 姓名, 宠物名), then the alarm. */
  popupTitle: (name: string, plate: string, type: string) => `${name}：${plate} ${type}`,
  named: (name: string, plate: string) => `${name}：${plate}`,
  ofGroup: (group: string, groupName: string) => `所属${group}：${groupName}`,
  more: (more: string | number) => `另有 ${more} 条新报警`,
  moreHint: '点击查看未处理报警',
  title: '未处理报警',
  unit: '条',
  voice: '语音播报',
  handle: '处理',
  empty: '暂无未处理报警',
  viewAll: '查看全部（监控中心）',
  unhandledLabel: (count: string | number) => `报警提示，${count} 条未处理`,
  label: '报警提示',
  handled: '处理报警成功',
  addressPending: (coordinates: string) => `${coordinates}（正在获取地址…）`,
};

/** tips/CommandReportTool.tsx */
export const commandReportToolTexts = {
  label: '命令下发报表',
};

/** pages/not-found/NotFoundPage.tsx */
export const notFoundPageTexts = {
  subTitle: '抱歉，您访问的页面不存在。',
  home: '返回首页',
};

/** pages/check-login/CheckLoginPage.tsx */
export const checkLoginPageTexts = {
  checking: '正在校验登录状态…',
};

/** pages/command-report/CommandReportPage.tsx */
export const commandReportPageTexts = {
  cancelled: '已取消',
  allResults: '全部结果',
  mine: '只看我下发的',
  plate: '车牌号',
  type: '下发类型',
  content: '下发内容',
  result: '下发结果',
  resultText: '结果说明',
  sendTime: '下发时间',
  user: '下发用户',
  group: '所属车组',
  terminalNo: '设备号',
  actions: '操作',
  photos: '查看照片',
  cancel: '取消',
  until: '截至',
  refresh: '刷新',
  total: (count: string | number) => `共: ${count} 条`,
  index: '序号',
  plateShort: '车牌',
  lineTime: '上下行时间',
  direction: '方向',
  down: '下行',
  up: '上行',
  command: '指令',
  text: '文本信息',
  title: '命令下发报表',
  recordsTab: '下发记录',
  linesTab: '上下行记录',
};

/** pages/command-report/reportRange.ts */
export const reportRangeTexts = {
  yesterday: '昨天',
  lastThreeDays: '近三天',
  lastSevenDays: '近七天',
  lastMonth: '近一月',
};

/** pages/center/AlarmPushPage.tsx */
export const alarmPushPageTexts = {
  phones: (channel: string) => `手机号（${channel}）`,
  recipientsSaved: '接收人已保存',
  recipientsInherited: '当前沿用上级单位的接收人；保存后本单位使用自己的接收人。',
  noSmtp: '平台尚未配置邮件服务器，邮件推送暂不可用（推送记录将显示失败），请联系平台管理员。',
  emails: '邮箱（多个用逗号分隔）',
  smsLogAdapter: '未接入短信服务，仅记入推送记录',
  smsReady: '已接入短信服务',
  webhookUrl: 'Webhook 地址',
  webhookSecret: '签名密钥（用于接收方校验推送来源）',
  webhookSecretPlaceholder: '留空则不签名',
  generate: '生成',
  saveRecipients: '保存接收人',
  testPush: '测试推送：',
  email: '邮件',
  sms: '短信',
  logTitle: '推送记录',
  logEmpty: '暂无推送记录',
  total: (count: string | number) => `共: ${count} 条`,
  time: '时间',
  plate: '车牌号',
  channel: '方式',
  recipients: '接收人',
  result: '结果',
  succeeded: '成功',
  failed: '失败',
  attempts: '次数',
  reason: '原因',
  saved: '推送设置已保存',
  allOf: (label: string | number) => `全部${label}`,
  title: '推送设置',
  save: '保存',
  changedCount: (count: string | number) => `（${count}项）`,
  intro: '新报警按下表的方式推送：弹窗和语音在控制台右下角提示（语音可在报警提示中关闭）；邮件、短信、Webhook 发给本单位的接收人。未单独设置的单位沿用上级单位的设置，默认只弹窗和语音。',
  alarmType: '报警类型',
  source: '来源',
};

/** pages/center/DownloadPage.tsx */
export const downloadPageTexts = {
  exportSubmitted: (fileName: string | number) => `已提交导出：${fileName}`,
  title: '下载中心',
  exportAll: '导出全部资料',
  exportLoginLog: '导出登录日志',
  fileType: '文件类型',
  all: '全部',
  refresh: '刷新',
  total: (count: string | number) => `共 ${count} 条`,
  index: '序号',
  fileName: '文件名',
  type: '类型',
  status: '状态',
  records: '记录数',
  size: '大小',
  created: '创建时间',
  expires: '过期时间',
  actions: '操作',
  download: '下载',
};

/** pages/center/PageHelp.tsx */
export const pageHelpTexts = {
  help: '帮助',
  title: '页面帮助',
  empty: '暂无帮助信息',
};

/** pages/center/NoticeDetailPage.tsx */
export const noticeDetailPageTexts = {
  title: '公告详情',
  back: '返回列表',
  notFound: '消息不存在或无权查看',
  announcement: '公告',
  publisher: '发布：',
  system: '系统',
};

/** pages/center/SecurityPage.tsx */
export const securityPageTexts = {
  title: '安全中心',
  binding: '绑定',
};

/** pages/center/NoticePage.tsx */
export const noticePageTexts = {
  markedRead: (marked: string | number) => `已将 ${marked} 条标记为已读`,
  noUnread: '没有未读消息',
  markAllRead: '全部已读',
  all: '全部',
  title: '站内信',
  announcement: '公告',
  unreadOnly: '只看未读',
  empty: '暂无消息',
  total: (count: string | number) => `共 ${count} 条`,
};

/** pages/center/HealthPage.tsx */
export const healthPageTexts = {
  changedBy: (user: string, time: string) => `${user} 于 ${time} 修改`,
  heartRate: '心率',
  perMinute: '次/分',
  systolic: '收缩压（高压）',
  diastolic: '舒张压（低压）',
  temperature: '体温',
  saved: '健康阈值已保存',
  inherited: '已恢复为继承上级设置',
  inEffect: '当前生效：',
  appliesTo: '适用单位：',
  andBelow: '及其下级',
  lowRequired: '请输入下限',
  lowLabel: (label: string | number) => `${label}下限`,
  to: '至',
  highRequired: '请输入上限',
  highLabel: (label: string | number) => `${label}上限`,
  spo2: '血氧饱和度下限（%）',
  spo2Required: '请输入血氧下限',
  spo2Label: '血氧下限',
  enabled: '启用健康告警',
  save: '保存',
  inheritConfirm: '删除本单位的设置，改为沿用上级单位或平台默认值？',
  inherit: '恢复继承',
  set: '已设置',
  title: '健康设置',
  intro: '佩戴智能工牌或智能手表的人员，心率、血压、体温、血氧超出设定范围时将产生健康告警。',
  defaults: '平台默认：心率 50–120 次/分，收缩压 90–140 mmHg，舒张压 60–90 mmHg，体温 36.0–37.3 ℃（手表 35.5–37.3 ℃），血氧不低于 94%。未单独设置的单位沿用上级单位的阈值。',
  chooseGroup: '选择单位',
};

/** pages/center/AlarmSettingPage.tsx */
export const alarmSettingPageTexts = {
  chooseGroup: '选择单位',
  saved: '告警设置已保存',
  on: '开启',
  switchLabel: (type: string | number) => `${type}开关`,
  source: '来源',
  title: '告警设置',
  save: '保存',
  changedCount: (count: string | number) => `（${count}项）`,
  intro: '关闭的报警类型不再产生报警；平台报警按下列阈值由平台计算。未单独设置的单位沿用上级单位的设置，再沿用平台默认值。',
  defaults: '平台默认：超速 100 km/h 持续 10 秒；疲劳驾驶连续 240 分钟（休息 20 分钟解除）；当天累计驾驶 8 小时；怠速 10 分钟；超长停留 24 小时；低电量 20%；离线 24 小时；家和公司连续 3 天未到访为异常停留。停留报警默认关闭。围栏、二押点、出省报警的范围与时长在各围栏和点位上设置。',
  platformTab: (count: string | number) => `平台报警（${count}）`,
  threshold: '阈值',
  duration: '时长',
  deviceTab: (count: string | number) => `设备报警（${count}）`,
  alarmType: '报警类型',
  code: '代码',
};

/** pages/center/security/PasswordCard.tsx */
export const passwordCardTexts = {
  changed: '密码修改成功，其他设备上的登录已退出',
  title: '修改密码',
  old: '旧密码',
  oldRequired: '请输入旧密码',
  new: '新密码',
  newRequired: '请输入新密码',
  length: '密码长度为 6–32 位',
  newPlaceholder: '6–32 位，建议包含字母与数字',
  confirm: '再次确认',
  confirmRequired: '请再次输入新密码',
  mismatch: '两次输入的密码不一致!',
  submit: '确认修改',
};

/** pages/center/security/PrivacyCard.tsx */
export const privacyCardTexts = {
  maskPhone: '手机号脱敏显示',
  maskPhoneHelp: '在页面中显示绑定手机号时隐藏中间四位',
  newAddress: '新地址登录提醒',
  newAddressHelp: '账号在新的 IP 地址登录时发送站内信提醒',
  shareUp: '向上级账号共享位置',
  shareUpHelp: '上级单位的用户可查看本账号车辆的实时位置',
  support: '允许客服远程协助',
  supportHelp: '平台客服排查问题时可查看本账号的数据',
  saved: '隐私设置已保存',
  title: '隐私设置',
};

/** pages/center/security/AccountStatusCard.tsx */
export const accountStatusCardTexts = {
  account: '登录账号',
  title: '账号状态',
  level: '安全等级',
  registered: '注册时间',
  passwordChanged: '密码修改时间',
  passwordOld: '已超过 90 天，建议修改',
  phone: '绑定手机',
  wechat: '绑定微信',
  bound: '已绑定',
  unbound: '未绑定',
};

/** pages/center/security/LoginLogCard.tsx */
export const loginLogCardTexts = {
  title: '最近登录',
  total: (count: string | number) => `共 ${count} 条`,
  time: '登录时间',
  ip: 'IP 地址',
  result: '结果',
  note: '说明',
};

/** pages/center/security/PhoneCard.tsx */
export const phoneCardTexts = {
  codeSent: (phone: string | number) => `验证码已发送至 ${phone}`,
  bound: '手机号绑定成功',
  boundPhone: (phone: string) => `（已绑定 ${phone}）`,
  unbound: '（未绑定）',
  phone: '手机号',
  smsCode: '短信验证码',
  resendIn: (left: string | number) => `${left}秒后重发`,
  getCode: '获取验证码',
  change: '更换绑定',
  bind: '绑定',
  help: '绑定后可使用短信验证码登录。',
};

/** pages/center/security/WeChatCard.tsx */
export const weChatCardTexts = {
  unbound: '已解除绑定',
  title: '微信',
  none: '未绑定微信',
  unbindConfirm: '解除绑定后该微信将不再接收告警推送，确定解绑？',
  unbind: '解绑',
  boundAt: (bindTime: string | number) => `绑定时间：${bindTime}`,
  bind: '扫码绑定微信',
  qrTitle: '微信扫码绑定',
  done: '我已完成绑定',
  qrAlt: '微信绑定二维码',
  qrHelp: '请使用微信扫描二维码完成绑定',
  qrExpires: '二维码有效期至',
};

/** pages/home/greeting.ts */
export const greetingTexts = {
  lateNight: '夜深了',
  earlyMorning: '早上好',
  morning: '上午好',
  noon: '中午好',
  afternoon: '下午好',
  evening: '晚上好',
};

/** pages/home/subAppCatalog.tsx */
export const subAppCatalogTexts = {
  car: '实时监控、轨迹回放、告警处理与指令下发',
  card: '工牌定位、考勤与人员轨迹',
  system: '机构、用户、角色与设备管理',
  pet: '宠物定位、电子围栏与健康',
  dataCenter: '车队运营数据大屏与统计',
  elecCar: '电动车防盗、定位与电量',
  dataReport: '里程、告警、在线等各类报表',
  elecLease: '租赁车辆、订单与还车管理',
  elecGb: '新国标电动车备案与监管',
};

/** pages/home/SubAppCards.tsx */
export const subAppCardsTexts = {
  title: '我的应用',
  empty: '暂无可用的应用，请联系管理员开通',
};

/** pages/home/WelcomeBanner.tsx */
export const welcomeBannerTexts = {
  dateFormat: 'YYYY年M月D日 dddd',
  lastLogin: '上次登录：',
};

/** pages/home/QuickLinks.tsx */
export const quickLinksTexts = {
  notice: '站内信',
  security: '安全中心',
  download: '下载中心',
  alarmSetting: '告警设置',
  alarmPush: '推送设置',
  health: '健康设置',
  title: '系统中心',
};

/** pages/login/NewLoginScreen.tsx */
export const newLoginScreenTexts = {
  live: '实时定位',
  liveText: '车辆与资产位置秒级刷新',
  playback: '轨迹回放',
  playbackText: '任意时段行驶轨迹与停留点',
  alarms: '告警管理',
  alarmsText: '超速、围栏、断电等告警及时送达',
  welcome: '欢迎使用',
  accountTab: '账号登录',
  smsTab: '短信登录',
};

/** pages/login/LoginForm.tsx */
export const loginFormTexts = {
  accountRequired: '请输入账号',
  account: '账号',
  passwordRequired: '请输入密码',
  password: '密码',
  codeRequired: '请输入验证码',
  captchaRefresh: '看不清？点击换一张',
  code: '验证码',
  loading: '加载中…',
  captchaGet: '点击获取',
  submit: '登录',
};

/** pages/login/SmsLoginForm.tsx */
export const smsLoginFormTexts = {
  phone: '手机号',
  captchaRefresh: '看不清？点击换一张',
  captcha: '图形验证码',
  captchaGet: '点击获取',
  smsCode: '短信验证码',
  resendIn: (left: string | number) => `${left}秒后重发`,
  getCode: '获取验证码',
  chooseAccountHelp: '该手机号绑定了多个账号，请选择',
  chooseAccount: '选择账号',
  submit: '登录',
};

/** pages/login/LegacyLoginScreen.tsx */
export const legacyLoginScreenTexts = {
  slogan: '让每一台车都在掌握之中',
  features: '定位 · 轨迹 · 告警 · 指令 · 报表',
  title: '用户登录',
  copyright: (year: number, title: string) => `© ${year} ${title} 版权所有`,
};

/** pages/login/loginStyle.ts */
export const loginStyleTexts = {
  defaultName: '车联',
  defaultSubtitle: '车辆与资产定位监控平台',
};

/** pages/reload/ReloadPage.tsx */
export const reloadPageTexts = {
  title: '页面加载失败',
  subTitle: '暂时无法获取站点配置或权限信息，请检查网络后重新加载。',
  reload: '重新加载',
};

/** micro/MicroAppContainer.tsx */
export const microAppContainerTexts = {
  loading: (name: string) => `正在加载「${name}」…`,
  forbidden: '无权访问',
  noPermission: (name: string | number) => `您的角色没有「${name}」的使用权限，请联系管理员开通。`,
  loadFailed: (name: string | number) => `「${name}」加载失败`,
  loadFailedText: (entry: string | number) => `子应用尚未部署或暂时无法访问（${entry}）。`,
  retry: '重试',
};

/** layout/SystemSettingsDialog.tsx (v3-console-inventory §2.8 系统设置) */
export const systemSettingsTexts = {
  title: '系统设置',
  loading: '正在读取设置…',
  empty: '没有可设置的项目',
  on: '开启',
  off: '关闭',
  save: '保存',
  cancel: '取消',
  saved: '设置已保存',
  savedReload: '设置已保存，工单模块的变化在重新登录或刷新页面后生效',
};

// Every user-facing text of the card app in one place (zh-CN), grouped by page and part, so the
// words are reviewed together: labels, toasts, confirmations and the errors the app itself shows
// (the server's msg is shown as it comes). Texts that take values are functions.
import { PERSON_WORDS } from '@chelian/core';

/** CardApp.tsx: the app's name (stand-alone frame, the root without any page) */
export const appTexts = {
  title: '智能工牌',
};

/** router/routeTable.tsx: page titles, also the menu's entries */
export const routeTexts = {
  person: '人员管理',
  monitor: '实时定位',
  track: '轨迹回放',
  attendanceRule: '考勤规则',
  attendanceDay: '考勤日报',
  attendanceMonth: '考勤月报',
  patrolPoint: '巡更点',
  patrolRecord: '巡更记录',
  health: '健康数据',
  alarm: 'SOS/跌倒',
  voice: '语音消息',
};

/** shared/cardProfile.ts: the words the monitoring and playback pieces use for a person */
export const cardNounsTexts = {
  ...PERSON_WORDS,
  label: '姓名',
  searchFields: '姓名/工牌号/SIM卡',
  pickFields: '姓名/工牌号/SIM卡',
};

/** pages/monitor/PersonPanel.tsx: the person's part of the live map's info window */
export const personPanelTexts = {
  name: '姓名',
  personNo: '工号/学号',
  department: '部门',
  battery: '电量',
  unknown: '未知',
};

/** layout/CardLayout.tsx */
export const cardLayoutTexts = {
  menuLabel: '智能工牌菜单',
};

/** shared/: the group picker, time and place fields, the page toolbar */
export const sharedTexts = {
  group: '所属分组',
  groupPlaceholder: '全部分组',
  keyword: '关键字',
  keywordPlaceholder: '姓名 / 工号 / 部门 / 工牌号',
  search: '搜索',
  add: '新增',
  edit: '修改',
  delete: '删除',
  actions: '操作',
  save: '保存',
  cancel: '取消',
  saved: '保存成功',
  deleted: '删除成功',
  lat: '纬度',
  lon: '经度',
  radius: '半径(米)',
  required: (what: string) => `请填写${what}`,
  timeFormat: '时间格式应为 HH:mm',
};

/** pages/person */
export const personTexts = {
  name: '姓名',
  personNo: '工号/学号',
  department: '部门',
  phone: '联系电话',
  terminalNo: '工牌终端号',
  groupName: '所属分组',
  createTime: '添加时间',
  command: '指令',
  track: '轨迹',
  addTitle: '新增人员',
  editTitle: '修改人员',
  confirmDelete: (name: string) => `确定删除人员「${name}」及其绑定的工牌吗？`,
  empty: '暂无人员',
  commands: {
    LOCATE: '立即定位',
    REPORT_INTERVAL: '上传间隔',
    SOS_NUMBERS: 'SOS号码',
    PHONEBOOK: '电话本',
    SILENT_HOURS: '免打扰时段',
    ALARM_CLOCKS: '闹钟',
    MONITOR: '远程监听',
    FIND_DEVICE: '查找设备',
    POWER_OFF: '远程关机',
    more: '更多指令…',
  },
};

/** pages/attendanceRule */
export const ruleTexts = {
  groupName: '适用分组',
  name: '规则名称',
  shift: '上下班时间',
  startTime: '上班时间',
  endTime: '下班时间',
  grace: '宽限(分钟)',
  fence: '考勤围栏',
  fenceText: (lat: number, lon: number, radius: number) => `${lat.toFixed(5)}, ${lon.toFixed(5)} 半径 ${radius} 米`,
  updatedBy: '修改人',
  updateTime: '修改时间',
  addTitle: '设置考勤规则',
  editTitle: '修改考勤规则',
  hint: '每个分组一条规则，下级分组未设置时沿用上级；下班时间早于上班时间表示次日下班。',
  confirmDelete: (group: string) => `确定删除「${group}」的考勤规则吗？`,
  empty: '暂无考勤规则',
};

/** pages/attendanceDay, pages/attendanceMonth */
export const attendanceTexts = {
  day: '日期',
  month: '月份',
  name: '姓名',
  personNo: '工号/学号',
  department: '部门',
  groupName: '所属分组',
  ruleName: '考勤规则',
  shift: '上下班时间',
  arriveTime: '到岗时间',
  leaveTime: '离岗时间',
  lateMinutes: '迟到(分钟)',
  earlyMinutes: '早退(分钟)',
  status: '状态',
  days: '统计天数',
  normalDays: '正常',
  lateDays: '迟到',
  earlyDays: '早退',
  absentDays: '缺勤',
  empty: '暂无考勤数据',
};

/** pages/patrolPoint, pages/patrolRecord */
export const patrolTexts = {
  name: '巡更点名称',
  groupName: '所属分组',
  window: '巡更时段',
  startTime: '开始时间',
  endTime: '结束时间',
  addTitle: '新增巡更点',
  editTitle: '修改巡更点',
  confirmDelete: (name: string) => `确定删除巡更点「${name}」吗？`,
  emptyPoints: '暂无巡更点',
  day: '日期',
  pointName: '巡更点',
  person: '姓名',
  personNo: '工号/学号',
  department: '部门',
  checkInTime: '打卡时间',
  status: '状态',
  checked: '已巡更',
  missed: '未巡更',
  emptyRecords: '暂无巡更记录',
};

/** pages/health */
export const healthTexts = {
  name: '姓名',
  personNo: '工号/学号',
  department: '部门',
  groupName: '所属分组',
  heartRate: '心率',
  bloodPressure: '血压',
  systolic: '收缩压',
  diastolic: '舒张压',
  spo2: '血氧',
  temperature: '体温',
  bpm: '次/分',
  mmHg: 'mmHg',
  unitHeart: (v: string) => `${v} 次/分`,
  unitPressure: (v: string) => `${v} mmHg`,
  unitSpo2: (v: string) => `${v}%`,
  unitTemperature: (v: string) => `${v} ℃`,
  outOfRange: '异常',
  none: '暂无',
  chart: '曲线',
  empty: '暂无人员',
  chartTitle: (name: string) => `${name} 的健康曲线`,
  pickPerson: '点击人员行的“曲线”查看健康曲线',
  days: (n: number) => `近${n}天`,
  today: '今天',
  thresholdsOff: '本分组未启用健康阈值，曲线不标记异常',
  legend: '红色的点超出分组的健康阈值（系统中心 健康设置），虚线为阈值',
};

/** pages/alarm: SOS/跌倒 */
export const sosTexts = {
  person: '人员',
  type: '报警类型',
  time: '报警时间',
  group: '所属分组',
  place: '位置',
  handle: '处理',
  track: '轨迹',
  empty: '暂无未处理的SOS或跌倒报警',
  sound: '声音提醒',
  refresh: '刷新',
  handled: '处理成功',
  count: (n: number) => `未处理 ${n} 条`,
  more: (n: number) => `，另有${n}条`,
  hint: '每10秒自动刷新；新的SOS或跌倒报警到达时播报提示音和语音',
  noPlace: '暂无位置',
};

/** pages/voice: 语音消息 (the list and player are @chelian/ui's VoicePanel) */
export const voiceTexts = {
  name: '姓名',
  personNo: '工号/学号',
  department: '部门',
  terminalNo: '工牌号',
  voice: '语音',
  empty: '暂无人员',
  pickPerson: '点击人员行的“语音”收听和发送语音消息',
};

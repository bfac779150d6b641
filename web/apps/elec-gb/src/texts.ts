// Every user-facing text of the 新国标 app in one place (zh-CN), grouped by page and part (the
// server's msg is shown as it comes). Texts that take values are functions.

/** ElecGbApp.tsx: the app's name */
export const appTexts = {
  title: '新国标',
};

/** router/routeTable.tsx: page titles, also the menu's entries */
export const routeTexts = {
  registry: '车辆备案',
  check: '合规检查',
  monthly: '合规月报',
  switches: '北斗开关记录',
  live: '实时定位',
};

/** shared/gbProfile.ts: the words the live map and list of @chelian/tracking use for a bike */
export const gbNounsTexts = {
  asset: '电动车',
  group: '车组',
  label: '车牌号',
  searchFields: '车牌号/终端号/SIM卡',
  pickFields: '车牌号/终端号/SIM卡',
  name: '车牌号',
  unit: '辆',
  counted: '电动车',
};

/** pages/live/GbPanel.tsx: the bike's record and today's verdict in the live map's info window */
export const gbPanelTexts = {
  record: '备案',
  beidou: '北斗定位',
  usage: '使用性质',
  verdict: '今日合规',
  checking: '检查中…',
};

/** layout/ElecGbLayout.tsx */
export const layoutTexts = {
  menuLabel: '新国标菜单',
};

/** shared/: the bike's record words used by several pages */
export const bikeTexts = {
  usageClasses: { 1: '个人', 2: '物流', 3: '租赁' } as Record<number, string>,
  beidouOn: '开启',
  beidouOff: '关闭',
  unregistered: '未备案',
  registered: '已备案',
  verdicts: { 1: '合规', 2: '不合规', 3: '数据不足' } as Record<number, string>,
  none: '—',
  percent: (v: number) => (v < 0 ? '—' : `${v.toFixed(1)}%`),
  seconds: (s: number) => (s >= 3600 ? `${(s / 3600).toFixed(1)} 小时` : s >= 60 ? `${Math.round(s / 60)} 分钟` : `${s} 秒`),
  group: '车组',
  groupPlaceholder: '全部车组',
  noGroups: '暂无车组',
  bike: '车辆',
  bikePlaceholder: '输入车牌号/终端号/车架号搜索',
  noBikes: '没有找到电动车',
};

/** pages/registry */
export const registryTexts = {
  keyword: '车牌号/终端号/车架号/北斗序列号',
  state: '备案状态',
  states: ['全部', '已备案', '未备案'],
  search: '查询',
  columns: {
    plate: '车牌号',
    group: '所属车组',
    terminal: '终端号',
    state: '备案状态',
    make: '品牌',
    model: '型号',
    frameNo: '车架号',
    motorNo: '电机号',
    beidouSerial: '北斗模块序列号',
    usageClass: '使用性质',
    beidou: '北斗定位',
    updated: '更新时间',
    actions: '操作',
  },
  register: '备案',
  edit: '修改',
  remove: '删除备案',
  removeConfirm: (plate: string) => `确定删除 ${plate} 的备案信息吗？北斗开关记录会保留。`,
  removed: (plate: string) => `已删除 ${plate} 的备案`,
  switchOn: '开启北斗',
  switchOff: '关闭北斗',
  mandatoryTip: '物流、租赁车辆须开启北斗定位',
  dialogTitle: (plate: string) => `车辆备案 - ${plate}`,
  saved: '备案已保存',
  required: (label: string) => `请填写${label}`,
  switchTitle: (plate: string, on: boolean) => `${on ? '开启' : '关闭'}北斗定位 - ${plate}`,
  reason: '原因',
  reasonPlaceholder: '关闭北斗定位须填写原因',
  reasonRequired: '请填写原因',
  switched: (on: boolean) => (on ? '北斗定位已开启' : '北斗定位已关闭'),
  ok: '确定',
  cancel: '取消',
  total: (n: number) => `共 ${n} 辆`,
  import: '批量导入',
};

/** pages/registry/ImportDialog.tsx */
export const registryImportTexts = {
  title: '批量导入备案',
  hint: '请按模板填写：设备号、车架号必填；使用性质填个人、物流或租赁（空为个人），北斗定位填开启或关闭（空为开启）；设备号须为本单位的电动车；每次最多5000行。',
  terminalNo: '设备号',
  frameNo: '车架号',
};

/** pages/check */
export const checkTexts = {
  range: '检查时段',
  run: '开始检查',
  pickBike: '请选择车辆',
  pickRange: '请选择检查时段',
  tooLong: '检查时段不能超过 31 天',
  verdict: '结论',
  reasons: '原因',
  noReasons: '各项均符合要求',
  figures: {
    fixes: '定位条数',
    beidouShare: '北斗定位占比',
    medianGap: '上报间隔中位数',
    maxGap: '最长上报间隔',
    gapsWithin: '上报间隔达标率',
    overspeed: '超速次数',
    overspeedMax: '最高速度',
    overspeedLongest: '最长超速',
    tamper: '防拆报警',
    offline: '离线次数',
    offlineTime: '离线总时长',
  },
  requirement: (interval: number, limit: number, share: number) =>
    `要求：上报间隔中位数不超过 ${interval} 秒，车速不超过 ${limit} km/h，北斗定位占比不低于 ${share}%`,
  evidence: {
    overspeeds: '超速记录',
    tampers: '防拆与模块拆除报警',
    offline: '离线时段',
    start: '开始时间',
    end: '结束时间',
    duration: '持续时长',
    maxSpeed: '最高速度(km/h)',
    time: '报警时间',
    alarm: '报警类型',
    place: '位置',
  },
  kmh: (v: number) => `${v} km/h`,
  times: (n: number) => `${n} 次`,
  empty: '选择车辆和时段后开始检查',
};

/** pages/monthly */
export const monthlyTexts = {
  month: '月份',
  search: '查询',
  export: '导出',
  nothing: '请先查询月报',
  summary: (bikes: number, pass: number, fail: number, noData: number) =>
    `共 ${bikes} 辆：合规 ${pass}，不合规 ${fail}，数据不足 ${noData}`,
  chartTitle: '合规结论分布',
  findingsTitle: '各项问题车辆数',
  unit: '辆',
  chartLabel: '合规月报图表',
  columns: {
    index: '序号',
    plate: '车牌号',
    group: '所属车组',
    usageClass: '使用性质',
    fixes: '定位条数',
    beidouShare: '北斗占比',
    gapsWithin: '间隔达标率',
    maxGap: '最长间隔',
    overspeed: '超速次数',
    overspeedMax: '最高速度',
    tamper: '防拆报警',
    offline: '离线次数',
    verdict: '结论',
    reasons: '原因',
  },
  totalRow: '合计',
  empty: '选择月份后查询',
};

/** pages/switches */
export const switchesTexts = {
  range: '时间',
  search: '查询',
  total: (n: number) => `共 ${n} 条`,
  columns: {
    time: '时间',
    plate: '车牌号',
    group: '所属车组',
    state: '北斗定位',
    user: '操作人',
    reason: '原因',
  },
};

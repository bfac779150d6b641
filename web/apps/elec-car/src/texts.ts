// Every user-facing text of the elec-car app in one place (zh-CN), grouped by page and part, so the
// words are reviewed together: labels, toasts, confirmations and the errors the app itself shows
// (the server's msg is shown as it comes). Texts that take values are functions.
import { EBIKE_WORDS } from '@chelian/core';

/** ElecCarApp.tsx: the app's name (stand-alone frame, the root without any page) */
export const appTexts = {
  title: '电单车卫士',
};

/** router/routeTable.tsx: page titles, also the menu's entries */
export const routeTexts = {
  bikes: '我的车辆',
  monitor: '实时定位',
  rides: '骑行记录',
  alarms: '防盗报警',
  share: '分享',
  find: '找车',
  rideTrack: '骑行轨迹',
};

/** layout/ElecCarLayout.tsx */
export const layoutTexts = {
  menuLabel: '电单车卫士菜单',
};

/** model/bikeView.ts: a bike's state in words */
export const bikeViewTexts = {
  armed: '已设防',
  disarmed: '未设防',
  armedUnknown: '设防状态未知',
  locked: '已锁车',
  online: '在线',
  offline: '离线',
  batteryUnknown: '电量未知',
  battery: (pct: number) => `${pct}%`,
  range: (km: number) => `约 ${km.toFixed(1)} 公里`,
  rangeUnknown: '—',
  rangeBasisHistory: (km: number, pct: number) => `按近7天骑行 ${km.toFixed(1)} 公里耗电 ${pct}% 估算`,
  rangeBasisDefault: '近期骑行数据不足，按每1%电量0.5公里估算',
  neverSeen: '从未上报',
};

/** shared/BikeSelect.tsx */
export const bikeSelectTexts = {
  placeholder: '请选择车辆',
  none: '暂无电动车',
};

/** pages/bikes */
export const bikesTexts = {
  empty: '暂无电动车，请先在系统管理中添加资产类型为电动车的车辆',
  refresh: '刷新',
  battery: '电量',
  range: '续航',
  lastSeen: '最后上报',
  arm: '设防',
  disarm: '撤防',
  lock: '锁车',
  unlock: '解锁',
  find: '找车',
  speed: (kmh: number) => `${kmh.toFixed(0)} km/h`,
  sent: (name: string) => `${name}指令已提交，正在等待终端应答`,
  lockTitle: (plate: string) => `远程锁车：${plate}`,
  unlockTitle: (plate: string) => `远程解锁：${plate}`,
  lockWarning: '锁车后电机断电，车辆无法骑行。车速高于设定值时平台拒绝执行。',
  unlockWarning: '解锁后车辆恢复供电，可以正常骑行。',
  password: '登录密码',
  passwordRequired: '请输入登录密码以确认',
  confirm: '确认',
  cancel: '取消',
  progressTitle: '指令执行情况',
  close: '关闭',
};

/** pages/monitor (找车) */
export const findTexts = {
  intro: '选择车辆后查看它最后上报的位置；开启频繁上报后终端每10秒上报一次，持续10分钟。',
  lastPlace: '最后位置',
  gpsTime: '定位时间',
  coordinates: (lat: number, lon: number) => `${lat.toFixed(6)}, ${lon.toFixed(6)}`,
  useMyPlace: '按我的位置指路',
  locating: '正在获取您的位置…',
  noGeolocation: '浏览器无法获取您的位置',
  frequent: '开启频繁上报',
  frequentSent: '频繁上报指令已提交',
  openMap: '在高德地图中查看',
  pick: '请选择要查找的车辆',
};

/** shared/bikeProfile.ts: the words the live map, list and playback of @chelian/tracking use for a bike */
export const bikeNounsTexts = {
  ...EBIKE_WORDS,
  label: '车牌',
  searchFields: '车牌/设备号/SIM卡',
  pickFields: '车牌/设备号/SIM卡',
};

/** pages/monitor/BikePanel.tsx: the bike's part of the live map's info window */
export const bikePanelTexts = {
  armState: '防盗',
};


/** pages/rides */
export const ridesTexts = {
  range: '时间范围',
  search: '查询',
  num: '序号',
  begin: '开始时间',
  end: '结束时间',
  duration: '时长',
  mileage: '里程(公里)',
  maxSpeed: '最高速度(km/h)',
  avgSpeed: '平均速度(km/h)',
  summary: (trips: number, km: number) => `共 ${trips} 次骑行，合计 ${km.toFixed(2)} 公里`,
  pick: '请选择车辆后查询',
  track: '轨迹',
  trackOf: (num: number) => `查看第${num}次骑行的轨迹`,
};

/** pages/alarms */
export const alarmsTexts = {
  intro: '设防后车辆移动、电池被拆、断电、防拆和侧翻会在此报警。',
  plate: '车辆',
  type: '报警类型',
  time: '报警时间',
  speed: '速度(km/h)',
  state: '状态',
  active: '进行中',
  ended: '已结束',
  empty: '暂无防盗报警',
  refresh: '刷新',
};

/** pages/share */
export const shareTexts = {
  intro: '生成只读链接发给家人，对方无需登录即可查看这辆车的实时位置；链接到期或撤销后立即失效。',
  hours: '有效期',
  hourOption: (h: number) => (h < 24 ? `${h} 小时` : `${h / 24} 天`),
  create: '生成分享链接',
  created: '分享链接已生成',
  copy: '复制链接',
  copied: '链接已复制',
  copyFailed: '复制失败，请手动复制',
  revoke: '撤销',
  revokeConfirm: '撤销后该链接立即失效，确定撤销？',
  revoked: '已撤销',
  cancel: '取消',
  plate: '车辆',
  createdAt: '创建时间',
  expiresAt: '到期时间',
  views: '查看次数',
  state: '状态',
  actions: '操作',
  link: '链接',
  empty: '暂无分享链接',
};

/** share/main.ts: the public page of a share link */
export const shareViewTexts = {
  title: '车辆位置分享',
  loading: '正在加载…',
  missing: '分享链接不完整',
  failed: '加载失败，请稍后刷新',
  plate: '车辆',
  gpsTime: '定位时间',
  speed: '速度',
  battery: '电量',
  expiresAt: '链接有效至',
  noFix: '车辆尚未上报位置',
  openMap: '在高德地图中查看',
  refreshNote: '每10秒自动刷新',
  kmh: (v: number) => `${v.toFixed(0)} km/h`,
  pct: (v: number) => `${v}%`,
};

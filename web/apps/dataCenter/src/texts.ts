// Every user-facing text of the dataCenter app (数据中心), grouped by page and part; texts with
// values are functions. Server `msg`s are shown as they come.

export const appTexts = {
  title: '数据中心',
};

export const routeTexts = {
  home: '首页',
};

export const homeTexts = {
  screenTitle: '车联大数据统计',
  /** Shown for a figure the server cannot give yet (pageHomePageTwo not answered). */
  unavailable: '—',
  loadFailed: '数据加载失败，将在下一次刷新时重试',
  updatedAt: (time: string) => `数据更新于 ${time}`,
  count: (n: number) => `${n.toLocaleString('zh-CN')}`,
};

export const tileTexts = {
  total: '平台车辆总数',
  alarmVehicles: '报警车辆数',
  renewal: '预备/已过期车辆',
};

export const pieTexts = {
  vehicleState: '车辆状态',
  online: '在线',
  neverOnline: '从未上线',
  offline: '离线',
  details: '查看详情',
  renewal: '待续费车辆',
  threeDays: '三天到期',
  sevenDays: '七天到期',
  oneMonth: '一个月到期',
  expired: '已过期',
  deviceKinds: '设备种类',
  wired: '有线设备',
  wireless: '无线设备',
  deviceTypes: '设备型号',
  settled: '结清车辆',
  settledCount: '结清数',
  unsettled: '未结清',
  otherTypes: '其他',
  noData: '暂无数据',
};

export const mapTexts = {
  title: '车辆分布',
  vehicles: '车辆数',
  tooltip: (name: string, n: number) => `${name}：${n.toLocaleString('zh-CN')} 台`,
  loadFailed: '地图数据加载失败',
  more: '多',
  fewer: '少',
};

export const trendTexts = {
  title: '新增车辆趋势数据',
  months: '12月',
  days: '30天',
  added: '加车量',
  settled: '结清量',
  activated: '激活量',
  unit: '台',
};

export const tickerTexts = {
  title: '实时警报',
  plate: '车牌号',
  group: '车组',
  type: '报警类型',
  time: '时间',
  empty: '暂无报警',
  live: '实时推送',
  notLive: '推送连接中',
};

export const detailTexts = {
  title: '车辆状态详情',
  tabs: ['离线一天内', '离线1-3天', '离线3-7天', '离线7天-1个月', '离线1个月以上'] as const,
  all: '全部',
  wired: '有线',
  wireless: '无线',
  index: '序号',
  plate: '车牌号',
  sim: 'SIM卡',
  terminalNo: '终端编号',
  group: '所属车组',
  vehicleType: '车辆类型',
  lastOnline: '最后在线时间',
  offlineTime: '离线时长',
  position: '位置',
  concernLevel: '关注度等级',
  concernRemark: '关注备注',
  notFollowed: '未关注',
  actions: '操作',
  follow: '关注',
  export: '导出',
  nothingToExport: '暂无数据可导出',
  close: '关闭',
  total: (n: number) => `共 ${n} 条`,
};

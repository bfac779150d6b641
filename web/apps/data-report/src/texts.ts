// Every user-facing text of the data-report app in one place (zh-CN), grouped by page and part
// (the server's msg is shown as it comes). Texts that take values are functions.

/** DataReportApp.tsx */
export const appTexts = {
  title: '数据报表',
};

/** router/routeTable.tsx: page titles, also the menu's entries */
export const routeTexts = {
  alarmInfo: '报警记录',
  offline: '离线统计',
  driving: '行车统计',
  parking: '停车报表',
  frequentStops: '经常停留点',
  energy: '剩余电量',
  mileage: '里程报表',
  totalMileage: '总里程查询',
  instruction: '指令查询',
  operation: '操作记录',
  maintain: '保养报表',
  insurance: '保险报表',
  obd: 'OBD报表',
  lockAlarm: '物流锁报警记录',
  lockOperation: '物流锁操作记录',
  dayOnline: '车辆日在线',
};

/** layout/DataReportLayout.tsx */
export const layoutTexts = {
  menuLabel: '数据报表菜单',
};

/** Column titles and filter labels several reports share. */
export const commonTexts = {
  time: '选择时间',
  target: '车辆车组',
  vehicle: '选择车辆',
  plate: '车牌号',
  plateFull: '车牌号码',
  terminalNo: '设备号',
  groupName: '所属车组',
  startTime: '开始时间',
  endTime: '结束时间',
  duration: '持续时间',
  beginAddress: '开始位置',
  endAddress: '结束位置',
  address: '位置',
  actions: '操作',
  detail: '明细',
  owner: '客户姓名',
  phone: '客户电话',
  remark: '备注',
  tips: '提示内容',
  leadTime: '提前多少天提醒',
  alarmType: '报警类型',
  alarmCount: '报警次数',
  alarmDetail: '报警明细',
  chooseAlarms: '选择报警类型',
  allAlarms: '已全选报警',
  someAlarms: (n: number) => `已选择${n}项报警`,
  alarmDialog: '选中警报',
  checkAll: '全选',
  ok: '确定',
  cancel: '取消',
  noAlarmType: '请选择报警类型',
  km: 'km',
  times: '次',
  position: (lon: unknown, lat: unknown) => (lon && lat ? `${String(lon)}, ${String(lat)}` : '—'),
  none: '—',
  index: '序号',
};

/** pages/alarmInfo */
export const alarmInfoTexts = {
  chart: '各类报警次数',
  noData: '暂无报警数据',
  detailTitle: (plate: string, type: string) => `报警明细 - ${plate} ${type}`,
  speed: '速度',
  result: '处理方式',
  userName: '处理账号',
};

/** pages/offline */
export const offlineTexts = {
  range: '离线时间范围',
  day: '天',
  hour: '时',
  to: '至',
  sim: 'SIM卡号',
  vehicleType: '车辆类型',
  lastOnline: '最后在线时间',
  offlineTime: '离线时间',
};

/** pages/driving */
export const drivingTexts = {
  acc: 'ACC状态',
  accOn: '开',
  accOff: '关',
  detailTitle: (plate: string) => `ACC明细 - ${plate}`,
};

/** pages/parking */
export const parkingTexts = {
  stay: '停留时间 >=',
  day: '天',
  hour: '时',
  terminalType: '车辆类型',
  stopStart: '停车开始时间',
  stopLength: '停车时长',
  located: '是否定位',
  yes: '定位',
  no: '不定位',
};

/** pages/frequentStops */
export const frequentStopsTexts = {
  minutes: '停车时间大于≥',
  unit: '分钟',
  groupName: '车组名称',
  count: '停车次数',
  details: '停车详情',
  map: '地图',
  data: '数据',
  chart: '图表',
  stayTime: '停留时间',
  stayChart: '每次停留时长',
  minutesUnit: '分钟',
  detailTitle: (plate: string) => `停车详情 - ${plate}`,
  mapTitle: (plate: string) => `停留点 - ${plate}`,
  mapPoint: (count: number) => `停车${count}次`,
  noPosition: '该停留点没有位置',
};

/** pages/energy */
export const energyTexts = {
  percent: '剩余电量',
  le: '≦',
  ge: '≧',
  sim: 'SIM卡号',
  energy: '剩余电量(%)',
  chart: '剩余电量分布（车辆数）',
  vehicles: '辆',
  actions: '操作',
  trend: '电量趋势',
  trendTitle: (plate: string) => `电量趋势 - ${plate}`,
  trendChart: (days: number) => `近${days}天电量`,
  trendMin: '当日最低电量',
  trendLast: '当日最后电量',
  trendNote: '按天统计设备上报的电量；断开处为当天没有上报电量。',
  trendNone: '近30天该设备没有上报电量。',
};

/** pages/mileage */
export const mileageTexts = {
  mileage: '行驶里程(km)',
  chart: '每日行驶里程',
  date: '日期',
  begin: '开始里程(km)',
  end: '结束里程(km)',
  detailTitle: (plate: string) => `里程明细 - ${plate}`,
};

/** pages/totalMileage */
export const totalMileageTexts = {
  lastTime: '最后时间',
  terminalType: '设备类型',
  total: '总里程(km)',
};

/** pages/instruction */
export const instructionTexts = {
  user: '下发用户',
  type: '下发类型',
  content: '下发内容',
  time: '下发时间',
  result: '下发结果',
};

/** pages/operation */
export const operationTexts = {
  kind: '操作类型',
  userOps: '用户操作记录',
  vehicleOps: '车辆操作记录',
  operUser: '操作用户',
  operType: '操作类型',
  operTime: '操作时间',
  name: '用户名(车牌号、车组名)',
};

/** pages/maintain */
export const maintainTexts = {
  currentMileage: '当前总里程(km)',
  advance: '提前多少公里提醒',
  lastTime: '上次保养时间',
  nextTime: '下次保养时间',
  lastMileage: '上次保养里程',
  nextMileage: '下次保养里程',
  leadDays: '提前多少天设置',
};

/** pages/insurance */
export const insuranceTexts = {
  first: '是否首保',
  firstYes: '首保',
  firstNo: '非首保',
  amount: '总金额',
  company: '保险公司',
  kinds: '险种明细',
  loginTime: '登记日期',
  next: '下一次续保的时间',
};

/** pages/obd: the OBD alarm codes' labels (§4.2 "OBD") */
export const obdTexts = {
  alarms: {
    obdCollision: 'OBD碰撞报警',
    obdTrailer: 'OBD拖车报警',
    obdRollover: 'OBD翻车报警',
    obdLowVoltage: 'OBD低电压报警',
    obdIgnition: '汽车点火上报',
    obdFlameOut: '汽车熄火上报',
    obdPullOut: '车机拔出报警(带电池)',
    obdPlugIn: '车机插上报警(带电池)',
    obdPosLong: '定位过长报警',
    obdIdleLong: '怠速过长报警',
    obdFlash: 'GID FLASH 故障报警',
    obdCAN: 'GID CAN 模块故障报警',
    obd3D: 'GID 3D 传感器故障报警',
    obdGPS: 'GID GPS 模块故障报警',
  } as Record<string, string>,
  speed: '速度',
  empty: '暂无OBD报警（该车辆的终端未上报OBD数据）',
};

/** pages/lockAlarm */
export const lockAlarmTexts = {
  operator: '操作人',
  time: '时间',
  empty: '暂无物流锁报警（该车辆未绑定物流锁或锁未上报）',
};

/** pages/lockOperation */
export const lockOperationTexts = {
  queryType: '查询类型',
  queryTypes: ['全部', '查询蓝牙解锁', '查询平台解锁', '查询密码解锁'],
  state: '查询状态',
  states: ['全部', '开锁', '关锁', '蓝牙非法区域请求'],
  operator: '操作人',
  platformType: '平台类型',
  operateType: '操作类型',
  result: '执行结果',
  success: '成功',
  failure: '失败',
  time: '时间',
  empty: '暂无物流锁操作记录（该车辆未绑定物流锁）',
};

/** pages/dayOnline */
export const dayOnlineTexts = {
  date: '日期',
  onlineMinutes: '在线时长(分钟)',
  onlineHours: (minutes: number) => `${(minutes / 60).toFixed(1)} 小时`,
  online: '在线时长',
  chart: '每日在线率（在线车辆 / 车辆数）',
};

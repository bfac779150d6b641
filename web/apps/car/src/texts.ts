// Every user-facing text of the car app in one place (zh-CN), grouped by page and part, so the words are
// reviewed together: labels, toasts, confirmations and the errors the app itself shows (the
// server's msg is shown as it comes). Texts that take values are functions.

export const monitorTexts = {
  chooseVehicle: '请选择车辆',
  commandsOf: '指令',
  groupCommand: '指令下发',
  groupRegion: '绑定省市区',
  groupTooLarge: '车组下车辆数过多，请联系后台人员进行批量操作!',
  noPosition: (plate: string) => `${plate} 暂无定位`,
  showColumn: '展开车组列表',
};

/** shared/carProfile.ts: the car's words for the shared monitoring and playback pieces (@chelian/tracking). */
export const carNounsTexts = {
  asset: '车辆',
  group: '车组',
  label: '车牌',
  searchFields: '车组/车牌/设备号/SIM卡/车主/车架号',
  pickFields: '车牌/设备号/SIM卡',
  name: '车牌号',
  nameColumn: '车牌号码',
  unit: '辆',
  counted: '车',
};

export const placeTexts = {
  fenceSaved: '围栏已保存',
  fenceDeleted: '围栏已删除',
  pointSaved: '位置点已保存',
  pointDeleted: '位置点已删除',
  twoChargeSaved: '二押点已添加',
  twoChargeDeleted: '二押点已删除',
  bound: '绑定成功',
  unbound: '已解除绑定',
};

/** layout/CarLayout.tsx */
export const carLayoutTexts = {
  menuLabel: '智能车联菜单',
};

/** CarApp.tsx: the stand-alone frame's title */
export const standaloneFrameTexts = {
  title: '智能车联',
};

/** router/routeTable.tsx */
export const routeTexts = {
  monitor: '监控中心',
  playback: '轨迹回放',
  unregistered: '未注册设备',
  risk: '风控中心',
};

/** pages/unregistered/components/AddVehicleDialog.tsx */
export const addVehicleDialogTexts = {
  added: (plate: string | number, groupName: string | number) => `已添加车辆 ${plate}（${groupName}）`,
  add: '添加',
  title: '添加车辆',
  terminalNo: '终端号',
  reportedAs: (terminalNo: string | number) => `设备上报为 ${terminalNo}，前导 0 不计`,
  terminalNoRequired: '请输入终端号',
  terminalType: '设备类型',
  terminalTypeRequired: '请选择设备类型',
  groupRequired: '请选择所属分组',
  groupPlaceholder: '请选择分组',
  group: '所属分组',
  plate: '车牌号',
  platePlaceholder: '不填则使用终端号',
  sim: 'SIM卡号',
  remark: '备注',
};

/** pages/unregistered/UnregisteredPage.tsx */
export const unregisteredPageTexts = {
  removed: (terminalNo: string | number) => `已移除 ${terminalNo}`,
  title: '未注册设备',
  intro: '终端号尚未登记的设备连接网关上报时记录于此（按最后上报时间排序）。添加为车辆后，设备此后的上报即按该车辆入库。',
  searchLabel: '搜索终端号',
  search: '查询',
  refresh: '刷新',
  noMatch: (keyword: string | number) => `没有终端号包含「${keyword}」的未注册设备`,
  empty: '暂无未注册设备：所有上报的终端都已登记',
  total: (count: string | number) => `共 ${count} 条`,
  terminalNo: '终端号',
  protocol: '协议',
  firstSeen: '首次上报',
  lastSeen: '最后上报',
  framesHelp: '网关记下的上报次数（未登记设备的上报不入库）',
  frames: '上报次数',
  remote: '来源地址',
  actions: '操作',
  autoRegisteredHelp: (plate: string | number, groupName: string | number) => `网关已自动注册为车辆 ${plate}（${groupName}）`,
  autoRegistered: '已自动注册',
  addedTag: '已添加',
  addLabel: (terminalNo: string | number) => `添加车辆 ${terminalNo}`,
  add: '添加车辆',
  removeConfirm: (terminalNo: string | number) => `移除 ${terminalNo}？`,
  removeKeepsVehicle: '只移除这条记录，车辆保留。',
  removeListedAgain: '设备再次上报时会重新列出。',
  cancel: '取消',
  removeLabel: (terminalNo: string | number) => `移除 ${terminalNo}`,
  remove: '移除',
};

/** pages/monitor/components/AreaSearchDialog.tsx */
export const areaSearchDialogTexts = {
  title: '区域查车',
  total: '总数',
  online: '，在线数',
  offline: '，离线数',
  index: '序号',
  plate: '车牌号',
  time: '时间',
  speed: '速度',
  address: '地址',
};

/** pages/monitor/components/MapToolbar.tsx */
export const mapToolbarTexts = {
  live: '实时推送',
  refreshIn: '秒后刷新',
  baseMap: '底图',
  measure: '测距',
  areaSearch: '区域查车',
  points: '位置点',
  fences: '围栏',
  twoCharge: '二押点',
  clusterForced: '地图上车辆超过1000辆时强制聚合',
  clusterOn: '聚合开',
  clusterOff: '聚合关',
};


/** pages/monitor/components/VehicleInfo.tsx */
export const vehicleInfoTexts = {
  speed: '速度',
  mileage: '里程',
  positioning: '定位',
  state: '状态',
  direction: '方向',
  acc: 'ACC状态',
  oilCut: '断油电',
  signalTime: '信号时间',
  fixTime: '定位时间',
  none: '无',
  address: '地址',
  battery: ' / 电量: ',
  concern: '关注:',
  alarm: '报警',
  stopFollow: '停止跟踪',
  follow: '跟踪',
  track: '轨迹',
  commands: '指令',
  details: '详情',
};

/** pages/monitor/places/placeModel.ts */
export const placeModelTexts = {
  noEntry: '禁止驶入区域',
  noExit: '禁止驶出区域',
  speedLimit: '限速区域',
  office: '写字楼',
  factory: '工厂',
  parking: '停车场',
  home: '住宅',
  garage: '维修厂',
  rental: '租赁公司',
  newFence: '新围栏',
  nameRequired: '请输入区域名称',
  polygonRequired: '请在地图上绘制围栏（单击绘点，双击结束绘制）',
  circleRequired: '请在地图上绘制圆形围栏',
  radiusRange: '圆形围栏设置失败:范围是200到5000',
  speedRange: '限速区域的限速值应在5到220km/h之间',
  homeAddress: '家庭地址',
  companyAddress: '公司地址',
};

/** pages/monitor/places/VehicleAreaMenu.tsx */
export const vehicleAreaMenuTexts = {
  noPosition: (plate: string | number) => `${plate} 暂无定位`,
  circleSet: (radius: string | number) => `已设置 ${radius} 米圆形围栏`,
  polygon: '多边形',
  view: '查看',
  circle: '圆形',
  radius200: '200米半径',
  customRadius: '自定义半径',
  delete: '删除',
  stayPoints: '停留点',
  set: '设置',
  adminRegion: '绑定省市区',
  circleDeleted: '圆形围栏已删除',
  areas: '区域',
  radiusTitle: '设置范围为200~5000米',
  ok: '确定',
  cancel: '取消',
  radiusLabel: '圆形半径',
  metres: '米',
  fencesTitle: '查看围栏',
  noFences: '该车辆未绑定围栏',
  index: '序号',
  fenceName: '围栏名称',
  fenceType: '围栏类型',
  circlePrefix: '圆形·',
  mine: '是否是当前用户设置',
  yes: '是',
  no: '否',
  actions: '操作',
  unbindConfirm: '解除该车辆与围栏的绑定？',
  unbound: '围栏解绑成功',
  unbind: '解除围栏',
};

/** pages/monitor/places/StayPointDialog.tsx */
export const stayPointDialogTexts = {
  saved: '停留点已保存',
  deleted: '停留点已删除',
  unset: '未设置',
  title: (plate: string | number) => `经常停留点设置 — ${plate}`,
  delete: '删除',
  save: '保存',
  help: '当车辆连续三天不经过您设置的两点(范围1000米),系统会自动推送车辆异常停留报警。',
  setHome: '设置家庭地址',
  setCompany: '设置公司地址',
  home: '家庭地址：',
  company: '公司地址：',
};

/** pages/monitor/places/PointPanel.tsx */
export const pointPanelTexts = {
  titleOpen: '位置点（',
  add: '增加',
  hide: '隐藏',
  show: '显示',
  hideLabel: '隐藏位置点',
  showLabel: '显示位置点',
  closeLabel: '关闭位置点',
  pickHint: '请在地图上单击位置点的位置',
  empty: '暂无位置点',
  other: '其他',
  deleteConfirm: '是否删除该位置点？',
  delete: '删除',
  addTitle: '添加位置点',
  save: '保存',
  cancel: '取消',
  name: '位置点名称',
  nameRequired: '请输入位置点名称',
  nameTooLong: '位置点名称不能超过30个字',
  type: '位置点类型',
  place: '位置：',
};

/** pages/monitor/places/FenceBindDialog.tsx */
export const fenceBindDialogTexts = {
  bound: '绑定成功',
  title: (pathName: string | number) => `绑车 — ${pathName}`,
  clear: '清空',
  deleteSelected: '删除所选',
  save: '保存',
  kind: '区域类型：',
  noExit: '禁止驶出区域',
  noEntry: '禁止驶入区域',
  bluetoothLock: '蓝牙物流锁区域',
  speedLimit: '限速区域',
  groupsNotInherited: '。按车组绑定时不会自动包含下级车组。',
  chooseGroup: '选择车组',
  groupTarget: (groupName: string | number) => `车组-${groupName}`,
  addGroup: '添加车组',
  chooseVehicle: '选择车辆',
  platePlaceholder: '输入车牌号',
  vehicleTarget: (plate: string | number) => `车辆-${plate}`,
  chosenOpen: '已选择（',
  none: '未绑定车辆',
};

/** pages/monitor/places/FencePanel.tsx */
export const fencePanelTexts = {
  boundCount: (vehicles: number, groups: number) => `（已绑 ${vehicles} 车 ${groups} 组）`,
  otherKind: '其他区域',
  titleOpen: '围栏（',
  polygon: '多边形围栏',
  circle: '圆形围栏',
  addLabel: '添加围栏',
  add: '添加',
  hide: '隐藏',
  show: '显示',
  hideLabel: '隐藏围栏',
  showLabel: '显示围栏',
  closeLabel: '关闭围栏',
  searchPlaceholder: '搜索围栏名称',
  empty: '暂无围栏',
  circlePrefix: '圆形·',
  area: '区域',
  bind: '绑车',
  edit: '修改',
  deleteConfirm: '是否删除该围栏？',
  cancel: '取消',
  delete: '删除',
};

/** pages/monitor/places/TwoChargePanel.tsx */
export const twoChargePanelTexts = {
  boundRule: (count: number) => `已绑定 ${count} 辆车：在二押点范围内停留满 60 分钟即报警。`,
  titleOpen: '二押点（',
  add: '增加',
  bind: '绑定',
  hide: '隐藏',
  show: '显示',
  hideLabel: '隐藏二押点',
  showLabel: '显示二押点',
  closeLabel: '关闭二押点',
  pickHint: '请在地图上单击二押点的位置',
  metres: '米',
  deleteConfirm: '是否删除该二押点？',
  delete: '删除',
  addTitle: '添加二押点',
  addOk: '添加',
  cancel: '取消',
  name: '二押点名称',
  nameRequired: '请输入二押点名称',
  radius: '二押点的范围为(米)',
  stopTime: '停留时间：60分钟',
  bindTitle: '绑车',
  unbindSelected: '解除所选',
  bindSelected: '绑定所选',
  chooseVehicle: '选择车辆',
  platePlaceholder: '输入车牌号',
  bound: '已绑定：',
  none: '无',
};

/** pages/monitor/places/AdminRegionDialog.tsx */
export const adminRegionDialogTexts = {
  title: (target: string) => `绑定省市区 — ${target}`,
  required: '请选择省市区',
  bound: '省市区已绑定',
  deletedGroupApplies: (regions: string | number) => `已删除，沿用所属车组绑定的省市区：${regions}`,
  deleted: '已删除',
  groupPrefix: '车组 ',
  delete: '删除',
  save: '保存',
  groupVehicles: '车组内车辆',
  vehicle: '车辆',
  help: '离开所选的全部省市区时，平台产生“超出区域报警”（出省报警）。',
  districts: '细到区县',
  subGroups: '包含下级车组',
  cover: '覆盖车辆绑定',
  regions: '省市区',
  placeholder: '选择省份或城市',
};

/** pages/monitor/places/FenceEditor.tsx */
export const fenceEditorTexts = {
  editTitle: '修改围栏',
  newTitle: '围栏设置',
  polygonHint: '开始绘制后，单击绘点，双击结束绘制',
  circleHint: '单击地图确定圆心，移动鼠标调整半径，再次单击完成',
  drawn: '已绘制，可修改信息后保存',
  drawPrompt: '请在地图上绘制',
  name: '区域名称',
  namePlaceholder: '请输入区域名称',
  shape: '形状',
  polygon: '多边形',
  circle: '圆形',
  kind: '区域类型',
  speedLimit: '限速（km/h）',
  speedLimitLabel: '限速',
  settingTime: '停留时间（分）',
  settingTimeHelp: '违规持续达到该时长才报警，0 为立即报警',
  settingTimeLabel: '停留时间',
  radius: '半径（米，200~5000）',
  radiusLabel: '半径',
  redraw: '重新绘制',
  save: '保存',
  next: '下一步',
  cancel: '取消',
};

/** pages/risk (风控中心, v3-console-inventory §2.5) */
export const riskPageTexts = {
  header: '风控警报',
  export: '导出',
  selectAll: '全选',
  exportAll: '导出全部',
  exportNone: '请选择要导出的类型',
  exportStarted: '导出任务已提交，请在下载列表中查看',
  tiles: {
    concernList: '重点关注',
    riskTotalNum: '风险车辆',
    carVehOfflineNum: '多设备离线',
    separateNum: '分离警报',
    removeNum: '拆除警报',
    electricNum: '掉电警报',
    longStopNum: '超长停车',
    twoNum: '二押点警报',
    superNum: '出省警报',
    stopNum: '异常停留',
    regionNum: '区域警报',
    speedNum: '超速警报',
    urgentNum: '紧急警报',
    other: '其他警报',
  },
  exportNames: { 3: '重点关注', 4: '风险车辆', 5: '拆除报警', 7: '掉电报警', 11: '超长停车', 1: '二押点', 8: '出省警报', 9: '异常停留报警', 2: '区域警报', 12: '超速警报', 13: '紧急警报', 14: '其他报警' } as Record<number, string | undefined>,
  withCount: (name: string, n: number) => `${name} ${n}`,
  countOf: (name: string) => `${name}数量`,
};

/** pages/risk/components/RiskDetailDialog.tsx */
export const riskDetailTexts = {
  close: '关闭',
  export: '导出',
  riskTabs: { 1: '设备拆除风险', 2: '生活轨迹异常', 3: '安全区外异常' } as Record<number, string>,
  index: '序号',
  plate: '车牌号',
  groupName: '车组名称',
  concernLevel: '关注度等级',
  frameNo: '车架号',
  terminalType: '设备类型',
  terminalNo: '终端号',
  speed: '速度',
  still: '静止',
  kmh: (v: number) => `${v} km/h`,
  devTime: '最后上线时间',
  pos: '定位',
  posNames: { none: '--', weak: 'GPS信号弱', gps: '卫星定位', wifi: 'WIFI定位', lbs: '基站定位' } as Record<string, string>,
  stateTime: '状态时长',
  stateNames: { 0: '离 线:', 1: '行 驶:', 2: '停 车:', 3: '从未上线' } as Record<number, string>,
  alarmStr: '报警类型',
  alarmName: '报警类型',
  alarmTime: '报警时间',
  remark: '关注备注',
  nowAddress: '当前地址',
  alarmAddress: '报警地址',
  nowRemark: '备注',
  evidenceItem: (fact: string, name: string, time: string) => `${fact}：${name}（${time}）`,
  /** Where an evidence item happened, after its time. */
  evidencePlace: '，地点：',
  keyworks: '关联关键字',
  carType: '关联根据',
  carTypes: { 0: '车牌号', 1: '车架号' } as Record<number, string>,
  devices: '关联设备状态',
  vehicleFlags: { 0: '在线', 1: '无线离线', 2: '有线离线', 3: '从未上线', 4: '已过期' } as Record<number, string>,
  displayTime: '停留时间',
  actions: '操作',
  concern: '关注',
  settle: '结清',
  settled: '已结清',
  settleConfirm: (plate: string) => `确定将车辆 ${plate} 结清吗？`,
  settleDone: '结清成功',
  details: '查看详情',
  levels: { 0: '未关注', 1: '高', 2: '中', 3: '低' } as Record<number, string>,
  rangeButton: '设置查看停留时长',
  rangeTitle: '停留超长范围',
  rangeDay: '天',
  rangeTo: '~',
  rangeSave: '保存',
  rangeSaved: '已保存',
  rangeBad: '请填写正确的天数范围',
  longStopNote: '超长停车：显示停留时间在所设置范围的所有车辆',
  total: (n: number) => `共 ${n} 条`,
};

/** pages/risk/components/ExportColumnsDialog.tsx */
export const exportColumnsTexts = {
  title: '导出筛选',
  hint: '请选择导出的列',
  ok: '导出',
  cancel: '取消',
  none: '请至少选择一列',
  columns: {
    plate: '车牌号', frameNo: '车架号', alarmTime: '报警时间', alarmName: '报警类型', alarmAddress: '报警地址', nowAddress: '当前地址',
    groupName: '车组名称', nowRemark: '备注', concernLevel: '关注度等级', remark: '关注备注', owner: '车主', sim: 'SIM卡号',
    terminalType: '设备类型', installDate: '安装日期', activationTme: '激活时间', iccid: 'ICCID', speed: '速度', devTime: '最后上线时间',
    pos: '定位', stateTime: '状态时长', alarmStr: '报警类型', displayTime: '停留时间',
  } as Record<string, string>,
};

/** pages/risk/components/RiskIntro.tsx */
export const riskIntroTexts = {
  title: '功能说明',
  ok: '我知道了',
  riskTotalNum: '风险车辆：平台按报警组合评估车辆风险，例如“拆除+二押点报警”“异常停留+离线1天以上”“出省市区+掉电”。每辆车列出命中的组合和证据（哪条报警、何时、何地），定期重新评估。',
  carVehOfflineNum: '多设备离线：同一车牌号（或同一车架号）安装了多个设备（如有线和无线），且这些设备全部离线的车辆。',
  separateNum: '分离警报：蓝牙分离设备上报的分离报警，表示设备与车辆分离。',
} as Record<string, string>;

/** pages/risk/components/TrendCards.tsx */
export const trendCardTexts = {
  titles: { insurance: '保险到期近七天趋势图', maintain: '保养到期近七天趋势图', power: '剩余电量提醒近七天趋势图', renew: '到期续费近七天趋势图' },
  series: { insurance: '保险到期数', maintain: '保养到期数', power: '剩余电量提示数', renew: '到期续费提示数' },
  seriesCount: (name: string, n: number) => `${name}（${n}）`,
  viewAll: '查看全部',
  empty: '暂无提醒',
  firstInsurance: { 1: '首保', 2: '非首保' } as Record<number, string>,
  power: (n: number) => `电量:${n}%`,
  expired: '已过期',
  soon: '即将过期',
  expireDate: '到期时间',
  nextInsurance: '下次续保日',
  terminalNo: '设备号',
  plate: '车牌号',
  groupName: '车组',
  state: '状态',
  close: '关闭',
  day: (d: string) => d,
};

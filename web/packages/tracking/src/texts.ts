// Every user-facing text of @chelian/tracking in one place (zh-CN), grouped by module, so the words are
// reviewed together with the apps' texts.ts. Texts that take values are functions.

/** dialog/FollowMap.tsx */
export const followMapTexts = {
  noPosition: '该车辆暂无定位',
  speed: '速度',
  fixTime: '· 定位时间',
  following: '· 已跟踪',
  zeroSeconds: '0秒',
};

/** dialog/VehicleInfoDialog.tsx */
export const vehicleInfoDialogTexts = {
  plate: '车牌号码',
  group: '所属车组',
  vehicleType: '车辆类型',
  frameNo: '车架号码',
  engineNo: '发动机号',
  terminalNo: '设备号码',
  terminalType: '设备类型',
  sim: 'SIM卡号',
  owner: '车主名称',
  contact: '联系方式',
  idNo: '证件号',
  ownerAddress: '车主地址',
  installTime: '安装时间',
  installer: '安装人员',
  installPlace: '安装地点',
  installRemark: '安装备注',
  activated: '激活时间',
  expires: '服务到期',
  remark: '备注信息',
  titleOf: (plate: string | number) => `车辆信息 — ${plate}`,
  title: '车辆信息',
  detailsTab: '车辆详情',
  followTab: '位置跟踪',
};

/** map/baseLayers.ts */
export const baseLayersTexts = {
  offline: '离线地图',
};

/** map/tools/MeasureTool.tsx */
export const measureToolTexts = {
  km: (km: string | number) => `${km}公里`,
  metres: (metres: string | number) => `${metres}米`,
  start: '起点',
  total: (total: string | number) => `总长 ${total}`,
};

/** map/tools/CircleDrawTool.tsx */
export const circleDrawToolTexts = {
  radius: (radius: string | number) => `半径 ${radius} 米`,
};

/** vehicle/vehicleTexts.ts */
export const vehicleTextsTexts = {
  offline: '离线',
  driving: '行驶',
  parked: '停车',
  neverOnline: '从未上线',
  expired: '过期',
  daysHours: (days: string | number, hours: string | number) => `${days}天${hours}小时`,
  hoursMinutes: (hours: string | number, minutes: string | number) => `${hours}小时${minutes}分`,
  minutes: (minutes: string | number) => `${minutes}分钟`,
  seconds: (seconds: string | number) => `${seconds}秒`,
  north: '正北方向',
  east: '正东方向',
  south: '正南方向',
  west: '正西方向',
  northEast: (degrees: string | number) => `北偏东${degrees}度`,
  southEast: (degrees: string | number) => `南偏东${degrees}度`,
  southWest: (degrees: string | number) => `南偏西${degrees}度`,
  northWest: (degrees: string | number) => `北偏西${degrees}度`,
  weakGps: 'GPS信号弱',
  satellite: '卫星定位',
  wifi: 'WIFI定位',
  multiCell: '多基站定位',
  singleCell: '单基站定位',
  mixed: '混合定位',
  high: '高',
  medium: '中',
  low: '低',
  batteryFull: '电量充足',
  batteryMedium: '电量适中',
  batteryLow: '电量不足',
  off: '关',
  on: '开',
  cut: '断开',
  normal: '正常',
};

/** vehicle/vehicleFilter.ts */
export const vehicleFilterTexts = {
  plate: '车　牌',
  terminalNo: '设备号',
  sim: 'SIM卡',
  owner: '车　主',
  frameNo: '车架号',
  group: '车　组',
};

/** map/MapView.tsx: MapLibre's own control texts (its `locale` option), in Chinese. */
export const mapControlTexts = {
  'AttributionControl.ToggleAttribution': '显示/隐藏地图来源',
  'AttributionControl.MapFeedback': '地图纠错',
  'FullscreenControl.Enter': '全屏',
  'FullscreenControl.Exit': '退出全屏',
  'GeolocateControl.FindMyLocation': '定位到我的位置',
  'GeolocateControl.LocationNotAvailable': '无法获取位置',
  'LogoControl.Title': 'MapLibre 标志',
  'Map.Title': '地图',
  'Marker.Title': '地图标记',
  'NavigationControl.ResetBearing': '重置方向',
  'NavigationControl.ZoomIn': '放大',
  'NavigationControl.ZoomOut': '缩小',
  'Popup.Close': '关闭',
  'ScaleControl.Feet': '英尺',
  'ScaleControl.Meters': '米',
  'ScaleControl.Kilometers': '公里',
  'ScaleControl.Miles': '英里',
  'ScaleControl.NauticalMiles': '海里',
  'GlobeControl.Enable': '开启地球视图',
  'GlobeControl.Disable': '关闭地球视图',
  'TerrainControl.Enable': '开启地形',
  'TerrainControl.Disable': '关闭地形',
  'CooperativeGesturesHandler.WindowsHelpText': '按住 Ctrl 键并滚动鼠标滚轮缩放地图',
  'CooperativeGesturesHandler.MacHelpText': '按住 ⌘ 键并滚动鼠标滚轮缩放地图',
  'CooperativeGesturesHandler.MobileHelpText': '用两根手指移动地图',
};

/** address/addressBatcher.ts */
export const addressTexts = {
  /** After an address the server could place only in its district (offline geocoder, no provider). */
  districtOnly: '（仅到区县）',
  /** address/useAddress.ts: while the lookup runs. */
  lookingUp: '正在获取位置…',
};

/** playback/model/markerFeatures.ts */
export const markerFeaturesTexts = {
  stop: (duration: string | number) => `停${duration}`,
  start: '起',
  end: '终',
};

/** playback/model/pointTexts.ts */
export const trackPointTexts = {
  zeroSeconds: '0秒',
  still: (duration: string | number) => `静止${duration}`,
  beidouGps: '北斗+GPS',
  weakSignal: '卫星信号弱',
  accOff: 'ACC关',
  accOn: 'ACC开',
  backfilled: '盲补数据',
  battery: (power: string | number) => `电量:${power}%`,
};

/** playback/model/fenceShapes.ts */
export const fenceShapesTexts = {
  circleFence: '圆形围栏',
};

/** playback/model/playerClock.ts */
export const playerClockTexts = {
  slow: '慢',
  medium: '中',
  fast: '快',
  fastest: '飚',
};

/** playback/model/rangePresets.ts */
export const rangePresetsTexts = {
  today: '今天',
  yesterday: '昨天',
  dayBefore: '前天',
  rangeRequired: '请选择开始时间和结束时间',
  endBeforeStart: '结束时间不能早于开始时间',
};

/** playback/components/ExportButton.tsx */
export const exportButtonTexts = {
  jobCreated: (fileName: string | number) => `已创建导出任务「${fileName}」，请稍后到下载中心下载`,
  export: '导出',
};

/** playback/components/PlayerBar.tsx */
export const playerBarTexts = {
  previous: '上一个点',
  pause: '暂停',
  play: '播放',
  next: '下一个点',
  progress: '播放进度',
  speed: '播放速度',
  noTrack: '暂无轨迹',
};

/** playback/components/SpeedLegend.tsx */
export const speedLegendTexts = {
  title: '速度(km/h)',
};

/** playback/components/FilterCard.tsx */
export const filterCardTexts = {
  begin: '开始时间',
  end: '结束时间',
  help: '有线设备单次最多查询31天轨迹，无线设备最多90天；静止时间：只显示停留不少于该分钟数的停车点；经常停留点：最近一个月内停留30分钟以上的地点。',
  title: '轨迹回放',
  helpLabel: '功能介绍',
  range: '选择时间',
  stillTime: '静止时间',
  minutes: '分钟',
  query: '查询',
};

/** playback/components/BottomPanel.tsx */
export const bottomPanelTexts = {
  trips: (trips: number, driving: string, stops: number) => `　行程 ${trips} 段，行驶 ${driving}，停车 ${stops} 次`,
  mileageBegin: '开始里程：',
  mileageEnd: '　结束里程：',
  mileageDriven: '　行驶里程：',
  zeroSeconds: '0秒',
  speedColors: '速度颜色',
  alarmPoints: '报警点',
  collapse: '收起',
  expand: '展开',
  trackTab: '轨迹详情',
  alarmsTab: (count: string | number) => `报警详情(${count})`,
  stopPlaces: '经常停留点',
  fences: '围栏',
};

/** playback/components/StopPlaceTable.tsx */
export const stopPlaceTableTexts = {
  index: '序号',
  address: '地址',
  count: '停车次数',
  begin: '开始时间',
  end: '结束时间',
  duration: '停车时长',
};

/** playback/components/MarkerPopup.tsx */
export const markerPopupTexts = {
  alarmType: '报警类型',
  begin: '开始时间',
  end: '结束时间',
  notEnded: '未结束',
  alarmAddress: '报警地址',
  stopDuration: '停车时长',
  stopCount: '停车次数',
  stopAddress: '停车地址',
  stopPlaceHint: '最近一个月内多次停留且时间较长',
  time: '时间',
  stopped: '停车',
  speed: '速度',
  mileage: '里程',
  address: '地址',
};

/** playback/components/TrackTable.tsx */
export const trackTableTexts = {
  index: '序号',
  time: '时间',
  speed: '速度(km/h)',
  direction: '方向',
  mileage: '里程(km)',
  parts: '部件状态',
  place: '位置',
  total: (count: string | number) => `共 ${count} 条`,
};

/** playback/components/FenceTags.tsx */
export const fenceTagsTexts = {
  circle: '圆形围栏',
  polygon: '多边形围栏',
};

/** playback/components/AlarmTable.tsx */
export const alarmTableTexts = {
  index: '序号',
  type: '报警类型',
  begin: '开始时间',
  end: '结束时间',
  notEnded: '未结束',
  place: '报警地点',
};

/** playback/TrackPlayback.tsx */
export const playbackPageTexts = {
  noTrack: '该时间段没有轨迹数据',
  mapLabel: '地图',
};

/** monitor/GroupTree.tsx */
export const groupTreeTexts = {
  clearSelection: '取消选择',
  hideColumn: '收起左栏',
};

/** monitor/AssociatedDevicesBox.tsx */
export const associatedBoxTexts = {
  title: '关联设备',
  heading: (n: number) => `关联设备（${n}）`,
  by: { 0: '关联根据：车牌号', 1: '关联根据：车架号' } as Record<number, string>,
};

/** monitor/VehicleList.tsx */
export const vehicleListTexts = {
  concern: (name: string | number) => `关注度：${name}`,
  all: (all: string | number) => `全部(${all})`,
  online: (online: string | number) => `在线(${online})`,
  offline: (offline: string | number) => `离线(${offline})`,
  batchCommand: '批量指令',
  unselectAll: '取消全选',
  selectAll: '全部选择',
  wired: '有线设备',
  wireless: '无线设备',
};


/** monitor/AssetInfo.tsx */
export const assetInfoTexts = {
  state: '状态',
  fixTime: '定位时间',
  address: '地址',
};

/** monitor/AssetMonitor.tsx */
export const assetMonitorTexts = {
  title: (asset: string) => `${asset}实时定位`,
  live: '实时推送',
  refreshIn: (seconds: number) => `${seconds}秒后刷新`,
  baseMap: '底图',
  noPosition: (name: string) => `${name}暂无定位`,
};

/** monitor/alarms/AlarmPanel.tsx, MonitorAlarmHandleDialog.tsx (name, group and search come from the profile) */
export const alarmPanelTexts = {
  selectAll: '全选',
  ok: '确定',
  total: '总:',
  online: '在线:',
  offline: '离线:',
  alarms: '报警',
  collapse: '收起',
  expand: '展开',
  filter: '报警筛选',
  soundOff: '关闭铃声',
  soundOn: '打开铃声',
  handleSelected: '处理选中报警',
  empty: '暂无报警',
  newestOnly: (listed: number, total: number) => `列出最新 ${listed} 条，共 ${total} 条未处理报警；处理后自动载入其余`,
  type: '报警类型',
  time: '报警时间',
  speed: '速度',
  actions: '操作',
  handle: '处理',
  handled: '处理报警成功',
};

/** concern/ConcernMenu.tsx */
export const concernMenuTexts = {
  saved: '关注设置成功',
  cleared: '已清除关注',
  editRemark: '修改备注',
  clear: '清除关注',
  follow: '关注',
  remarkTitle: '填写关注备注',
  ok: '确定',
  cancel: '取消',
  remarkPlaceholder: '备注（可选）',
};

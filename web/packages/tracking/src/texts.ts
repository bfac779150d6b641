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
};

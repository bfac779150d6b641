// Every user-facing text of the pet app (宠物守护), grouped by page and part; texts with values
// are functions. Server messages are shown as they come.
import { PET_WORDS } from '@chelian/core';

export const appTexts = {
  title: '宠物守护',
};

export const routeTexts = {
  pets: '我的宠物',
  monitor: '实时定位',
  track: '轨迹回放',
  zone: '安全区域',
  activity: '活动统计',
  alarm: '报警',
};

export const layoutTexts = {
  menuLabel: '宠物守护菜单',
};

/** shared/petProfile.ts: the words the live map, list and playback of @chelian/tracking use for a pet */
export const petNounsTexts = {
  ...PET_WORDS,
  label: '名字',
  searchFields: '名字/设备号/SIM卡',
  pickFields: '名字/设备号/SIM卡',
};

/** pages/monitor/PetPanel.tsx: the pet's part of the live map's info window */
export const petPanelTexts = {
  battery: '电量',
  steps: '今日步数',
  lostMode: '走失模式',
  lost: '走失中',
  normal: '正常上报',
  interval: (seconds: number) => `每${seconds}秒上报`,
  unknown: '未知',
};

export const petPickerTexts = {
  placeholder: '请选择宠物',
  none: '还没有宠物，请先在「我的宠物」中添加',
};

export const petsTexts = {
  voice: '语音',
  search: '搜索名字、主人或设备号',
  lostOnly: '只看走失',
  add: '添加宠物',
  empty: '还没有宠物',
  lostBadge: '走失中',
  online: '在线',
  offline: '离线',
  neverSeen: '从未上线',
  lastSeen: (time: string) => `最后上线 ${time}`,
  battery: (pct: number) => `电量 ${pct}%`,
  batteryUnknown: '电量未知',
  noPhoto: '暂无照片',
  edit: '编辑',
  remove: '删除',
  removeConfirm: (name: string) => `确定删除「${name}」及其定位器吗？`,
  removed: '已删除',
  uploadPhoto: '上传照片',
  photoSaved: '照片已上传',
  lostOn: '开启走失模式',
  lostOff: '已找到',
  lostOnConfirm: (name: string, seconds: number) => `开启后定位器将每${seconds}秒上报一次位置，确定「${name}」走失了吗？`,
  lostOnDone: (seconds: number) => `已开启走失模式，上报间隔${seconds}秒`,
  lostOffDone: (seconds: number) => `已恢复正常上报，间隔${seconds}秒`,
  deviceOffline: '定位器离线，上线后下发',
  find: '寻找设备',
  findDone: '已发送寻找指令，定位器将响铃',
  owner: (name: string, phone: string) => `主人 ${name || '—'} ${phone}`,
  breedAge: (breed: string, age: string) => [breed, age].filter(Boolean).join(' · '),
  age: (years: number, months: number) => (years > 0 ? `${years}岁${months ? `${months}个月` : ''}` : `${months}个月`),
  terminal: (no: string) => `设备号 ${no}`,
};

export const petFormTexts = {
  addTitle: '添加宠物',
  editTitle: '编辑宠物',
  name: '名字',
  nameRequired: '请输入宠物名字',
  breed: '品种',
  birthday: '生日',
  weight: '体重(公斤)',
  owner: '主人姓名',
  phone: '主人电话',
  terminalNo: '定位器设备号',
  terminalRequired: '请输入定位器设备号',
  terminalType: '定位器类型',
  watch: '手表协议(3G*)',
  h02: 'H02协议',
  normalInterval: '平时上报间隔(秒)',
  lostInterval: '走失上报间隔(秒)',
  ok: '保存',
  cancel: '取消',
  saved: '已保存',
};

export const zoneTexts = {
  pet: '宠物',
  intro: '设置宠物的「家」：离开这个圆形区域时产生报警，回到区域内时报警结束。',
  center: '圆心（纬度, 经度）',
  lat: '纬度',
  lon: '经度',
  radius: '半径(米)',
  useLast: '以宠物当前位置为圆心',
  noPosition: '该宠物还没有位置',
  save: '保存安全区域',
  saved: '安全区域已保存',
  remove: '删除安全区域',
  removed: '安全区域已删除',
  none: '还没有设置安全区域',
  current: (lat: number, lon: number, radius: number) => `当前：(${lat.toFixed(6)}, ${lon.toFixed(6)})，半径${radius}米`,
};

export const activityTexts = {
  pet: '宠物',
  days7: '近7天',
  days30: '近30天',
  steps: '步数',
  distance: '距离(公里)',
  active: '活动(分钟)',
  rest: '休息(分钟)',
  chartSteps: '每日步数',
  chartTime: '每日活动与休息',
  totalSteps: '总步数',
  totalDistance: '总距离(公里)',
  totalActive: '活动时长(小时)',
  avgSteps: '日均步数',
};

export const alarmTexts = {
  pet: '宠物',
  allPets: '全部宠物',
  range: '时间',
  search: '查询',
  name: '宠物',
  type: '报警类型',
  begin: '开始时间',
  end: '结束时间',
  state: '状态',
  leftHome: '离开安全区域',
  backHome: (time: string) => `已回到安全区域（${time}）`,
  active: '进行中',
  ended: '已结束',
  place: '位置',
  empty: '暂无报警',
  total: (n: number) => `共 ${n} 条`,
};

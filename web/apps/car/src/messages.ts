// Every user-facing text of the car app in one place (zh-CN), grouped by page, so the words are
// reviewed together: labels, toasts, confirmations and the errors the app itself shows (the
// server's msg is shown as it comes). Texts that take values are functions.

export const monitorTexts = {
  chooseVehicle: '请选择车辆',
  commandsOf: '指令',
  groupCommand: '指令下发',
  groupRegion: '绑定省市区',
  groupTooLarge: '车组下车辆数过多，请联系后台人员进行批量操作!',
  noPosition: (plate: string) => `${plate} 暂无定位`,
} as const;

export const placeTexts = {
  fenceSaved: '围栏已保存',
  fenceDeleted: '围栏已删除',
  pointSaved: '位置点已保存',
  pointDeleted: '位置点已删除',
  twoChargeSaved: '二押点已添加',
  twoChargeDeleted: '二押点已删除',
  bound: '绑定成功',
  unbound: '已解除绑定',
} as const;

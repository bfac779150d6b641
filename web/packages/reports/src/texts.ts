// Every user-facing text of @chelian/reports (zh-CN), grouped by part. Texts with values are functions.

/** kit/ReportFilterCard.tsx */
export const filterCardTexts = {
  search: '搜索',
  export: '导出',
  filters: '查询条件',
};

/** kit/TargetPicker.tsx */
export const targetPickerTexts = {
  label: '车辆车组',
  group: '车组',
  vehicle: '车辆',
  groupPlaceholder: '请选择车组',
  vehiclePlaceholder: '输入车牌号/设备号搜索',
  noGroups: '暂无车组',
  noVehicles: '无匹配车辆',
  kind: '选择方式',
};

/** kit/TimeRangeField.tsx */
export const timeRangeTexts = {
  label: '选择时间',
  start: '开始时间',
  end: '结束时间',
};

/** kit/ReportTable.tsx */
export const reportTableTexts = {
  index: '序号',
  empty: '暂无数据',
  notSearched: '请选择查询条件后点击搜索',
  failed: '查询失败，请稍后重试',
  total: (n: number) => `共 ${n} 条`,
};

/** kit/useReportExport.ts */
export const exportTexts = {
  started: '导出任务已提交，请在下载列表查看进度',
  nothing: '暂无可导出的数据，请先搜索',
};

/** kit/requiredTarget.ts */
export const requiredTexts = {
  target: '请选择车辆或车组',
  vehicle: '请选择车辆',
  time: '请选择时间',
  timeOrder: '开始时间不能晚于结束时间',
};

/** kit/ReportDetailDialog.tsx */
export const detailDialogTexts = {
  close: '关闭',
};

/** charts/EChart.tsx */
export const chartTexts = {
  empty: '暂无图表数据',
};

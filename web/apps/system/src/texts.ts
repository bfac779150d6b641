// Every user-facing text of the system app in one place (zh-CN), grouped by page and part, so the
// words are reviewed together: labels, toasts, confirmations and the errors the app itself shows
// (the server's msg is shown as it comes). Texts that take values are functions.

/** SystemApp.tsx: the app's name (stand-alone frame, the root without any page) */
export const appTexts = {
  title: '系统管理',
};

/** router/routeTable.tsx: page titles, also the menu's entries */
export const routeTexts = {
  user: '用户管理',
  vehicle: '车辆管理',
  import: '批量导入',
  renew: '车辆续费',
  settle: '结清列表',
  worksheet: '工单管理',
  installer: '安装人员管理',
  role: '角色管理',
};

/** layout/SystemLayout.tsx */
export const systemLayoutTexts = {
  menuLabel: '系统管理菜单',
};

/** shared/PageHeader.tsx (§2.7 CarHeader) */
export const pageHeaderTexts = {
  account: '登录账户',
  type: '类型',
  devices: '设备数量',
  all: '全部',
  online: '在线',
  offline: '离线',
  unknown: '—',
  accountTypes: { 3: '我的客户', 4: '监控客户' } as Record<number, string>,
};

/** shared/PagePlaceholder.tsx */
export const pagePlaceholderTexts = {
  building: (title: string) => `「${title}」页面正在建设中`,
  buildingNote: '该页面的功能即将上线，敬请期待。',
};

/** pages/role/RolePage.tsx */
export const rolePageTexts = {
  tips: '角色决定账户能打开的页面和能使用的按钮：修改角色的权限后，该角色的账户重新登录即生效。',
  roleName: '角色名称',
  roleNamePlaceholder: '请输入角色名称',
  status: '状态',
  statusAll: '全部',
  statusInUse: '使用',
  statusFrozen: '冻结',
  search: '查询',
  add: '新建角色',
  roleDesc: '角色信息',
  actions: '操作',
  edit: '修改',
  remove: '删除',
  confirmRemove: (name: string) => `确定删除角色「${name}」吗？`,
  removed: (name: string) => `已删除角色「${name}」`,
  empty: '暂无角色',
  total: (total: number) => `共 ${total} 条`,
};

/** pages/role/components/RoleDialog.tsx */
export const roleDialogTexts = {
  addTitle: '新建角色',
  editTitle: '修改角色',
  roleName: '角色名称',
  roleNamePlaceholder: '请输入角色名称',
  roleNameRequired: '请输入角色名称',
  roleNameTooLong: '角色名称不能超过 20 个字',
  roleDesc: '备注信息',
  roleDescPlaceholder: '请输入备注信息',
  resources: '权限',
  resourcesHint: '勾选角色可使用的菜单、页面和按钮',
  button: '按钮',
  loadingTree: '正在读取权限列表…',
  save: '保存',
  cancel: '取消',
  added: (name: string) => `已新建角色「${name}」`,
  updated: (name: string) => `已保存角色「${name}」`,
};

/** shared/GroupSelect.tsx */
export const groupSelectTexts = {
  label: '车组',
  placeholder: '请选择车组',
  empty: '没有可选的车组',
};

/** shared/TerminalListDialog.tsx (the custom actions' list of terminal numbers) */
export const terminalListTexts = {
  placeholder: '请输入设备号，多台设备请换行，一行一条！也可用逗号隔开（最多5000条）',
  count: (n: number) => `将要处理${n}台设备`,
  empty: '请输入设备号',
  tooMany: (max: number) => `一次最多${max}条`,
  ok: '确定',
  cancel: '取消',
};

/** shared/TransferResultDialog.tsx (转移详情) */
export const transferResultTexts = {
  title: '转移详情',
  terminalNo: '设备号',
  outcome: '状态',
  success: '成功',
  noPermission: '无权限',
  nonexistent: '无设备',
  summary: (success: number, noPermission: number, nonexistent: number) => `成功${success}台，无权限${noPermission}台，无设备${nonexistent}台`,
  close: '关闭',
};

/** shared/renewal/RenewalLengthField.tsx (续费时长 slider) */
export const renewalLengthTexts = {
  length: '续费时长',
  coinsEach: (coins: number) => `每台${coins}个车币`,
  coinsTotal: (coins: number, vehicles: number) => `共${vehicles}台，需消耗${coins}个车币`,
  expiryAfter: '续费后到期时间：',
  expiryFromFirstReport: '设备上线后开始计算',
  expiryEach: (label: string) => `各车辆在原到期时间上顺延${label}`,
};

/** pages/import/ImportPage.tsx and its parts */
export const importPageTexts = {
  tips: '一次最多提交1000台车辆；请勿多人同时导入。',
  steps: ['上传', '验证', '提交'],
  // Step 1
  dragHint: '将文件拖到此处，或点击上传',
  fileHint: '仅支持按模板填写的 .xlsx 文件',
  upload: '上传',
  template: '下载模板',
  uploading: '正在上传并验证…',
  tipsTitle: '温馨提示',
  tipList: [
    '请先下载模板，按模板填写车牌号、SIM卡号、设备号和设备类型后再上传。',
    '每次提交最多1000台车辆，超过请分批导入。',
    '请避免多人同时导入，以免数据相互覆盖。',
    '未完成的导入会保留，下次进入本页时可以继续。',
  ],
  uploaded: (right: number, wrong: number) => `上传完成：合规${right}条，不合规${wrong}条`,
  // Resume prompt on entry
  resumeTitle: '提示',
  resume: '你有未完成的进度是否继续？',
  resumeOk: '继续',
  resumeCancel: '取消',
  discarded: '已清除未完成的导入',
  // Step 2
  errorCount: (n: number) => `不合规数据：${n}条`,
  rightCount: (n: number) => `合规数据：${n}条`,
  index: '序号',
  plate: '车牌号',
  sim: 'SIM卡号',
  terminalNo: '设备号',
  terminalType: '设备类型',
  iccid: 'ICCID',
  errorMessage: '失败原因',
  actions: '操作',
  edit: '修改',
  save: '保存',
  cancel: '取消',
  required: (field: string) => `请填写${field}`,
  rowSaved: '已保存，数据已重新验证',
  noErrors: '没有不合规的数据',
  next: '下一步',
  previous: '上一步',
  restart: '重新上传',
  ignoreTitle: '提示',
  ignoreConfirm: '是否忽略不合法的数据进行下一步？',
  ok: '确定',
  noRightRows: '没有合规的数据可以提交',
  // Step 3
  targetGroup: '目标车组',
  targetGroupRequired: '请选择目标车组',
  submit: '提交',
  renewTitle: '选择续费时长',
  renewNote: (n: number) => `将${n}台车辆导入目标车组，并按所选时长续费。`,
  submitOk: '确定提交',
  // Success
  successTitle: '批量上传成功',
  successCount: (n: number) => `上传数据：${n}条`,
  successGroup: (name: string) => `目标车组：${name}`,
  view: '去查看',
  again: '继续导入',
};

/** pages/renew/RenewPage.tsx and its parts */
export const renewPageTexts = {
  tips: '设备上线后才开始计算到期时间',
  coins: '加钱币',
  coinsValue: (n: number) => `${n}个`,
  unknown: '—',
  coinsUnlimited: '不限（管理员）',
  tabs: { expire: '车辆续费', freeLog: '续费记录', transfer: '车币划拨', transferLog: '车币划拨记录' },
  // 温馨提示
  noticeTitle: '温馨提示',
  noticeLines: [
    '车币划拨和车辆续费操作成功后不可撤回，请确认后再操作。',
    '车辆在到期前被删除，已消耗的车币不会退回。',
  ],
  noticePrice: '1个币=1月，一次性续费1年优惠后只需5个币',
  noticeOk: '我知道了',
  // Filters
  group: '车辆车组',
  mode: '续费',
  modes: { 0: '续费', 1: '不续费' } as Record<number, string>,
  state: '状态',
  stateOptions: { all: '全部', normal: '正常', expired: '已过期' },
  vehicleState: '车辆状态',
  vehicleStates: { '': '全部', 静止: '静止', 行驶: '行驶', 离线: '离线', 从未上线: '从未上线' } as Record<string, string>,
  expiring: '即将到期',
  expiringOptions: { all: '全部', 3: '近三天', 7: '近七天', 31: '近一个月' } as Record<string, string>,
  search: '搜索',
  export: '导出',
  exported: '导出任务已提交，请到下载列表查看',
  advanced: '高级筛选',
  advancedCount: (n: number) => `高级筛选(${n})`,
  installDate: '安装时间',
  activation: '激活时间',
  offlineDays: '离线时间范围（天）',
  displayYear: '续费年限（年）',
  displayYearNone: '未选择',
  displayYears: (n: number) => `${n}年`,
  startDate: '开始日期',
  endDate: '结束日期',
  reset: '重置',
  apply: '确定',
  // Table
  groupName: '所属车组',
  plate: '车牌号',
  terminalNo: '设备号',
  sim: 'SIM卡',
  activationTime: '激活时间',
  stateColumn: '状态',
  vehState: '车辆状态',
  years: '续费年限',
  installTime: '安装时间',
  expireDate: '到期时间',
  expireAtFirstReport: '上线后开始计算',
  actions: '操作',
  renew: '续费',
  states: { normal: '正常', expired: '已过期', stopped: '不续费', waiting: '未上线' },
  yearsValue: (n: number | undefined) => (n ? `${n}年` : '—'),
  empty: '暂无车辆',
  total: (n: number) => `共 ${n} 条`,
  selected: (n: number) => `已选择${n}台`,
  // Bottom buttons
  batchRenew: '批量续费',
  batchStop: '批量转入不续费',
  batchResume: '批量转出不续费',
  customRenew: '自定义续费',
  customStop: '自定义不续费',
  customResume: '自定义不续费转出',
  selectFirst: '请先勾选车辆',
  confirmStop: (n: number) => `确定将选中的${n}台车辆转入不续费吗？`,
  confirmResume: (n: number) => `确定将选中的${n}台车辆转出不续费吗？`,
  customRenewNote: '输入要续费的设备号，下一步选择续费时长。',
  customStopNote: '输入的设备将转入不续费列表。',
  customResumeNote: '输入的设备将从不续费列表转出。',
  done: '操作成功',
  // Renewal dialog
  renewTitle: '车辆续费',
  renewPlates: '车牌号码',
  renewExpire: '到期时间',
  renewCount: '车辆数',
  renewCountValue: (n: number) => `${n}台`,
  renewMore: (n: number) => `等${n}台`,
  renewOk: '确定续费',
  cancel: '取消',
  notEnoughCoins: (need: number, have: number) => `车币不足：需要${need}个，当前${have}个`,
  renewed: '续费成功',
  // 续费记录
  logVehicle: '车辆',
  logVehiclePlaceholder: '输入车牌号/设备号/SIM号',
  logDate: '选择日期',
  logSummary: (vehicles: number, coins: number) => `续费车辆总数：${vehicles}个 , 消耗车币总数：${coins}个`,
  logGroup: '车组',
  logNewExpire: '到期时间',
  logMoney: '消耗币数',
  logOperator: '操作人[时间]',
  logEmpty: '暂无续费记录',
  // 车币划拨
  transferUser: '划拨用户',
  transferUserPlaceholder: '输入用户名搜索',
  transferNum: '划拨币数',
  transferSubmit: '划拨',
  transferUserRequired: '请选择划拨用户',
  transferNumRequired: '请输入划拨币数',
  transferConfirm: (coins: number, user: string) => `确定向「${user}」划拨${coins}个车币吗？划拨后不可撤回。`,
  transferred: (after: number) => `划拨成功，当前可用${after}个车币`,
  transferBalance: (n: number) => `当前可用车币：${n}个`,
  // 车币划拨记录
  transferLogSummary: (coins: number) => `划拨车币总数：${coins}个`,
  corpName: '公司名',
  account: '账号',
  transferMoney: '划拨币数',
  transferOperator: '操作人[划拨时间]',
  moneyAfter: '可使用币数',
  transferLogEmpty: '暂无划拨记录',
};

/** pages/settle/SettlePage.tsx */
export const settlePageTexts = {
  tips: '结清的车辆不再计入续费；结清撤回后恢复为正常车辆。',
  settled: '结清数',
  settledValue: (n: number | undefined) => (n === undefined ? '—' : `${n}台`),
  group: '车辆车组',
  search: '搜索',
  export: '导出',
  plate: '车牌号',
  groupName: '车组名称',
  frameNo: '车架号',
  sim: 'SIM卡号',
  settleTime: '结清时间',
  actions: '操作',
  withdraw: '结清撤回',
  confirmWithdraw: (plate: string) => `确定撤回「${plate}」的结清吗？`,
  withdrawn: (plate: string) => `已撤回「${plate}」的结清`,
  empty: '暂无结清车辆',
  total: (n: number) => `共 ${n} 条`,
};

/** pages/installer/InstallerPage.tsx and its dialog */
export const installerPageTexts = {
  tips: '安装人员可以接收工单；删除或离职后，其工单仍保留在工单管理中。',
  name: '姓名',
  namePlaceholder: '请输入姓名',
  search: '查询',
  add: '新建人员',
  batchDelete: '批量删除',
  phone: '联系方式',
  createTime: '加入日期',
  username: '账号',
  password: '密码',
  allCounts: '订单数',
  confirmCounts: '待确认订单数',
  processiveCounts: '待安装订单数',
  remark: '备注',
  actions: '操作',
  edit: '修改',
  remove: '删除',
  left: '(已离职)',
  confirmRemove: (name: string) => `确定删除安装人员「${name}」吗？`,
  confirmBatchRemove: (n: number) => `确定删除选中的${n}名安装人员吗？`,
  selectFirst: '请先勾选安装人员',
  removed: '删除成功',
  empty: '暂无安装人员',
  total: (n: number) => `共 ${n} 条`,
  // Dialog
  addTitle: '新建人员',
  editTitle: '修改人员',
  formName: '人员姓名',
  formNameRule: '人员姓名需为2-4个字',
  formPhone: '联系方式',
  formPhoneRule: '请输入正确的联系方式',
  formUsername: '账号',
  formUsernamePlaceholder: '首字母英文',
  formUsernameRule: '账号需以英文字母开头，由字母和数字组成',
  formPassword: '密码',
  formPasswordPlaceholder: '英文或者数字，6-12位',
  formPasswordKeep: '不修改请留空',
  formPasswordRule: '密码需为6-12位英文或数字',
  formRemark: '备注信息',
  formRemarkPlaceholder: '请输入备注信息',
  save: '保存',
  ok: '确定',
  cancel: '取消',
  saved: '保存成功',
};

/** pages/worksheet/WorksheetPage.tsx and its dialogs */
export const worksheetPageTexts = {
  tips: '工单流转：待确认 → 待安装 → 已安装 → 已完成；安装前可以修改或取消。',
  statuses: { 0: '全部', 1: '待确认', 2: '待安装', 3: '已安装', 4: '已完成', 5: '已取消', 6: '其他' } as Record<number, string>,
  searchTypes: { 0: '全部', 1: '车主名称', 2: '安装人员', 3: '车牌号', 4: '设备号' } as Record<number, string>,
  searchType: '搜索类型',
  searchPlaceholder: '安装人员、车主、车牌号、设备号',
  worker: '安装人员',
  workerPlaceholder: '全部安装人员',
  left: '(已离职)',
  terminalType: '设备类型',
  terminalTypePlaceholder: '设备类型',
  startDate: '开始日期',
  endDate: '结束日期',
  search: '查询',
  export: '导出',
  add: '新建工单',
  batchDelete: '删除工单',
  selectFirst: '请先勾选工单',
  confirmDelete: (n: number) => `确定删除选中的${n}个工单吗？`,
  deleted: '删除成功',
  // Table
  times: { createTime: '创建时间', installTime: '预安装时间', confirmTime: '确认时间', installedTime: '安装时间', finishTime: '完成时间', cancelTime: '取消时间' },
  status: '工单状态',
  carOwner: '车主',
  phone: '联系电话',
  vehicles: '车辆列表',
  address: '安装地点',
  remark: '备注',
  actions: '操作',
  view: '查看',
  finish: '完成',
  edit: '修改',
  cancelSheet: '取消',
  confirmFinish: '确定将该工单设为已完成吗？',
  confirmCancel: '确定取消该工单吗？',
  finished: '工单已完成',
  cancelled: '工单已取消',
  empty: '暂无工单',
  total: (n: number) => `共 ${n} 条`,
  // Dialog
  addTitle: '新建工单',
  editTitle: '修改工单',
  viewTitle: '工单详情',
  formOwner: '车主姓名',
  formOwnerPlaceholder: '请输入车主姓名',
  formPhone: '联系电话',
  formPhoneRequired: '请输入联系电话',
  formPhoneRule: '联系电话格式不正确',
  formWorker: '安装人员',
  formWorkerRequired: '请选择安装人员',
  formTime: '预安装时间',
  formTimeRequired: '请选择预安装时间',
  formHasVehicles: '是否安装设备',
  yes: '是',
  no: '否',
  formVehicles: '安装车辆',
  formVehiclesPlaceholder: '输入车牌号或设备号搜索车辆',
  formAddress: '安装地址',
  formAddressRequired: '请输入安装地址',
  formRemark: '备注信息',
  formRemarkPlaceholder: '请备注设备信息（设备名称，设备号）',
  formRemarkRequired: '请备注设备信息（设备名称，设备号）',
  save: '保存',
  ok: '确定',
  cancel: '取消',
  close: '关闭',
  saved: '保存成功',
};

/** shared/WorkOrdersOff.tsx (系统设置 switch 11 off) */
export const workOrdersOffTexts = {
  title: '工单模块已关闭',
  note: '请在右上角「系统设置」中开启工单模块后再使用工单管理和安装人员管理。',
};

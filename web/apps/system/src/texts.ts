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
  fileHint: '仅支持 .xlsx / .xls 文件',
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

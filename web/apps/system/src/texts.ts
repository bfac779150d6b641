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

/** pages/user/UserPage.tsx and its parts (§2.7 用户管理) */
export const userPageTexts = {
  tips: 'TIPS：左侧为您的用户树，点选一个账户查看其下级；删除账户时，该账户下的车币将返回上一级账户。',
  add: '新增用户',
  export: '导出',
  treeSearch: '请输入用户名搜索',
  treeTitle: '用户列表',
  treeEmpty: '没有用户',
  infoTitle: '账户信息',
  account: '登录账户',
  corpName: '客户名称',
  accountType: '账号类型',
  customCode: '客户代码',
  phone: '客户电话',
  group: '绑定车组',
  money: '车币',
  userName: '登录账户',
  userNamePlaceholder: '请输入登录账户',
  search: '查询',
  parentName: '上级账户',
  parentCorp: '上级公司名',
  mobile: '手机号码',
  createTime: '创建时间',
  actions: '操作',
  addSub: '新增下级',
  edit: '修改',
  bind: '绑车',
  resetPassword: '重置密码',
  remove: '删除',
  empty: '暂无下级用户',
  total: (total: number) => `共 ${total} 条`,
  unknown: '—',
  removeTitle: '删除用户',
  removeWarning: '重要提示：帐号被删时，该帐号下的加车币，钻石将返回上一级账号！',
  removeConfirm: (name: string) => `确定删除用户「${name}」吗？`,
  removeSubTitle: '该用户下还有子用户',
  removed: (deleted: number, money: number) => (money > 0 ? `已删除 ${deleted} 个账户，${money} 个车币已返回上一级账号` : `已删除 ${deleted} 个账户`),
  resetTitle: '重置密码',
  resetDoneTitle: '密码已重置',
  resetDoneNote: '新密码只显示这一次，请转告该用户，登录后尽快修改。',
  ok: '确定',
  cancel: '取消',
  exportStarted: '正在导出用户列表…',
};

/** pages/user/components/UserDialog.tsx (§2.7 user form modal) */
export const userDialogTexts = {
  addTitle: '新增用户',
  addSubTitle: (parent: string) => `新增下级用户（上级：${parent}）`,
  editTitle: '修改用户',
  name: '登录账户',
  namePlaceholder: '请输入登录账户',
  nameRequired: '请输入登录账户',
  nameLength: '登录账户长度需为2-32位',
  nameSpaces: '登录账户不能包含空格',
  password: '登录密码',
  passwordPlaceholder: '请输入登录密码（6-32位）',
  passwordRequired: '请输入登录密码',
  passwordLength: '密码长度需为6-32位',
  passwordReset: '重置',
  corpName: '客户名称',
  corpNamePlaceholder: '请输入客户名称',
  corpNameRequired: '请输入客户名称',
  corpNameLength: '客户名称不能超过50个字',
  accountType: '账户类型',
  myCustomer: '我的客户',
  monitorCustomer: '监控客户',
  monitorNote: '监控客户只能查看车辆，不能添加下级用户，也没有下面的用户权限。',
  parent: '上级账户',
  phone: '联系电话',
  phonePlaceholder: '请输入联系电话',
  phoneInvalid: '联系电话格式不正确',
  customCode: '客户代码',
  customCodePlaceholder: '请输入客户代码',
  remark: '备注信息',
  remarkPlaceholder: '请输入备注信息',
  remarkLength: '备注信息不能超过200个字',
  group: '绑定车组',
  groupRequired: '请选择绑定的车组',
  groupHint: '新账户请选中已有车组绑定，或先在车辆管理中新建车组；一个账户只能绑定一个车组（含其下级车组）。',
  rights: '用户权限',
  offOil: '断油电/恢复油电',
  deleteUser: '删除用户权限',
  deleteGroup: '删除车组权限',
  deleteVehicle: '删除车辆权限',
  rightsTips: 'TIPS:更改删除…权限都会改变子级账号对应的权限',
  lockedRight: '您或上级账户没有该权限，不能授予',
  save: '保存',
  cancel: '取消',
  added: (name: string) => `已新增用户「${name}」`,
  updated: (name: string) => `已保存用户「${name}」`,
};

/** pages/user/components/BindGroupDialog.tsx (§2.7 车组绑定 modal) */
export const bindGroupTexts = {
  title: (name: string) => `车组绑定：${name}`,
  search: '请输入车组名',
  selected: '已选择',
  none: '未选择车组',
  current: (name: string) => `当前绑定：${name}`,
  oneGroup: '一个账户只能绑定一个车组（含其下级车组），选择新的车组将替换原来的绑定。',
  empty: '没有可选的车组',
  save: '保存',
  cancel: '取消',
  required: '请选择要绑定的车组',
  bound: (group: string) => `已绑定车组「${group}」`,
};

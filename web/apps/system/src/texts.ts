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

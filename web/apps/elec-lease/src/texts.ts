// Every user-facing text of the elec-lease app in one place (zh-CN), grouped by page and part.
// Texts that take values are functions; the server's msg is shown as it comes.

/** ElecLeaseApp.tsx */
export const appTexts = {
  title: '电动车租赁',
};

/** router/routeTable.tsx: page titles, also the menu's entries */
export const routeTexts = {
  contracts: '合同管理',
  payments: '收款记录',
  collections: '逾期催收',
  risk: '风险合同',
  utilisation: '车辆利用率',
  policy: '处置策略',
  monitor: '实时定位',
};

/** shared/leaseProfile.ts: the words the live map and list of @chelian/tracking use for a bike */
export const leaseNounsTexts = {
  asset: '车辆',
  group: '车组',
  label: '车牌',
  searchFields: '车牌/设备号/SIM卡',
  pickFields: '车牌/设备号/SIM卡',
  name: '车牌号',
  unit: '辆',
  counted: '车',
};

/** pages/monitor/ContractPanel.tsx: the bike's contract in the live map's info window */
export const contractPanelTexts = {
  none: '未出租（无进行中的合同）',
  overdue: (days: number) => `逾期${days}天`,
  onTime: '未逾期',
};

/** layout/LeaseLayout.tsx */
export const layoutTexts = {
  menuLabel: '电动车租赁菜单',
};

/** shared/contracts.ts and the lists that show contracts */
export const contractTexts = {
  statusAll: '全部状态',
  statuses: { 1: '进行中', 2: '逾期', 3: '已结清', 4: '已终止' } as Record<number, string>,
  periods: { 1: '按月', 2: '按周' } as Record<number, string>,
  contractNo: '合同编号',
  rider: '承租人',
  riderIdNo: '身份证号',
  riderPhone: '手机号',
  plate: '车辆',
  group: '所属车组',
  startTime: '起租日期',
  term: '租期',
  termValue: (term: number, period: number) => `${term}${period === 2 ? '周' : '个月'}`,
  rent: '租金（元/期）',
  deposit: '押金（元）',
  status: '状态',
  overdueDays: '逾期天数',
  overdueAmount: '欠款（元）',
  paidAmount: '已付（元）',
  grade: '已执行处置',
  actions: '操作',
  yuan: (v: string) => `¥${v}`,
  days: (n: number) => `${n}天`,
};

/** pages/contracts */
export const contractsPageTexts = {
  tips: '合同按付款计划生成每期应付款；逾期后按处置策略逐级执行通知、语音警告、限速与停车锁车，付清后自动恢复。',
  keyword: '关键字',
  keywordPlaceholder: '合同编号/承租人/手机号/车辆',
  search: '搜索',
  add: '新增合同',
  detail: '详情',
  edit: '修改',
  terminate: '终止',
  terminateConfirm: (no: string) => `确定终止合同 ${no} 吗？终止后不再计算逾期。`,
  terminated: (no: string) => `合同 ${no} 已终止`,
  remove: '删除',
  removeConfirm: (no: string) => `确定删除合同 ${no} 吗？`,
  removed: (no: string) => `合同 ${no} 已删除`,
  empty: '暂无合同',
};

/** pages/contracts/components/ContractDialog.tsx */
export const contractDialogTexts = {
  addTitle: '新增合同',
  editTitle: '修改合同',
  save: '保存',
  cancel: '取消',
  saved: '合同已保存',
  bike: '车辆',
  bikePlaceholder: '请选择空闲车辆',
  period: '付款周期',
  remark: '备注',
  required: (label: string) => `请输入${label}`,
  choose: (label: string) => `请选择${label}`,
  idInvalid: '身份证号格式不正确',
  phoneInvalid: '手机号格式不正确',
  amountInvalid: '请输入金额，最多两位小数',
  idHint: '修改时保留掩码表示不变',
};

/** pages/contracts/components/ContractDetail.tsx */
export const contractDetailTexts = {
  title: (no: string) => `合同详情 ${no}`,
  plan: '付款计划',
  seq: '期数',
  dueTime: '应付日期',
  amount: '应付（元）',
  paid: '已付（元）',
  state: '状态',
  dueStates: { 0: '未到期', 1: '已付', 2: '未付' } as Record<number, string>,
  payments: '收款记录',
  actions: '处置记录',
  actionTime: '时间',
  action: '处置',
  result: '结果',
  speed: '当时车速',
  speedValue: (v: number) => (v < 0 ? '—' : `${v}km/h`),
  total: '合同总额（元）',
  close: '关闭',
};

/** shared/PaymentDialog.tsx */
export const paymentDialogTexts = {
  title: '登记收款',
  contract: '合同',
  amount: '收款金额（元）',
  paidTime: '收款日期',
  method: '收款方式',
  methods: ['现金', '微信', '支付宝', '银行转账'],
  remark: '备注',
  save: '确定',
  cancel: '取消',
  saved: (status: string) => `收款已登记，合同状态：${status}`,
  amountInvalid: '请输入大于0的金额，最多两位小数',
  dateRequired: '请选择收款日期',
};

/** pages/payments */
export const paymentsPageTexts = {
  tips: '收款可手工登记或按模板批量导入；登记后立即重新计算合同逾期，已限速或锁车的车辆自动恢复。',
  keywordPlaceholder: '合同编号/承租人/车辆',
  range: '收款日期',
  search: '搜索',
  record: '登记收款',
  import: '导入收款',
  sum: (v: string) => `合计：¥${v}`,
  paidTime: '收款日期',
  amount: '金额（元）',
  method: '收款方式',
  source: '来源',
  user: '登记人',
  remark: '备注',
  empty: '暂无收款记录',
};

/** pages/payments/components/ImportDialog.tsx */
export const importDialogTexts = {
  title: '导入收款',
  hint: '请按模板填写：合同编号、收款金额（元）、收款日期（如 2026-11-01）、收款方式、备注；每次最多5000行。',
  contractNo: '合同编号',
  amount: '金额',
  paidTime: '收款日期',
};

/** pages/collections */
export const collectionsPageTexts = {
  tips: '逾期合同按逾期天数排列；可直接登记收款，或查看已执行的处置。',
  lastAction: '最近处置',
  lastActionTime: '处置时间',
  record: '登记收款',
  call: '联系',
  empty: '暂无逾期合同',
};

/** pages/risk */
export const riskPageTexts = {
  tips: '风险分由四类事实计算：终端拆除/破坏、长期离线、驶出允许区域、多次逾期（近30天报警）。',
  level: '风险等级',
  levels: { 0: '全部', 1: '中及以上', 2: '高' } as Record<number, string>,
  levelNames: { 0: '低', 1: '中', 2: '高' } as Record<number, string>,
  score: '风险分',
  evidence: '依据',
  lastTime: '最后通信',
  points: (n: number) => `+${n}`,
  empty: '暂无风险合同',
};

/** pages/utilisation */
export const utilisationPageTexts = {
  tips: '利用率 = 租用中 ÷（车辆总数 − 丢失）。维修中、丢失可在下表中标记。',
  rented: '租用中',
  idle: '空闲',
  repair: '维修中',
  lost: '丢失',
  total: '车辆总数',
  rate: '利用率',
  rateValue: (v: number) => `${v}%`,
  byGroup: '各车组车辆状态',
  bikes: '车辆列表',
  plate: '车辆',
  group: '所属车组',
  terminal: '设备号',
  state: '状态',
  mark: '标记',
  markAs: { 0: '恢复运营', 2: '维修中', 3: '丢失' } as Record<number, string>,
  marked: '车辆状态已更新',
  empty: '暂无车辆',
};

/** pages/policy */
export const policyPageTexts = {
  tips: '逾期处置按公司（车组）配置，下级车组沿用上级配置；任何处置在车速高于“锁车车速上限”时都不会锁车，待停车后执行。',
  group: '公司/车组',
  inherited: '当前沿用上级或默认策略，保存后为本车组单独配置',
  own: '本车组已单独配置',
  enabled: '启用自动处置',
  graceDays: '宽限期（天）',
  notifyDays: '逾期通知（逾期第N天）',
  voiceDays: '终端语音警告（逾期第N天）',
  limitDays: '限速（逾期第N天）',
  lockDays: '停车后锁车（逾期第N天）',
  zeroOff: '填0表示不执行该级',
  limitSpeed: '限速值（km/h）',
  normalSpeed: '付清后恢复速度（km/h）',
  lockMaxSpeed: '锁车车速上限（km/h）',
  voiceText: '语音警告内容',
  save: '保存策略',
  saved: '处置策略已保存',
  orderInvalid: '各级处置的逾期天数应逐级递增',
  grades: '处置等级',
  gradeNames: { notifyDays: '逾期通知', voiceDays: '语音警告', limitDays: '限速', lockDays: '停车锁车' },
  step: (name: string, days: number) => `逾期第${days}天：${name}`,
  confirmTitle: '确认启用自动限速/锁车？',
  confirmContent: (steps: string, lockMaxSpeed: number) =>
    `保存后，逾期合同的车辆将由平台自动下发指令：${steps}。车速高于${lockMaxSpeed}km/h时不锁车，停车后执行；付清欠款后自动解除。`,
};

// Every user-facing text of @chelian/ui in one place (zh-CN), grouped by module, so the words are
// reviewed together with the apps' texts.ts. Texts that take values are functions.
import type { AssetWords } from '@chelian/core';

/** instructions/CommandProgress.tsx */
export const commandProgressTexts = {
  progress: (total: number, done: number, ok: number) => `共 ${total} 条指令，已完成 ${done} 条，成功 ${ok} 条`,
  status: '状态',
  result: '结果',
  photos: '查看照片',
};

/** instructions/InstructionsDialog.tsx */
export const instructionsDialogTexts = {
  networkError: '网络异常',
  send: '下发',
  openReport: '查看命令下发报表',
  sendMore: '继续下发',
  close: '关闭',
  confirm: (name: string | number) => `确定要${name}吗？`,
  ok: '确定',
  cancel: '取消',
  titleOf: (name: string | number) => `指令下发 - ${name}`,
  title: '指令下发',
  command: '选择指令',
  commandRequired: '请选择指令',
  none: '暂无指令！',
  notAllowed: '没有该指令的权限或指令不存在',
  speedGuard: (remark: string | number, cutOilMaxKmh: string | number) => `${remark}（限定车速 ${cutOilMaxKmh} km/h）`,
};

/** instructions/CommandForm.tsx */
export const commandFormTexts = {
  choose: (label: string | number) => `请选择${label}`,
};

/** viewer/ImageViewer.tsx */
export const imageViewerTexts = {
  label: '图片查看',
  image: (index: string | number) => `图片 ${index}`,
  previous: '上一张',
  zoomIn: '放大',
  zoomOut: '缩小',
  rotate: '旋转',
  next: '下一张',
  close: '关闭',
};

/** upload/LimitedUpload.tsx */
export const limitedUploadTexts = {
  choose: '选择文件',
};

/** upload/XlsxImportDialog.tsx */
export const xlsxImportTexts = {
  template: '下载模板',
  choose: '选择文件',
  uploading: '正在导入…',
  summary: (total: number, right: number, wrong: number) => `共${total}行，导入成功${right}行，失败${wrong}行`,
  rowNo: '行号',
  result: '结果',
  close: '关闭',
};

/** alarms/AlarmHandleDialog.tsx */
export const alarmHandleDialogTexts = {
  test: '测试',
  falseAlarm: '误报',
  installation: '安装事故',
  other: '其他',
  title: '输入信息',
  ok: '确定',
  cancel: '取消',
  time: '报警时间',
  type: '报警类型',
  address: '报警地址',
  batch: '批量处理',
  batchNote: '条报警（问题类型记为“其他”）',
  result: '问题类型',
  contact: '联系人',
  contactRequired: '请填写联系人',
  phone: '联系电话',
  phoneRequired: '请填写联系电话',
  badPhone: '联系电话格式不正确',
  remark: '备注',
};

/** The texts of the dialogs above that name the asset, made from its words (@chelian/core AssetWords). */
export const assetDialogTexts = (w: AssetWords) => ({
  /** The column and field of the asset's name: 车牌号, 姓名. */
  name: w.name,
  /** 所属车组, 所属分组. */
  ofGroup: `所属${w.group}`,
  group: (group: string) => `${w.group}：${group}`,
  withSubGroups: `（含下级${w.group}）`,
  supported: (count: number) => `可下发 ${count} ${w.unit}`,
  unsupported: (count: number, names: string) => `，${count} ${w.unit}终端不支持：${names}`,
  chosen: (count: string | number) => `已选 ${count} ${w.unit}${w.counted}`,
  one: (name: string | number) => `${w.asset}：${name}`,
  noneSupport: `所选${w.asset}的终端都不支持该指令`,
});

/** antdNotifier.ts */
export const antdNotifierTexts = {
  expiredTitle: '登录已过期',
  expiredText: '您的登录已过期或在别处退出，请重新登录。',
  login: '去登录',
  close: '关闭',
};

/** dialogs/PromptDialog.tsx */
export const promptDialogTexts = {
  ok: '确定',
  cancel: '取消',
};

/** subapp/StandaloneFrame.tsx */
export const standaloneFrameTexts = {
  backToConsole: '返回控制台',
};

/** subapp/GuardedRoutes.tsx */
export const guardedRoutesTexts = {
  forbidden: '无权访问',
  noPermission: (title: string | number) => `您没有「${title}」的使用权限`,
};

/** voice/VoicePanel.tsx */
export const voicePanelTexts = {
  title: (name: string) => `语音消息 - ${name}`,
  record: '录音发送',
  stop: (seconds: number, max: number) => `停止并发送（${seconds}/${max}秒）`,
  upload: '上传语音文件',
  hint: (max: number) => `点击“录音发送”开始录音，最长${max}秒；也可上传WAV或AMR文件。发出的语音在手表上线后送达。`,
  sent: '语音已发送，等待手表确认',
  queued: '手表离线，语音将在上线后发送',
  noMicrophone: '无法使用麦克风，请允许浏览器使用麦克风，或上传语音文件',
  empty: '暂无语音消息',
  time: '时间',
  direction: '方向',
  up: '收到',
  down: '发出',
  duration: '时长',
  status: '状态',
  received: '已接收',
  play: '播放',
  noAudio: '浏览器不支持播放',
};

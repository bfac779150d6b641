// How a report exports (§3.1): every export runs in the download center. An async V3 export
// (export/alarm.json, export/mileage.json) is started with a GET; a V3 file export (export…json) is
// asked with toCenter=1, so the server queues it instead of answering the file. Then the shell's
// 下载列表 tip is opened with a showDownList message.
import { sendMessage, unwrap, type HttpClient, type Params } from '@chelian/core';

export type ReportExport = { kind: 'async'; path: string } | { kind: 'center'; path: string };

/** Starts the export; resolves with the server's message. */
export async function runReportExport(http: HttpClient, how: ReportExport, params: Params): Promise<string | undefined> {
  const reply = await http.get<unknown>(how.path, how.kind === 'center' ? { ...params, toCenter: 1 } : params);
  unwrap(reply);
  sendMessage('showDownList', { visible: true });
  return 'msg' in reply ? reply.msg : undefined;
}

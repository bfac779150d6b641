// How a report exports (§3.1): an async export (export/alarm.json, export/mileage.json) is started
// with a GET and runs in the download center — the shell's 下载列表 tip is opened with a showDownList
// message; a "file" export is downloaded through the request module's hidden frame.
import { sendMessage, unwrap, type HttpClient, type Params } from '@chelian/core';

export type ReportExport = { kind: 'async'; path: string } | { kind: 'file'; path: string };

/** Starts the export; resolves with the server's message for an async one. */
export async function runReportExport(http: HttpClient, how: ReportExport, params: Params): Promise<string | undefined> {
  if (how.kind === 'file') {
    http.exportFile(how.path, params);
    return undefined;
  }
  const reply = await http.get<unknown>(how.path, params);
  unwrap(reply);
  sendMessage('showDownList', { visible: true });
  return 'msg' in reply ? reply.msg : undefined;
}

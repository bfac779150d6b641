// The two ways a report page is read (§3.7): GET (query string) or "POST form" (form-encoded), both
// through the one request module, answered as {data,total} and read into rows and total.
import { unwrap, type HttpClient, type Params } from '@chelian/core';
import { readPage, type ReportPage } from './reportPaging';

export type ReportMethod = 'GET' | 'POST';

export async function fetchReportPage<T>(http: HttpClient, method: ReportMethod, path: string, params: Params): Promise<ReportPage<T>> {
  const reply = method === 'GET' ? await http.get<unknown>(path, params) : await http.post<unknown>(path, params);
  return readPage<T>(unwrap(reply));
}

// Tests of the shared client's rules (console-spec §7) against a fake transport.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../storage/storage';
import { createHttpClient, type ClientOptions } from './client';
import { RequestError } from './errors';
import { EXPORT_FRAME_ID } from './exportFrame';
import type { FileDownload } from './interpret';

interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A transport that records each request and answers with `reply` (JSON bodies as Blobs, like a browser). */
function fakeTransport(reply: FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply) = { data: { flag: 1 } }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const r = typeof reply === 'function' ? reply(config) : reply;
    const headers = r.headers ?? { 'content-type': 'application/json;charset=UTF-8' };
    const data =
      r.data instanceof Blob || typeof r.data === 'string' ? r.data : new Blob([JSON.stringify(r.data ?? {})]);
    return { data, status: r.status ?? 200, statusText: 'OK', headers: new AxiosHeaders(headers), config };
  };
  return { adapter, seen };
}

function header(config: InternalAxiosRequestConfig | undefined, name: string): unknown {
  return AxiosHeaders.from(config?.headers ?? {}).get(name);
}

function makeClient(extra: Partial<ClientOptions> & { adapter: AxiosAdapter }) {
  const onError = vi.fn();
  const saveFile = vi.fn<(file: FileDownload) => void>();
  const client = createHttpClient({ storage: createStorage('main'), platformId: 0, onError, saveFile, ...extra });
  return { client, onError, saveFile };
}

describe('shared client', () => {
  beforeEach(() => localStorage.clear());

  it('sends at once through the browser transport: no cookie read first (issue 28)', async () => {
    // A browser's async cookie store that answers late (behind the page's long tasks): here never.
    const cookieStore = { get: vi.fn(() => new Promise<never>(() => undefined)) };
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    try {
      const client = createHttpClient({ storage: createStorage('main'), platformId: 0, onError: vi.fn() });
      void client.get('/car/v1/api/monitor/loadVehicles', { pageNumber: 1 }, { silent: true });
      expect(send).toHaveBeenCalledTimes(1);
      expect(cookieStore.get).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });

  it('R-HTTP-1 uses a 60000 ms timeout', async () => {
    const t = fakeTransport();
    await makeClient({ adapter: t.adapter }).client.get('/x');
    expect(t.seen[0]?.timeout).toBe(60000);
  });

  it('R-HTTP-2 prefixes relative paths with the passed base URL and leaves absolute URLs alone', async () => {
    const t = fakeTransport();
    const { client } = makeClient({ adapter: t.adapter, baseUrl: 'http://api.test/' });
    await client.get('/car/v1/a.json');
    await client.get('car/v1/b.json');
    await client.get('https://other.test/c.json');
    await client.get('HTTP://other.test/d.json');
    expect(t.seen.map((c) => c.url)).toEqual([
      'http://api.test/car/v1/a.json',
      'http://api.test/car/v1/b.json',
      'https://other.test/c.json',
      'HTTP://other.test/d.json',
    ]);
  });

  it('R-HTTP-2 reads the base URL from storage when none is passed, at each request', async () => {
    const t = fakeTransport();
    const { client } = makeClient({ adapter: t.adapter });
    await client.get('/a');
    localStorage.setItem('main_baseUrl', 'http://stored.test');
    await client.get('/a');
    expect(t.seen.map((c) => c.url)).toEqual(['/a', 'http://stored.test/a']);
  });

  it('R-HTTP-3 sends POST as form-urlencoded and GET as JSON UTF-8 by default', async () => {
    const t = fakeTransport();
    const { client } = makeClient({ adapter: t.adapter });
    await client.post('/p', { username: '张三', n: 1, skip: undefined });
    await client.get('/g', { a: 1 });
    expect(String(header(t.seen[0], 'Content-Type'))).toMatch(/^application\/x-www-form-urlencoded/);
    expect(t.seen[0]?.data).toBe('username=%E5%BC%A0%E4%B8%89&n=1');
    expect(header(t.seen[1], 'Content-Type')).toBe('application/json;charset=UTF-8');
  });

  it('R-HTTP-4 sends an empty Authorization, platformId and sessionId, and userId only with a user', async () => {
    const t = fakeTransport();
    const storage = createStorage('main');
    const { client } = makeClient({ adapter: t.adapter, storage, platformId: 0 });
    storage.set('sessionId', 'sid-9');
    await client.get('/a');
    storage.set('USER', { userId: 42, username: 'u' });
    await client.post('/b');
    const [first, second] = t.seen;
    expect(header(first, 'Authorization')).toBe('');
    expect(header(first, 'platformId')).toBe('0');
    expect(header(first, 'sessionId')).toBe('sid-9');
    expect(header(first, 'userId')).toBeUndefined();
    expect(header(second, 'userId')).toBe('42');
    expect(header(second, 'Authorization')).toBe('');
  });

  it('R-HTTP-5 R-SESS-4 rejects flag 4010 as a login timeout and resolves every other flag', async () => {
    const flags = [4010, 0, 1, 5001, 404];
    const t = fakeTransport((config) => ({ data: { flag: flags[Number(config.url?.slice(1))], msg: 'm' } }));
    const { client } = makeClient({ adapter: t.adapter });
    const expired = await client.get('/0').catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(RequestError);
    expect(expired).toMatchObject({ kind: 'session', flag: 4010, msg: '登陆超时!' });
    for (const i of [1, 2, 3, 4]) {
      await expect(client.get(`/${i}`)).resolves.toMatchObject({ flag: flags[i], msg: 'm' });
    }
  });

  it('R-ERR-1 the 4010 rejection goes to the funnel unless the call is silent', async () => {
    const t = fakeTransport({ data: { flag: 4010 } });
    const { client, onError } = makeClient({ adapter: t.adapter });
    await expect(client.get('/a')).rejects.toMatchObject({ kind: 'session' });
    expect(onError).toHaveBeenCalledTimes(1);
    await expect(client.get('/a', {}, { silent: true })).rejects.toMatchObject({ kind: 'session' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('R-ERR-4 rejects a code other than absent or 0', async () => {
    const codes: unknown[] = [undefined, 0, '0', 500, 'E1'];
    const t = fakeTransport((config) => ({ data: { flag: 1, code: codes[Number(config.url?.slice(1))], msg: '失败了' } }));
    const { client } = makeClient({ adapter: t.adapter });
    await expect(client.get('/0')).resolves.toMatchObject({ flag: 1 });
    await expect(client.get('/1')).resolves.toMatchObject({ flag: 1 });
    await expect(client.get('/2')).resolves.toMatchObject({ flag: 1 });
    await expect(client.get('/3')).rejects.toMatchObject({ kind: 'code', msg: '失败了' });
    await expect(client.get('/4')).rejects.toMatchObject({ kind: 'code' });
  });

  it('R-HTTP-6 resolves a flag-less spreadsheet as a file download and saves it', async () => {
    const blob = new Blob(['xls-bytes'], { type: 'application/vnd.ms-excel' });
    const t = fakeTransport({
      data: blob,
      headers: {
        'content-type': 'application/vnd.ms-excel;charset=UTF-8',
        'content-disposition': "attachment; filename*=UTF-8''%E5%91%8A%E8%AD%A6.xls",
      },
    });
    const { client, saveFile } = makeClient({ adapter: t.adapter });
    const reply = await client.get('/export');
    expect(reply).toMatchObject({ kind: 'file', filename: '告警.xls' });
    expect(saveFile).toHaveBeenCalledWith(reply);
    await expect((reply as FileDownload).blob.text()).resolves.toBe('xls-bytes');
  });

  it('R-HTTP-6 rejects a flag-less reply that is not a spreadsheet', async () => {
    const t = fakeTransport({ data: { msg: 'no flag here' } });
    const { client, onError } = makeClient({ adapter: t.adapter });
    await expect(client.get('/a')).rejects.toMatchObject({ kind: 'format' });
    const html = fakeTransport({ data: '<html></html>', headers: { 'content-type': 'text/html' } });
    await expect(makeClient({ adapter: html.adapter }).client.get('/b')).rejects.toMatchObject({ kind: 'format' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('R-HTTP-7 rejects a transport error with the response', async () => {
    const bad = fakeTransport({ status: 502, data: 'Bad Gateway', headers: { 'content-type': 'text/plain' } });
    const error = await makeClient({ adapter: bad.adapter }).client.get('/a').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'transport', response: { status: 502, data: 'Bad Gateway' } });

    const down: AxiosAdapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    const { client, onError } = makeClient({ adapter: down });
    const network = await client.get('/a').catch((e: unknown) => e);
    expect(network).toMatchObject({ kind: 'transport', response: undefined });
    expect(onError).toHaveBeenCalledWith(network);
  });

  it('R-HTTP-7 judges a non-2xx reply that carries an envelope by its flag', async () => {
    const t = fakeTransport({ status: 401, data: { flag: 4010, msg: '登陆超时!' } });
    await expect(makeClient({ adapter: t.adapter }).client.get('/a')).rejects.toMatchObject({ kind: 'session' });
  });

  it('R-HTTP-8 GET sends params in the query', async () => {
    const t = fakeTransport();
    await makeClient({ adapter: t.adapter }).client.get('/g', { version: 'v4', from: 'carWeb4', none: null });
    const config = t.seen[0];
    expect(config?.method).toBe('get');
    expect(String(config?.params)).toBe('version=v4&from=carWeb4');
  });

  it('R-HTTP-8 POST JSON sends a JSON body', async () => {
    const t = fakeTransport();
    await makeClient({ adapter: t.adapter }).client.postJson('/j', { oldPassword: 'a', newPassword: 'b' });
    expect(t.seen[0]?.method).toBe('post');
    expect(header(t.seen[0], 'Content-Type')).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(String(t.seen[0]?.data))).toEqual({ oldPassword: 'a', newPassword: 'b' });
  });

  it('R-HTTP-8 R-CONST-4 uploads multipart by POST with the field name file', async () => {
    const t = fakeTransport();
    const file = new Blob(['abc'], { type: 'text/plain' });
    await makeClient({ adapter: t.adapter }).client.upload('/u', [file, file], { groupId: 5 });
    const config = t.seen[0];
    expect(config?.method).toBe('post');
    const form = config?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('file')).toHaveLength(2);
    expect(form.get('groupId')).toBe('5');
    expect(header(config, 'sessionId')).toBe('');
    expect(header(config, 'Content-Type')).toBe('multipart/form-data');
  });

  it('R-HTTP-8 JSONP GET loads a script with a callback and applies the reply rules', async () => {
    const { client } = makeClient({ adapter: fakeTransport().adapter, baseUrl: 'http://jp.test' });
    const pending = client.jsonp<{ a: number }>('/geo', { q: 'x' });
    const script = document.head.querySelector('script:last-of-type') as HTMLScriptElement;
    const src = new URL(script.src);
    expect(src.origin + src.pathname).toBe('http://jp.test/geo');
    expect(src.searchParams.get('q')).toBe('x');
    const callback = src.searchParams.get('callback') ?? '';
    (window as unknown as Record<string, (d: unknown) => void>)[callback]?.({ flag: 1, obj: { a: 2 } });
    await expect(pending).resolves.toEqual({ flag: 1, obj: { a: 2 } });
    expect(document.head.contains(script)).toBe(false);

    const expired = client.jsonp('/geo');
    const s2 = document.head.querySelector('script:last-of-type') as HTMLScriptElement;
    const cb2 = new URL(s2.src).searchParams.get('callback') ?? '';
    (window as unknown as Record<string, (d: unknown) => void>)[cb2]?.({ flag: 4010 });
    await expect(expired).rejects.toMatchObject({ kind: 'session' });
  });

  it('R-HTTP-8 exports through a hidden frame carrying the sessionId as a query parameter', () => {
    const storage = createStorage('main');
    storage.set('sessionId', 'sid-x');
    const { client } = makeClient({ adapter: fakeTransport().adapter, storage, baseUrl: 'http://e.test' });
    client.exportFile('/car/v1/accelerate/export/download.json', { id: 3 });
    client.exportFile('/car/v1/accelerate/export/download.json', { id: 4 });
    const frames = document.querySelectorAll(`#${EXPORT_FRAME_ID}`);
    expect(frames).toHaveLength(1);
    const frame = frames[0] as HTMLIFrameElement;
    expect(frame.style.display).toBe('none');
    const url = new URL(frame.src);
    expect(url.pathname).toBe('/car/v1/accelerate/export/download.json');
    expect(url.searchParams.get('id')).toBe('4');
    expect(url.searchParams.get('sessionId')).toBe('sid-x');
  });

  it('R-HTTP-8 blob POST downloads a spreadsheet under the given name', async () => {
    const t = fakeTransport({ data: new Blob(['x']), headers: { 'content-type': 'application/vnd.ms-excel' } });
    const { client, saveFile } = makeClient({ adapter: t.adapter });
    const reply = await client.downloadBlob('/report.xls', { groupId: 1 }, { filename: '里程报表.xls' });
    expect(t.seen[0]?.method).toBe('post');
    expect(JSON.parse(String(t.seen[0]?.data))).toEqual({ groupId: 1 });
    expect(reply).toMatchObject({ kind: 'file', filename: '里程报表.xls' });
    expect(saveFile).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { messageEventName, type HttpClient } from '@chelian/core';
import { runReportExport } from './reportExport';

describe('report exports', () => {
  it('§3.1 an async export is a GET with the report params, then the download list opens (showDownList)', async () => {
    const get = vi.fn(() => Promise.resolve({ flag: 1, msg: '导出任务已创建', obj: null }));
    const opened = vi.fn();
    window.addEventListener(messageEventName('showDownList'), opened);
    const http = { get, exportFile: vi.fn() } as unknown as HttpClient;
    const msg = await runReportExport(http, { kind: 'async', path: '/car/v1/accelerate/export/mileage.json' }, { chooseId: 3, flag: 0 });
    expect(get).toHaveBeenCalledWith('/car/v1/accelerate/export/mileage.json', { chooseId: 3, flag: 0 });
    expect(msg).toBe('导出任务已创建');
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(messageEventName('showDownList'), opened);
  });

  it('a refused async export rejects with the server message and opens nothing', async () => {
    const http = { get: vi.fn(() => Promise.resolve({ flag: 0, msg: '暂无报警数据', obj: null })) } as unknown as HttpClient;
    const opened = vi.fn();
    window.addEventListener(messageEventName('showDownList'), opened);
    await expect(runReportExport(http, { kind: 'async', path: '/x' }, {})).rejects.toThrow('暂无报警数据');
    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(messageEventName('showDownList'), opened);
  });

  it('a file export is asked with toCenter=1 so that it runs in the download center, which then opens', async () => {
    const get = vi.fn(() => Promise.resolve({ flag: 1, msg: '', obj: { id: 5 } }));
    const exportFile = vi.fn();
    const opened = vi.fn();
    window.addEventListener(messageEventName('showDownList'), opened);
    const http = { get, exportFile } as unknown as HttpClient;
    await runReportExport(http, { kind: 'center', path: '/car/v1/accelerate/report/x.json' }, { vehicleId: 1 });
    expect(get).toHaveBeenCalledWith('/car/v1/accelerate/report/x.json', { vehicleId: 1, toCenter: 1 });
    expect(exportFile).not.toHaveBeenCalled();
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(messageEventName('showDownList'), opened);
  });
});

describe('report calls', () => {
  it('§3.7 GET reports go as a query string, "POST form" reports as a form post; the page is read from obj', async () => {
    const { fetchReportPage } = await import('./reportCall');
    const reply = { flag: 1, msg: '', obj: { data: [{ plate: '京A1' }], total: 1, pageNumber: 1, pageSize: 100 } };
    const get = vi.fn(() => Promise.resolve(reply));
    const post = vi.fn(() => Promise.resolve(reply));
    const http = { get, post } as unknown as HttpClient;
    await expect(fetchReportPage(http, 'GET', '/a', { x: 1 })).resolves.toEqual({ rows: [{ plate: '京A1' }], total: 1 });
    expect(get).toHaveBeenCalledWith('/a', { x: 1 });
    await fetchReportPage(http, 'POST', '/b', { y: 2 });
    expect(post).toHaveBeenCalledWith('/b', { y: 2 });
  });
});

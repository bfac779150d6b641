// 批量导入 with a fake request client: an import left on the server is offered on entry (取消 drops
// it with delImportVehicleData, 继续 opens 验证), a wrong row corrected in place goes to
// updateErrorImportVehicle as one corrected row and the lists are read again, and 上传 / 下载模板
// disappear without their button ids.
import '../../../../../packages/ui/src/test/setupDom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope, HttpClient } from '@chelian/core';
import { BUTTON_IMPORT_TEMPLATE, BUTTON_IMPORT_UPLOAD, IMPORT_MENU_ID } from '../../access';
import { menuPage, renderWithMenu } from '../../test/renderWithMenu';
import { ImportPage } from './ImportPage';
import { IMPORT_DATA_PATH, IMPORT_DELETE_PATH, IMPORT_UPDATE_ERROR_PATH, type ImportData } from './service';

const ok = (obj: unknown): Envelope<unknown> => ({ flag: 1, msg: '成功', obj });

const UNFINISHED: ImportData = {
  rightData: [{ id: 1, plate: '粤A1', sim: '', terminalNo: '1001', terminalType: 'GPRS-部标' }],
  rightNum: 1,
  errorData: [{ id: 2, rowNo: 3, plate: '粤A2', sim: '', terminalNo: '1002', terminalType: 'XYZ-9', iccid: '', errorMessage: '设备类型“XYZ-9”不存在' }],
  errorNum: 1,
};
const FIXED: ImportData = { rightData: [...UNFINISHED.rightData, { ...UNFINISHED.errorData[0]!, terminalType: 'GPRS-部标' }], rightNum: 2, errorData: [], errorNum: 0 };

function fakeHttp(data: ImportData) {
  let current = data;
  const get = vi.fn(async (url: string): Promise<Envelope<unknown>> => {
    if (url === IMPORT_DATA_PATH) return ok({ data: current });
    if (url === IMPORT_DELETE_PATH) return ok(null);
    return ok({});
  });
  const postJson = vi.fn(async (): Promise<Envelope<unknown>> => {
    current = FIXED;
    return ok({});
  });
  return { get, postJson, http: { get, postJson, exportFile: vi.fn() } as unknown as HttpClient };
}

const renderPage = (http: HttpClient, buttons = [BUTTON_IMPORT_TEMPLATE, BUTTON_IMPORT_UPLOAD]) =>
  renderWithMenu('/import', [menuPage(IMPORT_MENU_ID, '批量导入', buttons)], <ImportPage />, http);

describe('ImportPage', () => {
  it('§2.7 offers an unfinished import on entry; 取消 drops it on the server', async () => {
    const { http, get } = fakeHttp(UNFINISHED);
    renderPage(http);
    await screen.findByText('你有未完成的进度是否继续？');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(get).toHaveBeenCalledWith(IMPORT_DELETE_PATH));
    expect(screen.getByTestId('import-upload')).toBeTruthy();
  });

  it('继续 opens 验证; a wrong row fixed in place is sent as one corrected row and the lists are read again', async () => {
    const { http, get, postJson } = fakeHttp(UNFINISHED);
    renderPage(http);
    await screen.findByText('你有未完成的进度是否继续？');
    fireEvent.click(screen.getByRole('button', { name: /继\s*续/ }));
    const verify = await screen.findByTestId('import-verify');
    expect(within(verify).getByTestId('import-error-count').textContent).toBe('不合规数据：1条');
    fireEvent.click(within(verify).getByRole('button', { name: /修\s*改/ }));
    fireEvent.change(within(verify).getByLabelText('设备类型'), { target: { value: ' GPRS-部标 ' } });
    fireEvent.click(within(verify).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(postJson).toHaveBeenCalledWith(IMPORT_UPDATE_ERROR_PATH, [
        { id: 2, rowNo: 3, plate: '粤A2', sim: '', terminalNo: '1002', terminalType: 'GPRS-部标', iccid: '' },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('import-error-count').textContent).toBe('不合规数据：0条'));
    expect(get.mock.calls.filter(([url]) => url === IMPORT_DATA_PATH).length).toBeGreaterThanOrEqual(2);
    // No wrong row left: 下一步 goes on without asking.
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByTestId('import-submit');
    expect(screen.getByText('合规数据：2条')).toBeTruthy();
  });

  it('§5.3 上传 (160302) and 下载模板 (160301) are removed without their ids; no prompt without an import', async () => {
    const { http, get } = fakeHttp({ rightData: [], rightNum: 0, errorData: [], errorNum: 0 });
    renderPage(http, []);
    await screen.findByTestId('import-upload');
    await waitFor(() => expect(get).toHaveBeenCalledWith(IMPORT_DATA_PATH, {}, { silent: true }));
    await act(() => Promise.resolve()); // the answer (an empty import) is handled
    expect(screen.queryByText('将文件拖到此处，或点击上传')).toBeNull();
    expect(screen.queryByRole('button', { name: /下载模板/ })).toBeNull();
    expect(screen.queryByText('你有未完成的进度是否继续？')).toBeNull();
  });
});

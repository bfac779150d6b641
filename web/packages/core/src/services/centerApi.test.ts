// The system-center calls: the §7 paths and methods (R-CALL-1), form POST for the V3 download
// list, POST JSON for updates, downloads through the hidden export frame (R-HTTP-8).
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http/client';
import { createCenterApi } from './centerApi';

function fakeHttp() {
  const calls: [string, string, unknown][] = [];
  const answer = (method: string) =>
    vi.fn(async (url: string, data?: unknown) => {
      calls.push([method, url, data]);
      return { flag: 1, obj: {} };
    });
  const exportFile = vi.fn();
  const http = { get: answer('get'), post: answer('post'), postJson: answer('postJson'), exportFile } as unknown as HttpClient;
  return { api: createCenterApi(http), calls, exportFile };
}

describe('center api', () => {
  it('R-CALL-1 calls the §7 paths of the security center, help, exports, health, dictionary and QR codes', async () => {
    const { api, calls } = fakeHttp();
    await api.sendSmsCode('13900001111');
    await api.verifyPhoneCode('13900001111', '123456');
    await api.unbindWxRelation(3);
    await api.updatePrivacy({ loginAlert: 0 });
    await api.accountStatus();
    await api.pageHelp({ pageKey: '/center/notice', pageNumber: 1, pageSize: 10 });
    await api.getHelp(1);
    await api.markHelpRead([1]);
    await api.startExport(3);
    await api.listExports({ pageNumber: 1, pageSize: 10 });
    await api.getHealth();
    await api.updateHealth({ wearerType: 1, heartRateMax: 130 });
    await api.dictionary();
    await api.qrCode({ content: 'x' });
    await api.verifyVehicle({ vehicleId: 5 });
    await api.sendLoginSms({ phone: '13900001111', code: 'AB12', uuid: 'u' });
    await api.phoneAuth({ phone: '13900001111', code: '123456' });
    expect(calls.map(([m, u]) => `${m} ${u}`)).toEqual([
      'postJson /car/v1/api/user/sendSmsCode.json',
      'postJson /car/v1/api/user/phoneCodeVerify.json',
      'postJson /car/v1/api/user/unbindWxRelation.json',
      'postJson /car/v1/api/user/updatePrivacy.json',
      'get /car/v4/api/account/checkStatus.json',
      'get /car/v1/helpCenter/helpMessage/pageHelpMessage',
      'get /car/v1/helpCenter/helpMessage/getHelpMessage',
      'postJson /car/v1/helpCenter/helpMessage/markRead',
      'get /car/v1/accelerate/export/exportDataReport.json',
      'post /car/v1/accelerate/export/listExportRecord.json',
      'get /car/v4/api/health/threshold/getHealthThreshold.json',
      'postJson /car/v4/api/health/threshold/updateHealthThreshold.json',
      'get /car/v4/api/system/dictionary/list.json',
      'get /car/v4/api/prevent/declare/generateQRCode.json',
      'get /car/v4/api/vehicle/vehicleVerify.json',
      'post /oauth/sendLoginSms',
      'post /car/v1/api/userAuth/phoneAuth.json',
    ]);
    expect(calls[9]?.[2]).toEqual({ pageNumber: 1, pageSize: 10 });
  });

  it('R-HTTP-8 downloads an export through the hidden frame (the session goes as a query parameter)', () => {
    const { api, exportFile } = fakeHttp();
    api.downloadExport({ id: 7, fileName: '全部资料_20250101_120000.xlsx' });
    expect(exportFile).toHaveBeenCalledWith('/car/v1/accelerate/export/download.json', { id: 7, fileName: '全部资料_20250101_120000.xlsx' });
  });
});

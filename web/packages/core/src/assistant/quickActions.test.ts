// Tests of the assistant quick actions (console-spec §4) and the assistant configuration call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onMessage } from '../messages/messageBus';
import { createAssistantApi } from './assistantApi';
import { quickActionEffect, runQuickAction } from './quickActions';

const car = { vehicleId: 37706639, plate: '粤B12345', terminalNo: '13800000001', groupName: '一车队' };

describe('assistant quick actions', () => {
  const offs: (() => void)[] = [];
  afterEach(() => offs.splice(0).forEach((off) => off()));

  it('R-QA-1 track opens playback in a new tab with the asset query and urlType=blank', () => {
    expect(quickActionEffect('track', car)).toEqual({
      message: 'goPage',
      detail: { path: '/car/playback', query: { vehicleId: 37706639, plate: '粤B12345', urlType: 'blank' }, newTab: true },
    });
    const heard = vi.fn();
    offs.push(onMessage('goPage', heard));
    runQuickAction('track', car);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ path: '/car/playback', newTab: true }));
  });

  it('R-QA-2 detail opens the vehicle dialog with no tab, location on the follow tab', () => {
    const heard = vi.fn();
    offs.push(onMessage('showVehInfo', heard));
    runQuickAction('detail', car);
    runQuickAction('location', car);
    expect(heard.mock.calls.map((c) => c[0])).toEqual([
      { vehicleId: 37706639, tab: '' },
      { vehicleId: 37706639, tab: 'follow' },
    ]);
  });

  it('R-QA-3 R-ROUTE-9 mileage, alarmDetail and onlineDetail open the report pages in a new tab with the asset query', () => {
    const paths = (['mileage', 'alarmDetail', 'onlineDetail'] as const).map((a) => {
      const e = quickActionEffect(a, car);
      expect(e.message).toBe('goPage');
      if (e.message !== 'goPage') throw new Error('not a page');
      expect(e.detail.newTab).toBe(true);
      expect(e.detail.query).toEqual({ vehicleId: 37706639, plate: '粤B12345' });
      return e.detail.path;
    });
    expect(paths).toEqual([
      '/data-report/dataReport/mileageReport',
      '/data-report/dataReport/alarmInfo',
      '/data-report/dataReport/carDayOnline',
    ]);
  });

  it('R-ASSIST-1 the config carries the server fields plus the stored sessionId', async () => {
    const http = {
      get: vi.fn().mockResolvedValue({ flag: 1, msg: '成功', obj: { enabled: 1, botName: '车联小助手', faq: [], userId: 7 } }),
      postJson: vi.fn().mockResolvedValue({ flag: 1, obj: { kind: 'faq', text: 'a', vehicles: [], suggestions: [] } }),
    };
    const api = createAssistantApi(http as never, () => 'token-1');
    const config = await api.getConfig();
    expect(config).toMatchObject({ botName: '车联小助手', userId: 7, sessionId: 'token-1' });
    await api.chat('', 8);
    expect(http.postJson).toHaveBeenCalledWith('/car/v4/api/assistant/chat.json', { message: '', faqId: 8 });
  });
});

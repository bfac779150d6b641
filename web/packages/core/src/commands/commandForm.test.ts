import { describe, expect, it } from 'vitest';
import { commandMsg, initialCommandValues, validateCommand, validateCommandParam } from './commandForm';
import { commandsForAll, commandsForTerminal, directSentText, findCommand } from './commandMenu';
import type { CommandCatalogue, CommandDef, CommandParam } from './commandTypes';

const seconds: CommandParam = { key: 'seconds', label: '上报间隔', kind: 'int', min: 3, max: 86400, unit: '秒', hint: '', defaultValue: 30, options: [] };
const host: CommandParam = { key: 'host', label: '服务器地址', kind: 'host', min: 1, max: 64, unit: '', hint: '', options: [] };
const port: CommandParam = { key: 'port', label: '端口', kind: 'int', min: 1, max: 65535, unit: '', hint: '', defaultValue: 7788, options: [] };
const flag: CommandParam = {
  key: 'flag', label: '显示方式', kind: 'choice', min: 0, max: 0, unit: '', hint: '', defaultValue: 8,
  options: [{ value: 4, label: '终端显示器显示' }, { value: 8, label: '终端TTS播读' }],
};
const text: CommandParam = { key: 'text', label: '文本内容', kind: 'text', min: 1, max: 10, unit: '', hint: '', options: [] };
const hex: CommandParam = { key: 'data', label: '透传数据', kind: 'hex', min: 1, max: 4, unit: '', hint: '', options: [] };

function def(param: string, params: CommandParam[], extra: Partial<CommandDef> = {}): CommandDef {
  return {
    resourceId: 7000 + params.length, name: param, param, direct: params.length ? 0 : 1, cutOil: 0, speedGuard: 0, confirm: 0,
    remark: '', params, terminalTypes: ['GPRS-部标'], allowed: 1, ...extra,
  };
}

describe('command form (instructions dialog)', () => {
  it('R-DLG-2 starts from the parameters\' defaults', () => {
    expect(initialCommandValues(def('SERVER', [host, port]))).toEqual({ host: '', port: '7788' });
  });

  it('R-DLG-2 validates like the server, with the same Chinese messages', () => {
    expect(validateCommandParam(seconds, '30')).toBeUndefined();
    expect(validateCommandParam(seconds, '2')).toBe('上报间隔应为3到86400之间的整数');
    expect(validateCommandParam(seconds, '3.5')).toBe('上报间隔应为3到86400之间的整数');
    expect(validateCommandParam(host, 'gps.example.com')).toBeUndefined();
    expect(validateCommandParam(host, '10.0.0.1')).toBeUndefined();
    expect(validateCommandParam(host, 'bad host!')).toBe('服务器地址应为IP地址或域名');
    expect(validateCommandParam(flag, '8')).toBeUndefined();
    expect(validateCommandParam(flag, '3')).toBe('请选择显示方式');
    expect(validateCommandParam(text, '')).toBe('请输入文本内容');
    expect(validateCommandParam(text, '一二三四五六七八九十')).toBeUndefined(); // 10 characters, not bytes
    expect(validateCommandParam(text, '一二三四五六七八九十一')).toBe('文本内容不能超过10个字');
    expect(validateCommandParam(hex, '0102ab')).toBeUndefined();
    expect(validateCommandParam(hex, '0102a')).toBe('透传数据应为1到4字节的十六进制数据');
  });

  it('R-DLG-2 joins the values in order; only the last may contain commas', () => {
    const textCommand = def('TEXT', [flag, text]);
    expect(commandMsg(textCommand, { flag: '8', text: '前方施工，请慢行,谢谢' })).toBe('8,前方施工，请慢行,谢谢');
    expect(validateCommand(textCommand, { flag: '8', text: 'a,b' })).toEqual({});
    const server = def('SERVER', [host, port]);
    expect(validateCommand(server, { host: 'a,b', port: '1' })).toEqual({ host: '服务器地址不能包含逗号' });
    expect(validateCommand(server, { host: ' 1.2.3.4 ', port: '70000' })).toEqual({ port: '端口应为1到65535之间的整数' });
    expect(commandMsg(server, { host: ' 1.2.3.4 ', port: '7788' })).toBe('1.2.3.4,7788');
    expect(commandMsg(def('LOCATE', []), {})).toBe('');
  });
});

describe('command menu', () => {
  const locate = def('LOCATE', [], { resourceId: 7003 });
  const photo = def('PHOTO', [], { resourceId: 7012 });
  const cut = def('CUT_OIL', [text], { resourceId: 7001, cutOil: 1, allowed: 0 });
  const catalogue: CommandCatalogue = {
    commands: [cut, locate, photo],
    terminals: [
      { terminalType: 'GPRS-部标', protocol: 'jt808', resourceIdList: [7003, 7012] },
      { terminalType: 'GPRS-GT06', protocol: 'gt06', resourceIdList: [7003] },
    ],
    commandPermission: 1, cutOilPermission: 0, cutOilMaxKmh: 20, refuseOverSpeed: 0,
  };

  it('offers what the terminal type supports and the user may send, in catalogue order', () => {
    expect(commandsForTerminal(catalogue, 'GPRS-部标').map((c) => c.param)).toEqual(['LOCATE', 'PHOTO']);
    expect(commandsForTerminal(catalogue, 'GPRS-GT06').map((c) => c.param)).toEqual(['LOCATE']);
    expect(commandsForTerminal(catalogue, 'KM-01')).toEqual([]);
    expect(commandsForTerminal({ ...catalogue, commandPermission: 0 }, 'GPRS-部标')).toEqual([]);
    expect(commandsForAll(catalogue, ['GPRS-GT06', 'GPRS-部标']).map((c) => c.param)).toEqual(['LOCATE', 'PHOTO']);
    expect(findCommand(catalogue, 'PHOTO')).toBe(photo);
  });

  it('says where the result of a direct-send command appears', () => {
    expect(directSentText('立即定位')).toBe('立即定位命令已下发，结果请查看命令下发报表');
  });
});

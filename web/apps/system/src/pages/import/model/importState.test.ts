// 批量导入's steps and in-place correction of wrong rows (§2.7).
import { describe, expect, it } from 'vitest';
import type { ImportData } from '../service';
import { toImportData } from '../service';
import {
  STEP_INDEX,
  canGoNext,
  correctedRow,
  hasUnfinishedImport,
  importReducer,
  initialImportState,
  missingField,
  needsIgnoreConfirm,
  type ImportState,
} from './importState';

const DATA: ImportData = {
  rightData: [{ terminalNo: '13900000001', terminalType: 'JT808', plate: '粤A00001', sim: '13900000001' }],
  rightNum: 1,
  errorData: [
    { id: 7, terminalNo: '13900000002', terminalType: 'XX', plate: '粤A00002', sim: '139', errorMessage: '设备类型不存在' },
    { id: 8, rowNo: 4, terminalNo: '', terminalType: 'JT808', plate: '粤A00003', sim: '13900000003', iccid: '', errorMessage: '设备号不能为空' },
  ],
  errorNum: 2,
};

const verifying = (): ImportState => importReducer(initialImportState, { type: 'loaded', data: DATA });

describe('import steps', () => {
  it('§2.7 upload → 验证 with the rows read back; 下一步 asks while wrong rows remain', () => {
    const s = verifying();
    expect(s.step).toBe('verify');
    expect(STEP_INDEX[s.step]).toBe(1);
    expect(needsIgnoreConfirm(s)).toBe(true);
    const next = importReducer(s, { type: 'next' });
    expect(next.step).toBe('submit');
    expect(importReducer(next, { type: 'back' }).step).toBe('verify');
  });

  it('no 下一步 without a right row, nor while a row is being corrected', () => {
    const none = importReducer(initialImportState, { type: 'loaded', data: { ...DATA, rightData: [], rightNum: 0 } });
    expect(canGoNext(none)).toBe(false);
    expect(importReducer(none, { type: 'next' }).step).toBe('verify');
    const editing = importReducer(verifying(), { type: 'edit', index: 0 });
    expect(importReducer(editing, { type: 'next' }).step).toBe('verify');
  });

  it('the submit leads to the success panel, which 重新导入 leaves', () => {
    const s = importReducer(importReducer(verifying(), { type: 'next' }), { type: 'submitted', count: 1, groupId: 3, groupName: '一车队' });
    expect(s.step).toBe('done');
    expect(STEP_INDEX[s.step]).toBe(2);
    expect(s.done).toEqual({ count: 1, groupId: 3, groupName: '一车队' });
    expect(importReducer(s, { type: 'reset' })).toBe(initialImportState);
  });

  it('an unfinished import is one with rows on the server', () => {
    expect(hasUnfinishedImport(DATA)).toBe(true);
    expect(hasUnfinishedImport(toImportData(undefined))).toBe(false);
    expect(hasUnfinishedImport(toImportData({ errorNum: 2 }))).toBe(true);
  });
});

describe('correcting a wrong row in place', () => {
  it('§2.7 修改 copies the row, typing changes only the draft, 取消 drops it', () => {
    const s = importReducer(importReducer(verifying(), { type: 'edit', index: 0 }), { type: 'change', field: 'terminalType', value: 'JT808' });
    expect(s.editing?.draft.terminalType).toBe('JT808');
    expect(s.data.errorData[0]?.terminalType).toBe('XX');
    expect(importReducer(s, { type: 'cancelEdit' }).editing).toBeNull();
  });

  it('保存 sends the server’s keys back, trimmed, without the error message', () => {
    const s = importReducer(importReducer(verifying(), { type: 'edit', index: 1 }), { type: 'change', field: 'terminalNo', value: ' 13900000003 ' });
    expect(correctedRow(s.editing!.draft)).toEqual({ id: 8, rowNo: 4, terminalNo: '13900000003', terminalType: 'JT808', plate: '粤A00003', sim: '13900000003', iccid: '' });
  });

  it('a required field left empty is named before anything is sent', () => {
    expect(missingField(DATA.errorData[1]!)).toBe('terminalNo');
    expect(missingField(DATA.errorData[0]!)).toBeUndefined();
    expect(missingField({ ...DATA.errorData[0]!, plate: ' ' })).toBe('plate');
  });

  it('the server’s answer after a save replaces the lists and ends the editing', () => {
    const fixed: ImportData = { ...DATA, rightNum: 2, errorNum: 1, errorData: [DATA.errorData[1]!] };
    const s = importReducer(importReducer(verifying(), { type: 'edit', index: 0 }), { type: 'refreshed', data: fixed });
    expect(s.editing).toBeNull();
    expect(s.data.errorNum).toBe(1);
    expect(s.step).toBe('verify');
  });

  it('修改 does nothing outside 验证 or for a row that is not there', () => {
    expect(importReducer(initialImportState, { type: 'edit', index: 0 }).editing).toBeNull();
    expect(importReducer(verifying(), { type: 'edit', index: 5 }).editing).toBeNull();
  });
});

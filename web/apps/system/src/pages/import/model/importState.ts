// The steps of 批量导入 (§2.7: 上传 → 验证 → 提交, then the success panel), pure: what the upload or
// the resumed import read back, the wrong row being corrected in place (one at a time), moving
// between the steps, and what a corrected row sends to updateErrorImportVehicle.
import type { ImportData, ImportRow } from '../service';

export type ImportStep = 'upload' | 'verify' | 'submit' | 'done';

/** The step indicator's position of each step (the success panel stays on 提交). */
export const STEP_INDEX: Record<ImportStep, number> = { upload: 0, verify: 1, submit: 2, done: 2 };

/** The fields of a row the user can correct. */
export type EditableField = 'plate' | 'sim' | 'terminalNo' | 'terminalType' | 'iccid';
export const EDITABLE_FIELDS: readonly EditableField[] = ['plate', 'sim', 'terminalNo', 'terminalType', 'iccid'];
/** The fields a row needs (the server checks the formats). */
export type RequiredField = 'plate' | 'terminalNo' | 'terminalType';

export interface ImportState {
  step: ImportStep;
  data: ImportData;
  /** The wrong row being corrected: its position in errorData and the values typed so far. */
  editing: { index: number; draft: ImportRow } | null;
  /** What the submit put where (the success panel). */
  done: { count: number; groupId: number; groupName: string } | null;
}

export type ImportAction =
  | { type: 'loaded'; data: ImportData }
  | { type: 'refreshed'; data: ImportData }
  | { type: 'edit'; index: number }
  | { type: 'change'; field: EditableField; value: string }
  | { type: 'cancelEdit' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submitted'; count: number; groupId: number; groupName: string }
  | { type: 'reset' };

export const EMPTY_IMPORT: ImportData = { rightData: [], rightNum: 0, errorData: [], errorNum: 0 };

export const initialImportState: ImportState = { step: 'upload', data: EMPTY_IMPORT, editing: null, done: null };

/** Whether the server holds rows of an import not submitted yet (the resume prompt on entry). */
export function hasUnfinishedImport(data: ImportData): boolean {
  return data.rightNum + data.errorNum > 0 || data.rightData.length + data.errorData.length > 0;
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'loaded':
      return { step: 'verify', data: action.data, editing: null, done: null };
    case 'refreshed':
      return { ...state, data: action.data, editing: null };
    case 'edit': {
      const row = state.data.errorData[action.index];
      if (!row || state.step !== 'verify') return state;
      return { ...state, editing: { index: action.index, draft: { ...row } } };
    }
    case 'change':
      if (!state.editing) return state;
      return { ...state, editing: { ...state.editing, draft: { ...state.editing.draft, [action.field]: action.value } } };
    case 'cancelEdit':
      return { ...state, editing: null };
    case 'next':
      return state.step === 'verify' && canGoNext(state) ? { ...state, step: 'submit', editing: null } : state;
    case 'back':
      return state.step === 'submit' ? { ...state, step: 'verify' } : state;
    case 'submitted':
      return { ...state, step: 'done', editing: null, done: { count: action.count, groupId: action.groupId, groupName: action.groupName } };
    case 'reset':
      return initialImportState;
  }
}

/** 下一步 needs at least one right row and no row half-corrected. */
export function canGoNext(state: ImportState): boolean {
  return state.editing === null && state.data.rightNum > 0;
}

/** 下一步 asks "是否忽略不合法的数据进行下一步？" while wrong rows remain. */
export function needsIgnoreConfirm(state: ImportState): boolean {
  return state.data.errorNum > 0;
}

/** The required field left empty in a draft, if any (the server checks the rest). */
export function missingField(draft: ImportRow): RequiredField | undefined {
  return (['plate', 'terminalNo', 'terminalType'] as const).find((f) => !String(draft[f] ?? '').trim());
}

/** The corrected row as updateErrorImportVehicle takes it: the server's keys kept, texts trimmed, no error message. */
export function correctedRow(draft: ImportRow): ImportRow {
  const { errorMessage: _dropped, ...rest } = draft;
  void _dropped;
  const out: ImportRow = { ...rest };
  for (const f of EDITABLE_FIELDS) out[f] = String(draft[f] ?? '').trim();
  return out;
}

// Upload selection rules (R-VAL-3, R-CONST-4): an optional file-count limit with an exceed
// handler, and only the first file when the upload is not multiple. Field `file`, method post.
import { UPLOAD_FIELD_NAME, UPLOAD_METHOD } from '../constants';

export const UPLOAD_DEFAULTS = { name: UPLOAD_FIELD_NAME, method: UPLOAD_METHOD } as const;

export interface UploadLimitOptions<T> {
  multiple?: boolean;
  /** Most files the upload holds; none when absent. */
  limit?: number;
  /** Files already chosen. */
  existingCount?: number;
  /** Called with the chosen files and the existing count when the limit would be passed. */
  onExceed?: (files: T[], existingCount: number) => void;
}

/** The files to take from a selection; [] when the limit is exceeded (after calling onExceed). */
export function acceptFiles<T>(selected: readonly T[], options: UploadLimitOptions<T> = {}): T[] {
  const files = options.multiple ? [...selected] : selected.slice(0, 1);
  const existing = options.existingCount ?? 0;
  if (options.limit !== undefined && existing + files.length > options.limit) {
    options.onExceed?.(files, existing);
    return [];
  }
  return files;
}

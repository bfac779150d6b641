import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_DEFAULTS, acceptFiles } from './uploadLimit';

describe('upload limits', () => {
  it('R-VAL-3 takes only the first file when not multiple', () => {
    expect(acceptFiles(['a', 'b', 'c'])).toEqual(['a']);
    expect(acceptFiles(['a', 'b', 'c'], { multiple: true })).toEqual(['a', 'b', 'c']);
  });

  it('R-VAL-3 calls the exceed handler and takes nothing when the count limit would be passed', () => {
    const onExceed = vi.fn();
    expect(acceptFiles(['a', 'b'], { multiple: true, limit: 3, existingCount: 2, onExceed })).toEqual([]);
    expect(onExceed).toHaveBeenCalledWith(['a', 'b'], 2);
    expect(acceptFiles(['a'], { multiple: true, limit: 3, existingCount: 2, onExceed })).toEqual(['a']);
    expect(onExceed).toHaveBeenCalledTimes(1);
    // Without a limit anything goes.
    expect(acceptFiles(['a', 'b'], { multiple: true, existingCount: 99 })).toEqual(['a', 'b']);
  });

  it('R-CONST-4 uploads under the field name file with method post', () => {
    expect(UPLOAD_DEFAULTS).toEqual({ name: 'file', method: 'post' });
  });
});

// Tests of where a goPage message leads.
import { describe, expect, it } from 'vitest';
import { goPageTarget } from './useShellMessages';

describe('goPage', () => {
  it('R-MSG-1 builds the goPage target with its query; newTab opens a new tab', () => {
    expect(goPageTarget({ path: '/car/playback', query: { vehicleId: 37706639, urlType: 'blank' }, newTab: true })).toEqual({
      url: '/car/playback?vehicleId=37706639&urlType=blank',
      newTab: true,
    });
    expect(goPageTarget({ path: '/center/download' })).toEqual({ url: '/center/download', newTab: false });
  });
});

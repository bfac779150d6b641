import { describe, expect, it } from 'vitest';
import { vehicleIdOfSearch } from './useFocusFromUrl';

describe('monitor opened for a vehicle', () => {
  it('§2.5 查看详情 passes vehicleId; anything else focuses nothing', () => {
    expect(vehicleIdOfSearch('?vehicleId=12&groupId=3&plate=%E7%B2%A4A1')).toBe(12);
    expect(vehicleIdOfSearch('?plate=x')).toBeUndefined();
    expect(vehicleIdOfSearch('?vehicleId=abc')).toBeUndefined();
    expect(vehicleIdOfSearch('')).toBeUndefined();
  });
});

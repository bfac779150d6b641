import { describe, expect, it } from 'vitest';
import { markerFeatures } from './markerFeatures';
import { buildTrack, type TrackPoint } from './trackModel';

const point = (over: Partial<TrackPoint>): TrackPoint => ({ t: '2025-01-01 10:00:00', a: 22.5, o: 114, s: 40, d: 90, g: 100, e: 0, i: 1, x: 1, m: 0, b: 0, u: 0, ...over });

describe('markerFeatures', () => {
  it('marks start, end, stops with their duration, alarms and places', () => {
    const track = buildTrack([point({}), point({ o: 114.01, x: 2, m: 900 }), point({ o: 114.02 })], 'wgs84');
    const alarms = [{ alarmId: 1, type: '超速报警', enType: 'overSpeed', timeBegin: '', latBegin: 22.5, lonBegin: 114.005, speedBegin: 90 }];
    const places = [{ aB: 22.6, oB: 114.1, n: 3, sT: 7200, details: [] }];
    const kinds = markerFeatures({ track, alarms, places, crs: 'wgs84' }).features.map((f) => [f.properties.kind, f.properties.mark || f.properties.label]);
    expect(kinds).toEqual([
      ['place', ''],
      ['alarm', '超速报警'],
      ['stop', '停15分钟'],
      ['start', '起'],
      ['end', '终'],
    ]);
  });

  it('is empty without a track and data', () => {
    expect(markerFeatures({ track: undefined, alarms: [], places: [], crs: 'wgs84' }).features).toEqual([]);
  });
});

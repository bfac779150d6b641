// The parameters each report page sends, by their V3 names (v3-console-inventory §3.7).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ReportTarget, TimeRange } from '@chelian/reports';
import { alarmDetailParams, alarmParams, type AlarmRow } from './alarmInfo/service';
import { accDetailParams, accParams, type AccRow } from './driving/service';
import { dayOnlineParams, onlineRateByDay, DAY_ONLINE_PATH } from './dayOnline/service';
import { energyParams } from './energy/service';
import { readStops, stopsParams, visitMinutes } from './frequentStops/service';
import { commandParams } from './instruction/service';
import { lockAlarmParams } from './lockAlarm/service';
import { lockOperationParams } from './lockOperation/service';
import { idTypeParams } from './maintain/service';
import { mileageDetailParams, mileageParams } from './mileage/service';
import { obdParams } from './obd/service';
import { offlineParams } from './offline/service';
import { operationParams } from './operation/service';
import { parkingParams } from './parking/service';
import { totalMileageParams } from './totalMileage/service';

const range: TimeRange = [dayjs('2026-11-01 00:00:00'), dayjs('2026-11-03 23:59:59')];
const group: ReportTarget = { kind: 'group', id: 5, name: '一车队' };
const vehicle: ReportTarget = { kind: 'vehicle', id: 42, name: '京A00001' };
const times = { startTime: '2026-11-01 00:00:00', endTime: '2026-11-03 23:59:59' };

describe('report parameters (§3.7 V3 names)', () => {
  it('1501 alarmAnalysis: Param + startTime, endTime, alarmTypes (comma codes); 报警明细 the row', () => {
    expect(alarmParams({ target: group, range, alarmTypes: ['overSpeed', 'inRegionAlarm,outRegionAlarm'] })).toEqual({
      chooseId: 5, groupId: 5, flag: 0, longStay: 0, ...times, alarmTypes: 'overSpeed,inRegionAlarm,outRegionAlarm',
    });
    const row = { vehicleId: 42, type: '超速报警', startTime: 'a', endTime: 'b' } as AlarmRow;
    expect(alarmDetailParams(row)).toEqual({ vehicleId: 42, type: '超速报警', startTime: 'a', endTime: 'b' });
  });

  it('1502 pageOffOnline: beginOffTimeMin / endOffTimeMin in minutes (天 ×1440, 时 ×60), target optional', () => {
    expect(offlineParams({ target: undefined, min: 1, max: 7, unit: 'day' })).toEqual({ longStay: 0, beginOffTimeMin: 1440, endOffTimeMin: 10080 });
    expect(offlineParams({ target: vehicle, min: 2, max: null, unit: 'hour' })).toEqual({ chooseId: 42, flag: 1, longStay: 0, beginOffTimeMin: 120, endOffTimeMin: 0 });
  });

  it('1503 pageAccReport / pageAccDetail: accBeginTime, accEndTime, accState', () => {
    const f = { target: group, range, accState: 1 as const };
    expect(accParams(f)).toEqual({ chooseId: 5, groupId: 5, flag: 0, longStay: 0, accBeginTime: times.startTime, accEndTime: times.endTime, accState: 1 });
    expect(accDetailParams({ vehicleId: 9 } as AccRow, f)).toEqual({ vehicleId: 9, accBeginTime: times.startTime, accEndTime: times.endTime, accState: 1 });
  });

  it('1504 pageNowStopReport: min = 天×24 + 时 hours', () => {
    expect(parkingParams({ target: vehicle, days: 2, hours: 3 })).toEqual({ chooseId: 42, flag: 1, longStay: 0, min: 51 });
  });

  it('1505 pageStopReport: vehicleId, runStopBeginTime, runStopEndTime, spaceTime; rows carry the vehicle', () => {
    expect(stopsParams({ target: vehicle, range, minutes: 30 })).toEqual({
      vehicleId: 42, runStopBeginTime: times.startTime, runStopEndTime: times.endTime, spaceTime: 30, longStay: 0,
    });
    const page = readStops({ data: { dvehicleInfo: { plate: '京A00001', groupName: '一车队' }, newRunStopReportDTOS: [{ aB: 30, oB: 120, n: 2 }] }, total: 1 });
    expect(page).toEqual({ rows: [{ aB: 30, oB: 120, n: 2, plate: '京A00001', groupName: '一车队' }], total: 1 });
    expect(visitMinutes({ beginTime: '2026-11-01 10:00:00', endTime: '2026-11-01 11:30:00' })).toBe(90);
  });

  it('1506 pageEnergyReport: percent, gl l/g, longStay', () => {
    expect(energyParams({ gl: 'g', percent: 30 })).toEqual({ percent: 30, gl: 'g', longStay: 0 });
  });

  it('1507 pageMileage: Param + startTime/endTime; listMileageDetail: vehicleId + times', () => {
    expect(mileageParams({ target: vehicle, range })).toEqual({ chooseId: 42, flag: 1, longStay: 0, ...times });
    expect(mileageDetailParams(42, { target: vehicle, range })).toEqual({ vehicleId: 42, ...times });
  });

  it('1508 pageTotalMileageReport: Param only; 1509 pageCommandReport: Param + times', () => {
    expect(totalMileageParams(group)).toEqual({ chooseId: 5, groupId: 5, flag: 0, longStay: 0 });
    expect(commandParams({ target: group, range })).toEqual({ chooseId: 5, groupId: 5, flag: 0, longStay: 0, ...times });
  });

  it('1510 pageOperRecord: flag 0/1 and vehicleFlag −1 all / 0 group / 1 vehicle', () => {
    expect(operationParams({ range, flag: 0, target: vehicle })).toEqual({ ...times, flag: 0, vehicleFlag: -1 });
    expect(operationParams({ range, flag: 1, target: undefined })).toEqual({ ...times, flag: 1, vehicleFlag: -1 });
    expect(operationParams({ range, flag: 1, target: vehicle })).toEqual({ ...times, flag: 1, vehicleFlag: 1, vehicleId: 42 });
    expect(operationParams({ range, flag: 1, target: group })).toEqual({ ...times, flag: 1, vehicleFlag: 0, groupId: 5 });
  });

  it('1511/1512 maintenance and insurance: id + type (1 vehicle, else group) instead of chooseId/flag', () => {
    expect(idTypeParams({ target: vehicle, range })).toEqual({ id: 42, type: 1, ...times });
    expect(idTypeParams({ target: group, range })).toEqual({ id: 5, type: 0, ...times });
  });

  it('1513 pageOBDAlarmList: alarmTypes, vehicleId or groupId, times', () => {
    expect(obdParams({ target: group, range, alarmTypes: ['obdCollision', 'obdTrailer'] })).toEqual({ groupId: 5, alarmTypes: 'obdCollision,obdTrailer', ...times });
  });

  it('1514/1515 logistics locks: vehicleId, beginTime/endTime, alarmTypes or queryType/type', () => {
    const be = { beginTime: times.startTime, endTime: times.endTime };
    expect(lockAlarmParams({ target: vehicle, range, alarmTypes: ['pryingAlarm'] })).toEqual({ vehicleId: 42, alarmTypes: 'pryingAlarm', ...be });
    expect(lockOperationParams({ target: vehicle, range, queryType: 2, type: 1 })).toEqual({ vehicleId: 42, ...be, queryType: 2, type: 1 });
  });

  it('R-ROUTE-9 carDayOnline: chooseId, flag, startTime, endTime on the one path constant; online rate per day', () => {
    expect(DAY_ONLINE_PATH).toBe('/car/v1/accelerate/report/carDayOnline/pageCarDayOnline.json');
    expect(dayOnlineParams({ target: vehicle, range })).toEqual({ chooseId: 42, flag: 1, ...times });
    const rate = onlineRateByDay([
      { vehicleId: 1, plate: 'a', groupName: 'g', date: '2026-11-02', onlineMinutes: 0 },
      { vehicleId: 2, plate: 'b', groupName: 'g', date: '2026-11-02', onlineMinutes: 30 },
      { vehicleId: 3, plate: 'c', groupName: 'g', date: '2026-11-02', onlineMinutes: 1440 },
      { vehicleId: 1, plate: 'a', groupName: 'g', date: '2026-11-01', onlineMinutes: 5 },
    ]);
    expect(rate).toEqual({ categories: ['2026-11-01', '2026-11-02'], values: [100, 66.7] });
  });
});

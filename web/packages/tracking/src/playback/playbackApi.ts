// Every call of the playback page, through the shared request client (api-contract §2.8,
// v3-console-inventory §3.4, §3.6): vehicle search, track points, trips summary, the period's
// alarms, frequent stop places, the export, the vehicle's fences and the base maps. The search
// finds assets of the profile's kind.
import { isFileDownload, unwrap, type HttpClient } from '@chelian/core';
import { loadMapConfig, type MapConfig } from '../map/baseLayers';
import { searchVehicles, type VehicleMatch } from '../vehicle/vehicleSearch';
import { fetchRoundFence, fetchVehicleFences, type FenceRow, type RoundFence } from '../places/fenceApi';
import type { AssetKind } from '../profile/assetProfile';
import type { TimeRange } from './model/rangePresets';
import type { TrackReply } from './model/trackModel';
import { replyFromColumns, type TrackColumnsReply } from './model/trackColumns';

export type { VehicleMatch };

export interface TrackQuery extends TimeRange {
  vehicleId: number;
  /** 静止时间: stops shorter than this many minutes are not shown as stops. */
  filterTime: number;
}

export interface TripSummary {
  tripCount: number;
  stopCount: number;
  driveSeconds: number;
  stopSeconds: number;
  tripMileage: number;
}

export interface PeriodAlarm {
  alarmId: number;
  type: string;
  enType: string;
  timeBegin: string;
  timeEnd?: string;
  latBegin: number;
  lonBegin: number;
  speedBegin: number;
}

export interface StopPlace {
  aB: number;
  oB: number;
  /** number of stops */
  n: number;
  /** total seconds */
  sT: number;
  details: Array<{ num: number; spaceTime: number; beginTime: string; endTime: string }>;
}

export interface ExportJob {
  id: number;
  fileName: string;
  total: number;
}

export const TRACK_PATH = '/car/v1/accelerate/track/listVehTrackPoint.json';
export const TRIPS_PATH = '/car/v1/accelerate/track/listTrips.json';
export const ALARMS_PATH = '/car/v1/accelerate/report/alarm/alarmInfoList.json';
export const STOP_PLACES_PATH = '/car/v1/accelerate/report/stopReport/pageStopReport.json';
export const EXPORT_SIMPLE_PATH = '/car/v1/accelerate/track/exportSimple.json';
export const EXPORT_JOB_PATH = '/car/v1/accelerate/track/export.json';
/** Fewer points than this export as a file at once; more go to the download center. */
export const DIRECT_EXPORT_MAX = 2000;
/** 经常停留点: stops of at least 30 minutes over the last 30 days (the server's default period). */
export const STOP_PLACE_MINUTES = 30;

export function createPlaybackApi(http: HttpClient, kind?: AssetKind) {
  return {
    /** The base maps (the offline map alone when they cannot be read). */
    mapConfig: (): Promise<MapConfig> => loadMapConfig(http),
    /** The fences bound to the vehicle and its own circle. */
    vehicleFences: (vehicleId: number): Promise<FenceRow[]> => fetchVehicleFences(http, vehicleId),
    roundFence: (vehicleId: number): Promise<RoundFence> => fetchRoundFence(http, vehicleId),
    searchVehicles: (keyword: string): Promise<VehicleMatch[]> => searchVehicles(http, keyword, kind),
    /** Asked for as columns (D175); a server without them answers trackList, read as it is. */
    async trackPoints(q: TrackQuery): Promise<TrackReply> {
      const obj = unwrap(await http.get<TrackReply | TrackColumnsReply>(TRACK_PATH, { ...q, columns: 1 }));
      return 'columns' in obj.data ? replyFromColumns(obj as TrackColumnsReply) : (obj as TrackReply);
    },
    async trips(q: TrackQuery): Promise<TripSummary> {
      return unwrap(await http.get<{ summary: TripSummary }>(TRIPS_PATH, { ...q }, { silent: true })).summary;
    },
    async alarms(q: TrackQuery): Promise<PeriodAlarm[]> {
      const obj = unwrap(
        await http.get<{ data: PeriodAlarm[] }>(ALARMS_PATH, {
          vehicleId: q.vehicleId,
          startTime: q.beginTime,
          endTime: q.endTime,
          pageNumber: 1,
          pageSize: 1000,
        }),
      );
      return obj.data;
    },
    async stopPlaces(vehicleId: number): Promise<StopPlace[]> {
      const obj = unwrap(
        await http.get<{ data: { newRunStopReportDTOS: StopPlace[] } }>(STOP_PLACES_PATH, { vehicleId, spaceTime: STOP_PLACE_MINUTES, pageNumber: 1, pageSize: 100 }),
      );
      return obj.data.newRunStopReportDTOS;
    },
    /** The .xlsx at once (saved by the client) for fewer than DIRECT_EXPORT_MAX points. */
    async exportFile(q: TrackQuery): Promise<void> {
      const reply = await http.get(EXPORT_SIMPLE_PATH, { ...q });
      if (!isFileDownload(reply)) unwrap(reply);
    },
    /** An export job of the download center (轨迹记录). */
    async exportJob(q: TrackQuery): Promise<ExportJob> {
      return unwrap(await http.get<ExportJob>(EXPORT_JOB_PATH, { ...q }));
    },
  };
}

export type PlaybackApi = ReturnType<typeof createPlaybackApi>;

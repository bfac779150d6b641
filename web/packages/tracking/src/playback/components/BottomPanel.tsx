// The panel under the map: tabs 轨迹详情 / 报警详情 / 经常停留点 / 围栏, the mileage summary,
// what the map shows (报警点, 经常停留点, 围栏, 速度颜色), the export button; it can be folded.
import { memo, type ReactNode } from 'react';
import { Button, Checkbox, Tabs } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { durationText } from '../../vehicle/vehicleTexts';
import type { FenceShape } from '../../places/placeGeometry';
import type { MileageSummary, Track } from '../model/trackModel';
import type { PeriodAlarm, StopPlace, TripSummary } from '../playbackApi';
import { AlarmTable } from './AlarmTable';
import { FenceTags } from './FenceTags';
import { StopPlaceTable } from './StopPlaceTable';
import { TrackTable } from './TrackTable';
import type { AssetProfile } from '../../profile/assetProfile';
import styles from '../TrackPlayback.module.css';
import { bottomPanelTexts as texts } from '../../texts';

export interface MapShows {
  alarms: boolean;
  places: boolean;
  fences: boolean;
  speed: boolean;
}

export interface BottomPanelProps {
  profile: AssetProfile;
  track: Track | undefined;
  plate: string;
  alarms: readonly PeriodAlarm[];
  alarmsLoading: boolean;
  places: readonly StopPlace[];
  placesLoading: boolean;
  fences: readonly FenceShape[];
  mileage: MileageSummary | undefined;
  trips: TripSummary | undefined;
  shows: MapShows;
  onShows: (s: MapShows) => void;
  open: boolean;
  onOpen: (open: boolean) => void;
  onPick: (index: number) => void;
  exportButton: ReactNode;
}

const TABLE_HEIGHT = 150;

function Summary({ mileage, trips }: { mileage: MileageSummary | undefined; trips: TripSummary | undefined }) {
  const km = (v: number | undefined) => (v === undefined ? '--' : `${v.toFixed(2)} km`);
  return (
    <span className={styles.summary} data-testid="mileage-summary">{texts.mileageBegin}{km(mileage?.begin)}{texts.mileageEnd}{km(mileage?.end)}{texts.mileageDriven}{km(mileage?.driven)}
      {trips && texts.trips(trips.tripCount, durationText(trips.driveSeconds * 1000) || texts.zeroSeconds, trips.stopCount)}
    </span>
  );
}

export const BottomPanel = memo(function BottomPanel(p: BottomPanelProps) {
  const toggle = (key: keyof MapShows) => (e: { target: { checked: boolean } }) => p.onShows({ ...p.shows, [key]: e.target.checked });
  const toolbar = (
    <div className={styles.bottomBar}>
      <Summary mileage={p.mileage} trips={p.trips} />
      <span className={styles.spacer} />
      <Checkbox checked={p.shows.speed} onChange={toggle('speed')}>{texts.speedColors}</Checkbox>
      <Checkbox checked={p.shows.alarms} onChange={toggle('alarms')}>{texts.alarmPoints}</Checkbox>
      <Checkbox checked={p.shows.places} onChange={toggle('places')}>{texts.stopPlaces}</Checkbox>
      <Checkbox checked={p.shows.fences} onChange={toggle('fences')}>{texts.fences}</Checkbox>
      {p.exportButton}
      <Button size="small" type="text" icon={p.open ? <DownOutlined /> : <UpOutlined />} onClick={() => p.onOpen(!p.open)} aria-label={p.open ? texts.collapse : texts.expand} />
    </div>
  );
  const items = [
    { key: 'track', label: texts.trackTab, children: <TrackTable profile={p.profile} track={p.track} plate={p.plate} height={TABLE_HEIGHT} onPick={p.onPick} /> },
    { key: 'alarms', label: texts.alarmsTab(p.alarms.length), children: <AlarmTable alarms={p.alarms} height={TABLE_HEIGHT} loading={p.alarmsLoading} /> },
    { key: 'places', label: texts.stopPlaces, children: <StopPlaceTable places={p.places} height={TABLE_HEIGHT} loading={p.placesLoading} /> },
    { key: 'fences', label: texts.fences, children: <FenceTags fences={p.fences} noFences={p.profile.texts.noFences} /> },
  ];
  return (
    <section className={p.open ? styles.bottom : styles.bottomFolded} data-testid="playback-bottom">
      {toolbar}
      {p.open && <Tabs size="small" items={items} destroyOnHidden />}
    </section>
  );
});

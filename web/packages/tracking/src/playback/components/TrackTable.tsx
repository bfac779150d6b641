// 轨迹详情: the track's points, 100 a page (only the shown page is built and geocoded); clicking a
// row moves the player there. The columns are the profile's.
import { useMemo, useState } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { directionText } from '../../vehicle/vehicleTexts';
import { speedText, statesText, timeText } from '../model/pointTexts';
import type { Track, TrackPoint } from '../model/trackModel';
import { AddressText } from '../../address/AddressText';
import type { AssetProfile, TrackColumn } from '../../profile/assetProfile';
import { trackTableTexts as texts } from '../../texts';

export const TRACK_PAGE_SIZE = 100;

interface Row {
  key: number;
  p: TrackPoint;
}

export interface TrackTableProps {
  profile: AssetProfile;
  track: Track | undefined;
  plate: string;
  height: number;
  onPick: (index: number) => void;
}

export function TrackTable({ profile, track, plate, height, onPick }: TrackTableProps) {
  const [page, setPage] = useState(1);
  // A new track starts on its first page (reset during render: no frame shows the old page).
  const [pageOf, setPageOf] = useState(track);
  if (pageOf !== track) {
    setPageOf(track);
    setPage(1);
  }
  const points = useMemo(() => track?.points ?? [], [track]);
  const rows = useMemo<Row[]>(() => {
    const from = (page - 1) * TRACK_PAGE_SIZE;
    return points.slice(from, from + TRACK_PAGE_SIZE).map((p, k) => ({ key: from + k, p }));
  }, [points, page]);
  const all: Record<TrackColumn, TableColumnsType<Row>[number]> = {
    index: { title: texts.index, dataIndex: 'key', width: 70, render: (k: number) => k + 1 },
    label: { title: profile.texts.labelColumn, width: 100, render: () => plate },
    time: { title: texts.time, width: 190, render: (_, r) => timeText(r.p) },
    speed: { title: texts.speed, width: 120, render: (_, r) => speedText(r.p) },
    direction: { title: texts.direction, width: 110, render: (_, r) => directionText(r.p.d) },
    mileage: { title: texts.mileage, width: 100, render: (_, r) => Number(r.p.g).toFixed(2) },
    parts: { title: texts.parts, width: 200, render: (_, r) => statesText(r.p) },
    place: { title: texts.place, render: (_, r) => <AddressText lon={r.p.o} lat={r.p.a} /> },
  };
  const columns: TableColumnsType<Row> = profile.trackColumns.map((c) => all[c]);
  return (
    <Table<Row>
      size="small"
      data-testid="track-table"
      columns={columns}
      dataSource={rows}
      scroll={{ y: height }}
      onRow={(r) => ({ onClick: () => onPick(r.key), style: { cursor: 'pointer' } })}
      pagination={{
        current: page,
        pageSize: TRACK_PAGE_SIZE,
        total: points.length,
        showSizeChanger: false,
        showTotal: (n) => texts.total(n),
        onChange: setPage,
        size: 'small',
      }}
    />
  );
}

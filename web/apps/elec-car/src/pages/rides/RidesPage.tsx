// 骑行记录: one bike's rides of a period (default the last 7 days) with their times, distance and
// speeds, from the trips the track reports compute; 轨迹 opens a ride's track (RideTrackPage).
import { useMemo, useState } from 'react';
import { Button, DatePicker, Space, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useElecCarServices } from '../../services/elecCarServices';
import { BikeSelect } from '../../shared/BikeSelect';
import { BIKES_QUERY_KEY, listBikes } from '../../shared/bikesService';
import { ridesTexts as texts } from '../../texts';
import { createRidesApi, type Ride } from './service';
import { rideTrackUrl } from './rideTrackUrl';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function RidesPage() {
  const { http } = useElecCarServices();
  const api = useMemo(() => createRidesApi(http), [http]);
  const bikes = useQuery({ queryKey: BIKES_QUERY_KEY, queryFn: () => listBikes(http) });
  const [bike, setBike] = useState<number>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day').startOf('day'), dayjs().endOf('day')]);
  const [asked, setAsked] = useState<{ bike: number; from: string; to: string }>();
  const rides = useQuery({
    queryKey: ['elec-car', 'rides', asked],
    queryFn: () => api.list(asked!.bike, asked!.from, asked!.to),
    enabled: asked !== undefined,
  });
  return (
    <div style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12 }} wrap>
        <BikeSelect bikes={bikes.data ?? []} value={bike} onChange={setBike} />
        <DatePicker.RangePicker showTime value={range} onChange={(v) => v && v[0] && v[1] && setRange([v[0], v[1]])} />
        <Button type="primary" disabled={bike === undefined} onClick={() => bike !== undefined && setAsked({ bike, from: range[0].format(FORMAT), to: range[1].format(FORMAT) })}>
          {texts.search}
        </Button>
      </Space>
      {rides.data ? (
        <Typography.Paragraph data-testid="rides-summary">{texts.summary(rides.data.summary.tripCount, rides.data.summary.tripMileage)}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">{texts.pick}</Typography.Paragraph>
      )}
      <Table<Ride>
        size="small"
        rowKey="num"
        loading={rides.isFetching}
        dataSource={rides.data?.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: texts.num, dataIndex: 'num', width: 70 },
          { title: texts.begin, dataIndex: 'beginTime' },
          { title: texts.end, dataIndex: 'endTime' },
          { title: texts.duration, dataIndex: 'durationText' },
          { title: texts.mileage, dataIndex: 'mileage' },
          { title: texts.maxSpeed, dataIndex: 'maxSpeed' },
          { title: texts.avgSpeed, dataIndex: 'avgSpeed' },
          {
            title: texts.track,
            key: 'track',
            render: (_: unknown, ride: Ride) =>
              asked && (
                <Link to={rideTrackUrl(asked.bike, bikes.data?.find((b) => b.vehicleId === asked.bike)?.plate ?? '', ride)} aria-label={texts.trackOf(ride.num)}>
                  {texts.track}
                </Link>
              ),
          },
        ]}
      />
    </div>
  );
}

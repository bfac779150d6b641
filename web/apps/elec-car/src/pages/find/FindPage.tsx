// 找车 (from 实时定位 or a bike card): the chosen bike's last place and time, a hint from the owner's own position
// (the browser's, when allowed), frequent reporting on demand and a link to a map.
import { useMemo, useState } from 'react';
import { App, Button, Card, Descriptions, Empty, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useElecCarServices } from '../../services/elecCarServices';
import { BikeSelect } from '../../shared/BikeSelect';
import { BIKES_QUERY_KEY, listBikes } from '../../shared/bikesService';
import { armedText, batteryText, rangeText } from '../../model/bikeView';
import { bikesTexts, findTexts as texts } from '../../texts';
import { amapLink } from '../../shared/amapLink';
import { createFindApi } from './service';

export function FindPage() {
  const { http } = useElecCarServices();
  const { message } = App.useApp();
  const api = useMemo(() => createFindApi(http), [http]);
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('vehicleId')) || undefined;
  const [owner, setOwner] = useState<{ lat: number; lon: number }>();
  const [locating, setLocating] = useState(false);
  const bikes = useQuery({ queryKey: BIKES_QUERY_KEY, queryFn: () => listBikes(http) });
  const found = useQuery({
    queryKey: ['elec-car', 'find', chosen, owner],
    queryFn: () => api.find(chosen as number, owner),
    enabled: chosen !== undefined,
    refetchInterval: 10_000,
  });

  const useMyPlace = () => {
    if (!navigator.geolocation) {
      void message.warning(texts.noGeolocation);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setOwner({ lat: p.coords.latitude, lon: p.coords.longitude });
      },
      () => {
        setLocating(false);
        void message.warning(texts.noGeolocation);
      },
    );
  };
  const frequent = async () => {
    if (chosen === undefined) return;
    await api.frequent(chosen);
    void message.success(texts.frequentSent);
  };

  const b = found.data;
  return (
    <div style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12 }} wrap>
        <BikeSelect bikes={bikes.data ?? []} value={chosen} onChange={(id) => setParams({ vehicleId: String(id) })} />
        <Button disabled={chosen === undefined} loading={locating} onClick={useMyPlace}>
          {locating ? texts.locating : texts.useMyPlace}
        </Button>
        <Button disabled={chosen === undefined} onClick={() => void frequent()}>
          {texts.frequent}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      {!b ? (
        <Empty description={texts.pick} />
      ) : (
        <Card size="small" title={b.plate} style={{ maxWidth: 560 }} data-testid="find-card">
          {b.hint ? (
            <Typography.Title level={4} data-testid="find-hint">
              {b.hint}
            </Typography.Title>
          ) : null}
          <Descriptions column={1} size="small">
            <Descriptions.Item label={texts.lastPlace}>{b.lat !== undefined && b.lon !== undefined ? texts.coordinates(b.lat, b.lon) : '—'}</Descriptions.Item>
            <Descriptions.Item label={texts.gpsTime}>{b.gpsTime ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={bikesTexts.battery}>{batteryText(b)}</Descriptions.Item>
            <Descriptions.Item label={bikesTexts.range}>{rangeText(b)}</Descriptions.Item>
            <Descriptions.Item label={bikesTexts.arm}>{armedText(b)}</Descriptions.Item>
          </Descriptions>
          {b.lat !== undefined && b.lon !== undefined ? (
            <a href={amapLink(b.lat, b.lon, b.plate)} target="_blank" rel="noreferrer noopener">
              {texts.openMap}
            </a>
          ) : null}
        </Card>
      )}
    </div>
  );
}

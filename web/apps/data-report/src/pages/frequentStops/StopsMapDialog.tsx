// 经常停留点 › 地图 (150503): every place the vehicle stopped at on a map, named by its count of
// stops, the chosen one highlighted and centred; the base map as the monitor's (mapConfig, the
// offline map from the car app's build when no online layer answers).
import { useRef } from 'react';
import { Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SHARED_BASEMAP_URL } from '@chelian/core';
import { BaseMapLayer, MapView, OFFLINE_LAYER, PlacePointLayer, loadMapConfig, toMap, type PlacePoint } from '@chelian/tracking';
import { useDataReportServices } from '../../services/dataReportServices';
import type { StopRow } from './service';
import { frequentStopsTexts as texts } from '../../texts';

/** What the dialog and the end-to-end test use of the MapLibre map. */
interface StopsMap {
  resize(): void;
}

declare global {
  interface Window {
    /** The 经常停留点 map, for the end-to-end tests. */
    __CHELIAN_STOPS_MAP__?: StopsMap;
  }
}

const CHOSEN = '#f5222d';
const OTHER = '#1677ff';

/** The places as map points: a name with the count of stops; the chosen one red. */
export function stopPoints(rows: readonly StopRow[], chosen: StopRow): PlacePoint[] {
  return rows
    .filter((r) => r.aB || r.oB)
    .map((r, i) => ({
      id: `stop-${i}`,
      name: texts.mapPoint(r.n),
      at: [r.oB, r.aB] as [number, number],
      color: r === chosen ? CHOSEN : OTHER,
    }));
}

export function StopsMapDialog({ rows, chosen, onClose }: { rows: readonly StopRow[]; chosen: StopRow; onClose: () => void }) {
  const { http } = useDataReportServices();
  const config = useQuery({ queryKey: ['map-config'], queryFn: () => loadMapConfig(http), staleTime: Infinity });
  const layer = config.data?.layers.find((l) => l.id === config.data?.defaultLayer) ?? OFFLINE_LAYER;
  const points = stopPoints(rows, chosen);
  const map = useRef<StopsMap | null>(null);
  return (
    // The map is made while the dialog opens (scaled): it measures itself again once open.
    <Modal open title={texts.mapTitle(chosen.plate)} onCancel={onClose} footer={null} width={900} destroyOnHidden afterOpenChange={(open) => open && map.current?.resize()}>
      <div style={{ height: 460 }} data-testid="stops-map">
        {chosen.aB || chosen.oB ? (
          config.isLoading ? null : (
            <MapView center={toMap([chosen.oB, chosen.aB], layer.crs)} zoom={13} style={{ height: '100%' }} onReady={(m) => {
                map.current = m;
                window.__CHELIAN_STOPS_MAP__ = m;
              }}>
              <BaseMapLayer layer={layer} offlineDataUrl={SHARED_BASEMAP_URL} />
              <PlacePointLayer id="stops" points={points} crs={layer.crs} />
            </MapView>
          )
        ) : (
          <div style={{ padding: 32, textAlign: 'center' }}>{texts.noPosition}</div>
        )}
      </div>
    </Modal>
  );
}

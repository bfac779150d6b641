// 经常停留点设置 of a vehicle: its home and company addresses picked on a map (1000 m each), with
// the rule stated: "当车辆连续三天不经过您设置的两点(范围1000米),系统会自动推送车辆异常停留报警。"
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { App, Button, Modal, Radio, Space, Typography } from 'antd';
import { reportError } from '@chelian/core';
import {
  BaseMapLayer,
  MapView,
  PickPointTool,
  PlacePointLayer,
  toMap,
  type BaseLayerOption,
  type LonLat,
  type MonitorRow,
} from '@chelian/tracking';
import type { PlaceApi } from '../service';
import { stayPlacePoints, type StayPoints } from './placeModel';
import { stayPointDialogTexts as texts } from '../../../texts';

declare global {
  interface Window {
    /** The stay-point dialog's map, for the end-to-end tests. */
    __CHELIAN_STAY_MAP__?: MaplibreMap;
  }
}

export function StayPointDialog({ row, api, layer, onClose }: { row: MonitorRow | undefined; api: PlaceApi; layer: BaseLayerOption; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [points, setPoints] = useState<StayPoints>({ homeRadius: 1000, companyRadius: 1000 });
  const [which, setWhich] = useState<'home' | 'company'>('home');
  const [saving, setSaving] = useState(false);
  const map = useRef<MaplibreMap | null>(null);
  // Another vehicle: the home point first, nothing set until its points are read.
  const [readFor, setReadFor] = useState(row);
  if (readFor !== row) {
    setReadFor(row);
    if (row) {
      setWhich('home');
      setPoints({ homeRadius: 1000, companyRadius: 1000 });
    }
  }
  useEffect(() => {
    if (!row) return;
    api.stayPoints(row.V).then(setPoints, reportError);
  }, [row, api]);
  const center = useMemo<LonLat>(() => (row?.X !== undefined && row.Y !== undefined ? toMap([row.X, row.Y], layer.crs) : [114.05, 22.55]), [row, layer.crs]);
  const save = async () => {
    if (!row) return;
    setSaving(true);
    try {
      await api.saveStayPoints(row.V, points);
      void message.success(texts.saved);
      onClose(true);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!row) return;
    try {
      await api.deleteStayPoints(row.V);
      void message.success(texts.deleted);
      onClose(true);
    } catch (error) {
      reportError(error);
    }
  };
  const fmt = (p?: LonLat) => (p ? `${p[1].toFixed(6)}, ${p[0].toFixed(6)}` : texts.unset);
  return (
    <Modal
      title={texts.title(row?.P ?? '')}
      open={row !== undefined}
      onCancel={() => onClose(false)}
      width={900}
      destroyOnHidden
      afterOpenChange={(open) => open && map.current?.resize()}
      footer={
        <Space>
          <Button danger onClick={() => void remove()}>{texts.delete}</Button>
          <Button type="primary" loading={saving} disabled={!points.home && !points.company} onClick={() => void save()}>{texts.save}</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{texts.help}</Typography.Paragraph>
      <Space style={{ marginBottom: 8 }} wrap>
        <Radio.Group
          value={which}
          onChange={(e) => setWhich(e.target.value as 'home' | 'company')}
          optionType="button"
          options={[
            { value: 'home', label: texts.setHome },
            { value: 'company', label: texts.setCompany },
          ]}
        />
        <span>{texts.home}{fmt(points.home)}</span>
        <span>{texts.company}{fmt(points.company)}</span>
      </Space>
      <div style={{ height: 380 }} data-testid="stay-map">
        {row && (
          <MapView
            center={center}
            zoom={13}
            style={{ height: '100%' }}
            onReady={(m) => {
              map.current = m;
              window.__CHELIAN_STAY_MAP__ = m;
            }}
          >
            <BaseMapLayer layer={layer} offlineDataUrl={`${import.meta.env.BASE_URL}basemap/`} />
            <PlacePointLayer id="stay" points={stayPlacePoints(points)} crs={layer.crs} />
            <PickPointTool crs={layer.crs} onPick={(at) => setPoints((p) => ({ ...p, [which]: at }))} />
          </MapView>
        )}
      </div>
    </Modal>
  );
}

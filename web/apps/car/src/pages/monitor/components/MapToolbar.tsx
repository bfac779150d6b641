// The map's toolbar: the focused vehicle and its address, base-map switch, ruler, rectangle area
// search, the 位置点, 围栏 and 二押点 panels, clustering (forced on above 1,000 vehicles on the map), and either the live indicator or
// the "N 秒后刷新" countdown while live push is unavailable.
import { memo } from 'react';
import { Button, Select, Space, Tooltip } from 'antd';
import { AimOutlined, BankOutlined, BorderOutlined, ClusterOutlined, ColumnWidthOutlined, EnvironmentOutlined, GatewayOutlined } from '@ant-design/icons';
import type { BaseLayerOption, MapTool } from '@chelian/tracking';
import type { PlacePanel } from '../places/usePlaces';
import styles from './MapToolbar.module.css';
import { mapToolbarTexts as texts } from '../../../texts';

export interface MapToolbarProps {
  title: string;
  layers: BaseLayerOption[];
  layerId: string;
  onLayer: (id: string) => void;
  tool: MapTool;
  onTool: (tool: MapTool) => void;
  cluster: boolean;
  clusterForced: boolean;
  onCluster: (on: boolean) => void;
  live: boolean;
  countdown: number;
  /** The open place panel (位置点, 围栏). */
  places: PlacePanel;
  onPlaces: (panel: PlacePanel) => void;
}

function MapToolbarView(p: MapToolbarProps) {
  const toggle = (tool: MapTool) => p.onTool(p.tool === tool ? 'none' : tool);
  return (
    <div className={styles.bar} data-testid="map-toolbar">
      <span className={styles.title} title={p.title}>
        {p.title}
      </span>
      <Space size={6}>
        {p.live ? (
          <span className={styles.live}>
            <AimOutlined /> {texts.live}</span>
        ) : (
          <span className={styles.countdown}>{p.countdown} {texts.refreshIn}</span>
        )}
        <Select size="small" style={{ width: 120 }} value={p.layerId} onChange={p.onLayer} options={p.layers.map((l) => ({ value: l.id, label: l.name }))} aria-label={texts.baseMap} />
        <Button size="small" type={p.tool === 'measure' ? 'primary' : 'default'} icon={<ColumnWidthOutlined />} onClick={() => toggle('measure')}>{texts.measure}</Button>
        <Button size="small" type={p.tool === 'area' ? 'primary' : 'default'} icon={<BorderOutlined />} onClick={() => toggle('area')}>{texts.areaSearch}</Button>
        <Button size="small" type={p.places === 'point' ? 'primary' : 'default'} icon={<EnvironmentOutlined />} onClick={() => p.onPlaces('point')}>{texts.points}</Button>
        <Button size="small" type={p.places === 'fence' ? 'primary' : 'default'} icon={<GatewayOutlined />} onClick={() => p.onPlaces('fence')}>{texts.fences}</Button>
        <Button size="small" type={p.places === 'twoCharge' ? 'primary' : 'default'} icon={<BankOutlined />} onClick={() => p.onPlaces('twoCharge')}>{texts.twoCharge}</Button>
        <Tooltip title={p.clusterForced ? texts.clusterForced : undefined}>
          <Button
            size="small"
            type={p.cluster ? 'primary' : 'default'}
            icon={<ClusterOutlined />}
            disabled={p.clusterForced}
            onClick={() => p.onCluster(!p.cluster)}
          >
            {p.cluster ? texts.clusterOn : texts.clusterOff}
          </Button>
        </Tooltip>
      </Space>
    </div>
  );
}

/** Drawn again only when its props change, not on every live update of the monitor. */
export const MapToolbar = memo(MapToolbarView);

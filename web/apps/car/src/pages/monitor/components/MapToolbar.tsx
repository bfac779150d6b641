// The map's toolbar: the focused vehicle and its address, base-map switch, ruler, rectangle area
// search, the 位置点, 围栏 and 二押点 panels, clustering (forced on above 1,000 vehicles on the map), and either the live indicator or
// the "N 秒后刷新" countdown while live push is unavailable.
import { Button, Select, Space, Tooltip } from 'antd';
import { AimOutlined, BankOutlined, BorderOutlined, ClusterOutlined, ColumnWidthOutlined, EnvironmentOutlined, GatewayOutlined } from '@ant-design/icons';
import type { BaseLayerOption } from '@chelian/tracking';
import type { PlacePanel } from '../places/usePlaces';
import styles from './MapToolbar.module.css';

export type MapTool = 'none' | 'measure' | 'area';

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

export function MapToolbar(p: MapToolbarProps) {
  const toggle = (tool: MapTool) => p.onTool(p.tool === tool ? 'none' : tool);
  return (
    <div className={styles.bar} data-testid="map-toolbar">
      <span className={styles.title} title={p.title}>
        {p.title}
      </span>
      <Space size={6}>
        {p.live ? (
          <span className={styles.live}>
            <AimOutlined /> 实时推送
          </span>
        ) : (
          <span className={styles.countdown}>{p.countdown} 秒后刷新</span>
        )}
        <Select size="small" style={{ width: 120 }} value={p.layerId} onChange={p.onLayer} options={p.layers.map((l) => ({ value: l.id, label: l.name }))} aria-label="底图" />
        <Button size="small" type={p.tool === 'measure' ? 'primary' : 'default'} icon={<ColumnWidthOutlined />} onClick={() => toggle('measure')}>
          测距
        </Button>
        <Button size="small" type={p.tool === 'area' ? 'primary' : 'default'} icon={<BorderOutlined />} onClick={() => toggle('area')}>
          区域查车
        </Button>
        <Button size="small" type={p.places === 'point' ? 'primary' : 'default'} icon={<EnvironmentOutlined />} onClick={() => p.onPlaces('point')}>
          位置点
        </Button>
        <Button size="small" type={p.places === 'fence' ? 'primary' : 'default'} icon={<GatewayOutlined />} onClick={() => p.onPlaces('fence')}>
          围栏
        </Button>
        <Button size="small" type={p.places === 'twoCharge' ? 'primary' : 'default'} icon={<BankOutlined />} onClick={() => p.onPlaces('twoCharge')}>
          二押点
        </Button>
        <Tooltip title={p.clusterForced ? '地图上车辆超过1000辆时强制聚合' : undefined}>
          <Button
            size="small"
            type={p.cluster ? 'primary' : 'default'}
            icon={<ClusterOutlined />}
            disabled={p.clusterForced}
            onClick={() => p.onCluster(!p.cluster)}
          >
            {p.cluster ? '聚合开' : '聚合关'}
          </Button>
        </Tooltip>
      </Space>
    </div>
  );
}

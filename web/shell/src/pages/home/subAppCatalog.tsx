// Icon and one-line description of each sub-app for the home page cards.
import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  DashboardOutlined,
  IdcardOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ThunderboltOutlined,
  HeartOutlined,
} from '@ant-design/icons';
import { subAppCatalogTexts as texts } from '../../texts';

interface CatalogEntry {
  icon: ReactNode;
  color: string;
  description: string;
}

const CATALOG: Record<string, CatalogEntry> = {
  car: { icon: <CarOutlined />, color: '#1668dc', description: texts.car },
  card: { icon: <IdcardOutlined />, color: '#13a8a8', description: texts.card },
  system: { icon: <SettingOutlined />, color: '#595959', description: texts.system },
  pet: { icon: <HeartOutlined />, color: '#eb2f96', description: texts.pet },
  dataCenter: { icon: <DashboardOutlined />, color: '#722ed1', description: texts.dataCenter },
  'elec-car': { icon: <SafetyOutlined />, color: '#52c41a', description: texts.elecCar },
  'data-report': { icon: <BarChartOutlined />, color: '#fa8c16', description: texts.dataReport },
  'elec-lease': { icon: <ShopOutlined />, color: '#2f54eb', description: texts.elecLease },
  'elec-gb': { icon: <ThunderboltOutlined />, color: '#faad14', description: texts.elecGb },
};

const FALLBACK: CatalogEntry = { icon: <AppstoreOutlined />, color: '#1668dc', description: '' };

export function catalogEntry(name: string): CatalogEntry {
  return CATALOG[name] ?? FALLBACK;
}

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

interface CatalogEntry {
  icon: ReactNode;
  color: string;
  description: string;
}

const CATALOG: Record<string, CatalogEntry> = {
  car: { icon: <CarOutlined />, color: '#1668dc', description: '实时监控、轨迹回放、告警处理与指令下发' },
  card: { icon: <IdcardOutlined />, color: '#13a8a8', description: '工牌定位、考勤与人员轨迹' },
  system: { icon: <SettingOutlined />, color: '#595959', description: '机构、用户、角色与设备管理' },
  pet: { icon: <HeartOutlined />, color: '#eb2f96', description: '宠物定位、电子围栏与健康' },
  dataCenter: { icon: <DashboardOutlined />, color: '#722ed1', description: '车队运营数据大屏与统计' },
  'elec-car': { icon: <SafetyOutlined />, color: '#52c41a', description: '电动车防盗、定位与电量' },
  'data-report': { icon: <BarChartOutlined />, color: '#fa8c16', description: '里程、告警、在线等各类报表' },
  'elec-lease': { icon: <ShopOutlined />, color: '#2f54eb', description: '租赁车辆、订单与还车管理' },
  'elec-gb': { icon: <ThunderboltOutlined />, color: '#faad14', description: '新国标电动车备案与监管' },
};

const FALLBACK: CatalogEntry = { icon: <AppstoreOutlined />, color: '#1668dc', description: '' };

export function catalogEntry(name: string): CatalogEntry {
  return CATALOG[name] ?? FALLBACK;
}

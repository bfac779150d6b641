// Quick links to the system-center pages the user may open.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AlertOutlined,
  BellOutlined,
  CloudDownloadOutlined,
  HeartOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Access } from '@chelian/ui';
import styles from './HomePage.module.css';

const LINKS: Array<{ path: string; title: string; menuId: number; icon: ReactNode }> = [
  { path: '/center/notice', title: '站内信', menuId: 4002, icon: <MailOutlined /> },
  { path: '/center/security', title: '安全中心', menuId: 4001, icon: <SafetyCertificateOutlined /> },
  { path: '/center/download', title: '下载中心', menuId: 1601, icon: <CloudDownloadOutlined /> },
  { path: '/center/alarmSetting', title: '告警设置', menuId: 400301, icon: <AlertOutlined /> },
  { path: '/center/alarmPush', title: '推送设置', menuId: 400302, icon: <BellOutlined /> },
  { path: '/center/health', title: '健康设置', menuId: 400303, icon: <HeartOutlined /> },
];

export function QuickLinks() {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>系统中心</h2>
      <div className={styles.links}>
        {LINKS.map((link) => (
          <Access key={link.path} menu={link.menuId}>
            <Link to={link.path} className={styles.link}>
              <span className={styles.linkIcon}>{link.icon}</span>
              {link.title}
            </Link>
          </Access>
        ))}
      </div>
    </section>
  );
}

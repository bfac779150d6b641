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
import { quickLinksTexts as texts } from '../../texts';

const LINKS: Array<{ path: string; title: string; menuId: number; icon: ReactNode }> = [
  { path: '/center/notice', title: texts.notice, menuId: 4002, icon: <MailOutlined /> },
  { path: '/center/security', title: texts.security, menuId: 4001, icon: <SafetyCertificateOutlined /> },
  { path: '/center/download', title: texts.download, menuId: 1601, icon: <CloudDownloadOutlined /> },
  { path: '/center/alarmSetting', title: texts.alarmSetting, menuId: 400301, icon: <AlertOutlined /> },
  { path: '/center/alarmPush', title: texts.alarmPush, menuId: 400302, icon: <BellOutlined /> },
  { path: '/center/health', title: texts.health, menuId: 400303, icon: <HeartOutlined /> },
];

export function QuickLinks() {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{texts.title}</h2>
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

// The common header of the system pages (§2.7 CarHeader): the page title, 登录账户, 类型 and 设备数量
// 全部/在线/离线 of the signed-in account, an optional TIPS line and the page's own header buttons.
// Both reads are shared by every page through the app's query client (read once per mount).
import { useMemo, type ReactNode } from 'react';
import { Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSystemServices } from '../services/systemServices';
import { accountTypeLabel } from './accountType';
import { createHeaderApi } from './headerService';
import styles from './PageHeader.module.css';
import { pageHeaderTexts as texts } from '../texts';

export interface PageHeaderProps {
  title: string;
  /** The TIPS line under the account line. */
  tips?: ReactNode;
  /** The page's header buttons (e.g. 加钱币 of 车辆续费). */
  extra?: ReactNode;
}

export function PageHeader({ title, tips, extra }: PageHeaderProps) {
  const { http } = useSystemServices();
  const api = useMemo(() => createHeaderApi(http), [http]);
  const user = useQuery({ queryKey: ['system', 'header', 'user'], queryFn: () => api.currentUser(), staleTime: Infinity });
  const count = useQuery({ queryKey: ['system', 'header', 'vehicleCount'], queryFn: () => api.vehicleCount(), staleTime: 60_000 });
  const name = user.data?.name || user.data?.username || texts.unknown;
  const num = (n: number | undefined) => (n === undefined ? texts.unknown : String(n));
  return (
    <header className={styles.header} data-testid="system-page-header">
      <div className={styles.line}>
        <Typography.Title level={4} className={styles.title}>{title}</Typography.Title>
        <span className={styles.item}>
          <span className={styles.label}>{texts.account}：</span>
          <span data-testid="header-account">{name}</span>
        </span>
        <span className={styles.item}>
          <span className={styles.label}>{texts.type}：</span>
          <span data-testid="header-type">{accountTypeLabel(user.data?.accountType)}</span>
        </span>
        <span className={styles.item} data-testid="header-devices">
          <span className={styles.label}>{texts.devices}：</span>
          <Space size={12}>
            <span>{texts.all} <b>{num(count.data?.totalNum)}</b></span>
            <span className={styles.online}>{texts.online} <b>{num(count.data?.onlineNum)}</b></span>
            <span className={styles.offline}>{texts.offline} <b>{num(count.data?.offlineNum)}</b></span>
          </Space>
        </span>
        <span className={styles.spacer} />
        {extra}
      </div>
      {tips ? <div className={styles.tips}>{tips}</div> : null}
    </header>
  );
}

// The frame of every 新国标 page: its title and its body (one or several white cards).
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import styles from './PageFrame.module.css';

export function PageFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.page} data-testid={testId}>
      <Typography.Title level={4} className={styles.title}>{title}</Typography.Title>
      {children}
    </div>
  );
}

export function PageCard({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

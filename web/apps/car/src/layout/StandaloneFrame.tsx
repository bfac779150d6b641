// The car app's own frame when it runs stand-alone (R-APP-6): a header with the title, the user and
// a way back to the console; inside the shell the shell's layout is used instead.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { currentUser } from '@chelian/core';
import { useCarServices } from '../services/CarServicesContext';
import styles from './StandaloneFrame.module.css';
import { standaloneFrameTexts as texts } from '../texts';

export function StandaloneFrame({ children }: { children: ReactNode }) {
  const { storage } = useCarServices();
  const user = currentUser(storage);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <span className={styles.title}>{texts.title}</span>
        <span className={styles.spacer} />
        {user?.name || user?.username ? <span className={styles.user}>{user.name || user.username}</span> : null}
        <Button type="link" href="/home" className={styles.back}>{texts.backToConsole}</Button>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

// A sub-app's own frame when it runs stand-alone (R-APP-6): a header with the app's title, the user
// and a way back to the console; inside the shell the shell's layout is used instead.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { currentUser } from '@chelian/core';
import { useSubAppServices } from './SubAppServicesContext';
import styles from './StandaloneFrame.module.css';
import { standaloneFrameTexts as texts } from '../texts';

export function StandaloneFrame({ title, children }: { title: string; children: ReactNode }) {
  const { storage } = useSubAppServices();
  const user = currentUser(storage);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <span className={styles.title}>{title}</span>
        <span className={styles.spacer} />
        {user?.name || user?.username ? <span className={styles.user}>{user.name || user.username}</span> : null}
        <Button type="link" href="/home" className={styles.back}>{texts.backToConsole}</Button>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

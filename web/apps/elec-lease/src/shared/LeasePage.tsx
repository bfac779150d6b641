// The frame every page of the app uses: title, one line of tips, then the page's card.
import type { ReactNode } from 'react';
import styles from './ListPage.module.css';

export function LeasePage({ title, tips, testId, children }: { title: string; tips: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.page} data-testid={testId}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.tips}>{tips}</div>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

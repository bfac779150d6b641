// A titled panel of the big screen, with an optional action at the title's right.
import type { ReactNode } from 'react';
import styles from '../HomePage.module.css';

export function Panel({ title, extra, children, testId }: { title: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.panel} data-testid={testId} aria-label={title}>
      <header className={styles.panelTitle}>
        <span>{title}</span>
        {extra}
      </header>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}

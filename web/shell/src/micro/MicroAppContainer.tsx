// The element qiankun mounts sub-apps into. Always in the DOM (hidden off sub-app routes); shows the
// loading state, a visible Chinese error with 重试, or 无权访问 over the mount point.
import { useSyncExternalStore } from 'react';
import { Button, Result, Spin } from 'antd';
import type { SubAppInfo } from '@chelian/core';
import { MICRO_CONTAINER_ID } from './microApps';
import { microAppStatus, type MicroAppStatusStore } from './microAppStatus';
import styles from './MicroAppContainer.module.css';
import { microAppContainerTexts as texts } from '../texts';

export interface MicroAppContainerProps {
  /** The sub-app of the current route, if any. */
  app: SubAppInfo | undefined;
  /** Title from the platform list, when known. */
  title?: string;
  allowed: boolean;
  status?: MicroAppStatusStore;
  onRetry?: () => void;
}

export function MicroAppContainer({ app, title, allowed, status = microAppStatus, onRetry }: MicroAppContainerProps) {
  useSyncExternalStore(status.subscribe, status.version, status.version);
  const state = app ? status.get(app.name) : undefined;
  const name = title ?? app?.title ?? '';
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <section className={app ? styles.container : styles.hidden} aria-hidden={app ? undefined : true} data-subapp={app?.name}>
      <div id={MICRO_CONTAINER_ID} className={styles.viewport} />
      {app && !allowed && (
        <div className={styles.overlay}>
          <Result status="403" title={texts.forbidden} subTitle={texts.noPermission(name)} />
        </div>
      )}
      {app && allowed && state?.status === 'error' && (
        <div className={styles.overlay} role="alert">
          <Result
            status="error"
            title={texts.loadFailed(name)}
            subTitle={texts.loadFailedText(`/child/${app.name}/`)}
            extra={
              <Button type="primary" onClick={retry}>{texts.retry}</Button>
            }
          />
        </div>
      )}
      {app && allowed && state?.status === 'loading' && (
        <div className={styles.overlay}>
          <Spin size="large" />
          <div className={styles.loadingText}>{texts.loading(name)}</div>
        </div>
      )}
    </section>
  );
}

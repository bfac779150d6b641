// The legacy login screen (hosts listed in the server's configuration): a white top bar with the
// logo, a wide banner with the sign-in box on its right, the copyright below.
import type { CSSProperties } from 'react';
import type { LoginPageInfo } from '@chelian/core';
import { BrandMark } from '../../layout/BrandMark';
import { LoginForm } from './LoginForm';
import { DEFAULT_PRODUCT_TITLE, PRODUCT_SUBTITLE } from './loginStyle';
import styles from './LegacyLoginScreen.module.css';

export function LegacyLoginScreen({ info }: { info: LoginPageInfo }) {
  const title = info.title || DEFAULT_PRODUCT_TITLE;
  const banner: CSSProperties | undefined = info.background ? { backgroundImage: `url("${info.background}")` } : undefined;
  return (
    <div className={styles.screen} data-login-style="legacy">
      <header className={styles.topBar}>
        {info.logo ? <img src={info.logo} alt="" className={styles.logo} /> : <BrandMark size={36} />}
        <span className={styles.title}>{title}</span>
        <span className={styles.divider} />
        <span className={styles.subtitle}>{PRODUCT_SUBTITLE}</span>
      </header>
      <main className={styles.banner} style={banner}>
        <div className={styles.slogan}>
          <div className={styles.sloganMain}>让每一台车都在掌握之中</div>
          <div className={styles.sloganSub}>定位 · 轨迹 · 告警 · 指令 · 报表</div>
        </div>
        <div className={styles.box}>
          <div className={styles.boxTitle}>用户登录</div>
          <LoginForm size="middle" />
        </div>
      </main>
      <footer className={styles.footer}>{info.copyright || `© ${new Date().getFullYear()} ${title} 版权所有`}</footer>
    </div>
  );
}

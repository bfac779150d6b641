// The new login screen: a brand panel over a map-like background, the sign-in card on the right
// with the password and the SMS sign-in.
import type { CSSProperties } from 'react';
import { Tabs } from 'antd';
import { AimOutlined, AlertOutlined, NodeIndexOutlined } from '@ant-design/icons';
import type { LoginPageInfo } from '@chelian/core';
import { BrandMark } from '../../layout/BrandMark';
import { LoginForm } from './LoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { DEFAULT_PRODUCT_TITLE, PRODUCT_SUBTITLE } from './loginStyle';
import styles from './NewLoginScreen.module.css';
import { newLoginScreenTexts as texts } from '../../texts';

const FEATURES = [
  { icon: <AimOutlined />, title: texts.live, text: texts.liveText },
  { icon: <NodeIndexOutlined />, title: texts.playback, text: texts.playbackText },
  { icon: <AlertOutlined />, title: texts.alarms, text: texts.alarmsText },
];

export function NewLoginScreen({ info }: { info: LoginPageInfo }) {
  const title = info.title || DEFAULT_PRODUCT_TITLE;
  const background: CSSProperties | undefined = info.background
    ? { backgroundImage: `linear-gradient(rgba(6, 22, 48, 0.55), rgba(6, 22, 48, 0.55)), url("${info.background}")` }
    : undefined;
  return (
    <div className={styles.screen} style={background} data-login-style="new">
      <div className={styles.brandPanel}>
        <div className={styles.brand}>
          {info.logo ? <img src={info.logo} alt="" className={styles.logo} /> : <BrandMark size={44} />}
          <span className={styles.brandTitle}>{title}</span>
        </div>
        <h1 className={styles.headline}>{PRODUCT_SUBTITLE}</h1>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f.title} className={styles.feature}>
              <span className={styles.featureIcon}>{f.icon}</span>
              <span>
                <strong>{f.title}</strong>
                <span className={styles.featureText}>{f.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.card}>
        <p className={styles.cardHint}>{texts.welcome}{title}</p>
        <Tabs
          className={styles.tabs}
          destroyOnHidden
          items={[
            { key: 'password', label: texts.accountTab, children: <LoginForm /> },
            { key: 'sms', label: texts.smsTab, children: <SmsLoginForm /> },
          ]}
        />
      </div>
      <footer className={styles.footer}>{info.copyright || `© ${new Date().getFullYear()} ${title}`}</footer>
    </div>
  );
}

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

const FEATURES = [
  { icon: <AimOutlined />, title: '实时定位', text: '车辆与资产位置秒级刷新' },
  { icon: <NodeIndexOutlined />, title: '轨迹回放', text: '任意时段行驶轨迹与停留点' },
  { icon: <AlertOutlined />, title: '告警管理', text: '超速、围栏、断电等告警及时送达' },
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
        <p className={styles.cardHint}>欢迎使用{title}</p>
        <Tabs
          className={styles.tabs}
          destroyOnHidden
          items={[
            { key: 'password', label: '账号登录', children: <LoginForm /> },
            { key: 'sms', label: '短信登录', children: <SmsLoginForm /> },
          ]}
        />
      </div>
      <footer className={styles.footer}>{info.copyright || `© ${new Date().getFullYear()} ${title}`}</footer>
    </div>
  );
}

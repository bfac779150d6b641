// Cards of the sub-apps the user may open (platform list filtered by menu permission).
import { Empty } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { PlatformEntry } from '@chelian/core';
import { catalogEntry } from './subAppCatalog';
import styles from './HomePage.module.css';
import { subAppCardsTexts as texts } from '../../texts';

export function SubAppCards({ apps }: { apps: PlatformEntry[] }) {
  const navigate = useNavigate();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{texts.title} <span className={styles.count}>{apps.length}</span>
      </h2>
      {apps.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <div className={styles.cards}>
          {apps.map((app) => {
            const entry = catalogEntry(app.name);
            return (
              <button
                type="button"
                key={app.platformId}
                className={styles.card}
                onClick={() => void navigate(app.path || `/${app.name}`)}
              >
                <span className={styles.cardIcon} style={{ background: entry.color }}>
                  {app.icon && /^(https?:|\/|data:)/.test(app.icon) ? <img src={app.icon} alt="" /> : entry.icon}
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardTitle}>{app.title}</span>
                  <span className={styles.cardDesc}>{entry.description}</span>
                </span>
                <RightOutlined className={styles.cardArrow} />
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

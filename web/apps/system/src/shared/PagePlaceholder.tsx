// A page of the app not built yet: the common header and a clear empty state saying so. A hand-over
// state only: each page replaces it with its own content.
import { Empty } from 'antd';
import { PageHeader } from './PageHeader';
import styles from './PagePlaceholder.module.css';
import { pagePlaceholderTexts as texts } from '../texts';

export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <div className={styles.body}>
        <Empty description={<><div className={styles.title}>{texts.building(title)}</div><div>{texts.buildingNote}</div></>} />
      </div>
    </div>
  );
}

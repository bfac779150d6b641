// The header's bell: unread messages and announcements; a click opens 站内信.
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useNoticeCounts } from '../hooks/useNoticeCounts';
import styles from './AppHeader.module.css';
import { noticeBellTexts as texts } from '../texts';

export function NoticeBell() {
  const navigate = useNavigate();
  const total = useNoticeCounts().data?.total ?? 0;
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={total ? texts.unreadLabel(total) : texts.label}
      title={texts.label}
      onClick={() => void navigate('/center/notice')}
    >
      <Badge count={total} size="small" offset={[2, -2]}>
        <BellOutlined style={{ color: 'inherit', fontSize: 18 }} />
      </Badge>
    </button>
  );
}

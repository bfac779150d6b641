// The header's bell: unread messages and announcements; a click opens 站内信.
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useNoticeCounts } from '../hooks/useNoticeCounts';
import styles from './AppHeader.module.css';

export function NoticeBell() {
  const navigate = useNavigate();
  const total = useNoticeCounts().data?.total ?? 0;
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={total ? `站内信，${total} 条未读` : '站内信'}
      title="站内信"
      onClick={() => void navigate('/center/notice')}
    >
      <Badge count={total} size="small" offset={[2, -2]}>
        <BellOutlined style={{ color: 'inherit', fontSize: 18 }} />
      </Badge>
    </button>
  );
}

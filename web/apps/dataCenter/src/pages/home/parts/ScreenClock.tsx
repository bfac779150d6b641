// The big screen's live clock, one tick a second.
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import styles from '../HomePage.module.css';

export function ScreenClock() {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className={styles.clock} data-testid="clock">
      {now.format('YYYY-MM-DD HH:mm:ss dddd')}
    </time>
  );
}

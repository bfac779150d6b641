// The AI assistant's widget (console-spec §1, §3): a launcher 30 px from the right edge
// (R-CONST-2) opening the chat panel. Enabled only with a signed-in user (R-PERM-3) and when the
// server's assistant is on.
import { useState } from 'react';
import { RobotOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ASSISTANT_OFFSET_RIGHT_PX, currentUser } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';
import { AssistantPanel } from './AssistantPanel';
import styles from './AssistantWidget.module.css';

export function AssistantWidget() {
  const { assistant, storage } = useShellServices();
  useLocation(); // re-read the user on navigation (sign-in and sign-out move the page)
  const user = currentUser(storage);
  const [open, setOpen] = useState(false);
  const config = useQuery({
    queryKey: ['assistant', 'config', user?.userId ?? 0],
    queryFn: () => assistant.getConfig(),
    enabled: Boolean(user),
    staleTime: Infinity,
  });
  if (!user || !config.data || !config.data.enabled) return null;
  return (
    <div className={styles.dock} style={{ right: ASSISTANT_OFFSET_RIGHT_PX }} data-testid="assistant-dock">
      {open && <AssistantPanel config={config.data} api={assistant} onClose={() => setOpen(false)} />}
      <button type="button" className={styles.launcher} aria-label={config.data.botName} title={config.data.botName} onClick={() => setOpen((o) => !o)}>
        {config.data.robotHeaderUrl ? <img src={config.data.robotHeaderUrl} alt="" /> : <RobotOutlined />}
      </button>
    </div>
  );
}

// The header's 命令下发报表 button (the previous console's header icon, v3-console-inventory §1.2):
// opens the report page; shown when the user holds its menu (4004).
import { SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { Access } from '@chelian/ui';
import { COMMAND_REPORT_PATH } from '../dialogs/DialogHost';
import styles from '../layout/AppHeader.module.css';
import { commandReportToolTexts as texts } from '../texts';

export const COMMAND_REPORT_MENU_ID = 4004;

export function CommandReportTool() {
  const navigate = useNavigate();
  return (
    <Access menu={COMMAND_REPORT_MENU_ID}>
      <button type="button" className={styles.tool} aria-label={texts.label} title={texts.label} onClick={() => void navigate(COMMAND_REPORT_PATH)}>
        <SendOutlined style={{ color: 'inherit', fontSize: 17 }} />
      </button>
    </Access>
  );
}

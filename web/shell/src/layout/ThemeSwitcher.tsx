// The header's theme picker (R-THEME-1): the four themes with a swatch of their header and primary
// colours; the choice is stored in themeValue.
import { Dropdown, type MenuProps } from 'antd';
import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { THEMES, THEME_NAMES, isThemeName } from '@chelian/core';
import { useShellTheme } from '../theme/ShellTheme';
import styles from './AppHeader.module.css';
import { themeSwitcherTexts as texts } from '../texts';

export function ThemeSwitcher() {
  const theme = useShellTheme();
  const items: MenuProps['items'] = THEME_NAMES.map((name) => {
    const c = THEMES[name].colors;
    return {
      key: name,
      label: (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 140 }}>
          <span
            aria-hidden
            style={{
              width: 28,
              height: 16,
              borderRadius: 3,
              background: `linear-gradient(90deg, ${c.headerBackground} 0 50%, ${c.primary} 50% 100%)`,
              border: '1px solid rgba(0,0,0,0.1)',
            }}
          />
          <span style={{ flex: 1 }}>{THEMES[name].label}</span>
          {theme.name === name && <CheckOutlined style={{ color: c.primary }} />}
        </span>
      ),
    };
  });
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, selectable: true, selectedKeys: [theme.name], onClick: ({ key }) => isThemeName(key) && theme.change(key) }}
    >
      <button type="button" className={styles.tool} aria-label={texts.label} title={texts.label}>
        <BgColorsOutlined />
      </button>
    </Dropdown>
  );
}

// A console theme (R-THEME-1) as antd's ThemeConfig: primary colour, text colour, buttons, the
// side menu's colours; dialogs animate for 400 ms (R-CONST-1).
import type { ThemeConfig } from 'antd';
import { DIALOG_CLOSE_ANIMATION_MS, THEMES, isDark, selectedNavText, type ThemeName } from '@chelian/core';

/** Whether the theme's side menu is dark (antd Menu theme="dark"). */
export function hasDarkNav(name: ThemeName): boolean {
  return isDark(THEMES[name].colors.navBackground);
}

export const DIALOG_MOTION = `${DIALOG_CLOSE_ANIMATION_MS / 1000}s`;

export function antdThemeFor(name: ThemeName): ThemeConfig {
  const c = THEMES[name].colors;
  const darkNav = isDark(c.navBackground);
  return {
    token: { colorPrimary: c.primary, colorLink: c.primary, colorText: c.font, colorInfo: c.primary, borderRadius: 6 },
    components: {
      Button: { colorPrimary: c.buttonBackground, primaryShadow: 'none' },
      // Light menus use the light tokens; dark ones (SideMenu renders theme="dark") the dark tokens.
      Menu: darkNav
        ? {
            darkItemBg: c.navBackground,
            darkSubMenuItemBg: c.navBackground,
            darkPopupBg: c.navBackground,
            darkItemColor: c.navText,
            darkItemHoverBg: c.hover,
            darkItemHoverColor: '#ffffff',
            darkItemSelectedBg: c.activeNavBackground,
            darkItemSelectedColor: selectedNavText(c),
            darkGroupTitleColor: c.navText,
          }
        : {
            itemBg: c.navBackground,
            subMenuItemBg: c.navBackground,
            itemColor: c.navText,
            itemHoverBg: c.hover,
            itemHoverColor: c.primary,
            itemSelectedBg: c.activeNavBackground,
            itemSelectedColor: selectedNavText(c),
            groupTitleColor: c.navText,
          },
      Modal: { motionDurationSlow: DIALOG_MOTION },
    },
  };
}

// The console's four themes (console-spec §3, R-THEME-1): colour variables for primary, nav
// background, nav text, hover, header background, button background, active nav background and
// font; stored by name in `themeValue`, applied as CSS variables (shell chrome) and antd tokens.
import type { AppStorage } from '../storage/storage';
import { themesTexts as texts } from '../texts';

export type ThemeName = 'defaultTheme' | 'orginTheme' | 'blueTheme' | 'greenTheme';

export interface ThemeColors {
  primary: string;
  navBackground: string;
  navText: string;
  hover: string;
  headerBackground: string;
  buttonBackground: string;
  activeNavBackground: string;
  font: string;
}

export interface ThemeDefinition {
  name: ThemeName;
  label: string;
  colors: ThemeColors;
}

export const THEME_NAMES: readonly ThemeName[] = ['defaultTheme', 'orginTheme', 'blueTheme', 'greenTheme'];
export const DEFAULT_THEME: ThemeName = 'defaultTheme';

export const THEMES: Record<ThemeName, ThemeDefinition> = {
  defaultTheme: {
    name: 'defaultTheme',
    label: texts.defaultTheme,
    colors: {
      primary: '#1668dc',
      navBackground: '#ffffff',
      navText: '#1f2937',
      hover: '#eef4fe',
      headerBackground: '#0b1f3a',
      buttonBackground: '#1668dc',
      activeNavBackground: '#e6f0ff',
      font: '#1f2937',
    },
  },
  // The original console's look (docs/decisions.md D11): dark slate menu, Element blue.
  orginTheme: {
    name: 'orginTheme',
    label: texts.orginTheme,
    colors: {
      primary: '#409eff',
      navBackground: '#304156',
      navText: '#bfcbd9',
      hover: '#263445',
      headerBackground: '#1f2d3d',
      buttonBackground: '#409eff',
      activeNavBackground: '#1f2d3d',
      font: '#303133',
    },
  },
  blueTheme: {
    name: 'blueTheme',
    label: texts.blueTheme,
    colors: {
      primary: '#0960bd',
      navBackground: '#001529',
      navText: '#c6d1dd',
      hover: '#0b2a4a',
      headerBackground: '#0960bd',
      buttonBackground: '#0960bd',
      activeNavBackground: '#0960bd',
      font: '#262626',
    },
  },
  greenTheme: {
    name: 'greenTheme',
    label: texts.greenTheme,
    colors: {
      primary: '#00a870',
      navBackground: '#ffffff',
      navText: '#1f2937',
      hover: '#e8f8f1',
      headerBackground: '#00704a',
      buttonBackground: '#00a870',
      activeNavBackground: '#d5f5e8',
      font: '#1f2937',
    },
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** The stored theme, or the default for anything unknown. */
export function resolveThemeName(stored: unknown): ThemeName {
  return isThemeName(stored) ? stored : DEFAULT_THEME;
}

export function loadThemeName(storage: AppStorage): ThemeName {
  return resolveThemeName(storage.get('themeValue'));
}

export function saveThemeName(storage: AppStorage, name: ThemeName): void {
  storage.set('themeValue', name);
}

/** Relative luminance (0 dark … 1 light) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return 1;
  const n = parseInt(m[1]!, 16);
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.2;
}

/** Text colour of the selected menu item: white on a dark menu, the primary colour on a light one. */
export function selectedNavText(colors: ThemeColors): string {
  return isDark(colors.navBackground) ? '#ffffff' : colors.primary;
}

/** The CSS custom properties the shell's chrome reads (header, menu, progress bar). */
export function themeCssVariables(name: ThemeName): Record<string, string> {
  const c = THEMES[name].colors;
  return {
    '--chelian-primary': c.primary,
    '--chelian-nav-bg': c.navBackground,
    '--chelian-nav-text': c.navText,
    '--chelian-nav-selected-text': selectedNavText(c),
    '--chelian-hover': c.hover,
    '--chelian-header-bg': c.headerBackground,
    '--chelian-button-bg': c.buttonBackground,
    '--chelian-active-nav-bg': c.activeNavBackground,
    '--chelian-font': c.font,
  };
}

/** Sets the theme's CSS variables on an element (the document root in the apps). */
export function applyThemeVariables(name: ThemeName, target: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(themeCssVariables(name))) target.style.setProperty(key, value);
  target.dataset.theme = name;
}

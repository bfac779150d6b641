import { describe, expect, it } from 'vitest';
import { createStorage } from '../storage/storage';
import {
  DEFAULT_THEME,
  THEMES,
  THEME_NAMES,
  applyThemeVariables,
  isDark,
  loadThemeName,
  resolveThemeName,
  saveThemeName,
  selectedNavText,
  themeCssVariables,
} from './themes';

describe('themes', () => {
  it('R-THEME-1 offers defaultTheme, orginTheme, blueTheme and greenTheme, each with the eight colour variables', () => {
    expect(THEME_NAMES).toEqual(['defaultTheme', 'orginTheme', 'blueTheme', 'greenTheme']);
    for (const name of THEME_NAMES) {
      const colors = THEMES[name].colors;
      expect(Object.keys(colors).sort()).toEqual(
        ['activeNavBackground', 'buttonBackground', 'font', 'headerBackground', 'hover', 'navBackground', 'navText', 'primary'].sort(),
      );
      for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('R-THEME-1 stores the choice in themeValue and falls back to defaultTheme', () => {
    const storage = createStorage('main', window.localStorage);
    window.localStorage.clear();
    expect(loadThemeName(storage)).toBe(DEFAULT_THEME);
    saveThemeName(storage, 'greenTheme');
    expect(window.localStorage.getItem('main_themeValue')).toBe('"greenTheme"');
    expect(loadThemeName(storage)).toBe('greenTheme');
    expect(resolveThemeName('purpleTheme')).toBe('defaultTheme');
    expect(resolveThemeName(undefined)).toBe('defaultTheme');
  });

  it('R-THEME-1 turns a theme into CSS variables for the chrome', () => {
    const vars = themeCssVariables('blueTheme');
    expect(vars['--chelian-primary']).toBe('#0960bd');
    expect(vars['--chelian-header-bg']).toBe(THEMES.blueTheme.colors.headerBackground);
    expect(vars['--chelian-nav-bg']).toBe('#001529');
    const el = document.createElement('div');
    applyThemeVariables('orginTheme', el);
    expect(el.style.getPropertyValue('--chelian-nav-bg')).toBe('#304156');
    expect(el.dataset.theme).toBe('orginTheme');
  });

  it('R-THEME-1 selected menu text is white on dark menus and the primary colour on light ones', () => {
    expect(isDark('#001529')).toBe(true);
    expect(isDark('#ffffff')).toBe(false);
    expect(selectedNavText(THEMES.blueTheme.colors)).toBe('#ffffff');
    expect(selectedNavText(THEMES.greenTheme.colors)).toBe('#00a870');
  });
});

// The shell's theme (R-THEME-1): read from `themeValue`, switchable, applied to the chrome as CSS
// variables and to antd as tokens. Logout clears `themeValue` (R-SESS-3), so `reset` goes back to
// the default.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_THEME, applyThemeVariables, loadThemeName, saveThemeName, type AppStorage, type ThemeName } from '@chelian/core';

export interface ShellThemeState {
  name: ThemeName;
  change(name: ThemeName): void;
  /** Forget the choice (after logout). */
  reset(): void;
}

const ShellThemeContext = createContext<ShellThemeState | null>(null);

export function useShellThemeState(storage: AppStorage): ShellThemeState {
  const [name, setName] = useState<ThemeName>(() => loadThemeName(storage));
  useEffect(() => applyThemeVariables(name), [name]);
  const change = useCallback(
    (next: ThemeName) => {
      saveThemeName(storage, next);
      setName(next);
    },
    [storage],
  );
  const reset = useCallback(() => setName(DEFAULT_THEME), []);
  return useMemo(() => ({ name, change, reset }), [name, change, reset]);
}

export function ShellThemeProvider({ value, children }: { value: ShellThemeState; children: ReactNode }) {
  return <ShellThemeContext.Provider value={value}>{children}</ShellThemeContext.Provider>;
}

export function useShellTheme(): ShellThemeState {
  const theme = useContext(ShellThemeContext);
  if (!theme) throw new Error('useShellTheme needs <ShellThemeProvider>');
  return theme;
}

// The history tabs of the shell's pages (console-spec §4 History): each visited page of the
// current system becomes a tab (new ones in front, at most 10, R-HIST-1..3); closing a tab removes
// it by index (R-HIST-4), 清空 clears the system (R-HIST-5). Kept in storage under `history`.
import { useEffect, useMemo, useState } from 'react';
import { Button, Tabs } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { createHistoryBook, mergeMeta, type HistoryEntry } from '@chelian/core';
import type { RouteHandle } from '../router/toRouteObjects';
import { useShellServices } from '../services/ShellServicesContext';
import { historyTabsTexts as texts } from '../texts';

/** The shell's system name in the history store; sub-apps record under their own names. */
export const SHELL_SYSTEM_NAME = 'main';

export function HistoryTabs() {
  const { storage } = useShellServices();
  const book = useMemo(() => createHistoryBook(storage), [storage]);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { title, noHistory } = mergeMeta(useMatches().map((m) => (m.handle as RouteHandle | undefined)?.meta));
  const [entries, setEntries] = useState<HistoryEntry[]>(() => book.list(SHELL_SYSTEM_NAME));
  useEffect(() => {
    if (title && !noHistory) book.add({ path: pathname + search, title, systemName: SHELL_SYSTEM_NAME });
    // The book is a store outside React that this effect has just written: its list is read back.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntries(book.list(SHELL_SYSTEM_NAME));
  }, [book, pathname, search, title, noHistory]);
  if (entries.length === 0) return null;
  const active = pathname + search;
  const remove = (path: string) => {
    const index = entries.findIndex((e) => e.path === path);
    book.remove(SHELL_SYSTEM_NAME, index);
    const rest = book.list(SHELL_SYSTEM_NAME);
    setEntries(rest);
    if (path === active) void navigate(rest[0]?.path ?? '/home');
  };
  return (
    <Tabs
      size="small"
      type="editable-card"
      hideAdd
      activeKey={entries.some((e) => e.path === active) ? active : ''}
      onChange={(key) => void navigate(key)}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && remove(key)}
      items={entries.map((e) => ({ key: e.path, label: e.title, closable: true }))}
      tabBarExtraContent={
        <Button
          size="small"
          type="text"
          icon={<ClearOutlined />}
          onClick={() => {
            book.clear(SHELL_SYSTEM_NAME);
            setEntries([]);
          }}
        >{texts.clear}</Button>
      }
      style={{ marginBottom: 12 }}
      aria-label={texts.label}
    />
  );
}

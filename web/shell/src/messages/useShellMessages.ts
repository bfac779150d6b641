// The shell's side of the cross-app messages: navigation (goPage), menu reloads, resource-data
// requests and the client change. showDownList is handled by the download tip (tips/DownloadTip),
// showImage by the dialog host (dialogs/DialogHost).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { appendQuery, currentUser, isSessionExpired, onMessage, reportError, sendMessage, type MessageMap } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';

/** Where goPage leads: the path with its query, in this tab or a new one. */
export function goPageTarget(detail: MessageMap['goPage']): { url: string; newTab: boolean } {
  return { url: appendQuery(detail.path, detail.query ?? {}), newTab: Boolean(detail.newTab) };
}

export function useShellMessages(): void {
  const navigate = useNavigate();
  const { access, permissions, storage } = useShellServices();

  useEffect(() => {
    const offs = [
      onMessage('goPage', (detail) => {
        const { url, newTab } = goPageTarget(detail);
        if (newTab) window.open(url, '_blank', 'noopener');
        else void navigate(url);
      }),
      onMessage('updateMenu', () => {
        // Like the guard's call: a 4010 on the resource list goes straight to the login page.
        access
          .listResources({ silent: true })
          .then((roots) => permissions.load(roots))
          .catch((error: unknown) => (isSessionExpired(error) ? void navigate('/login') : reportError(error)));
      }),
      onMessage('getResourceData', () => {
        sendMessage('changeResourceData', { resources: [...permissions.resources] });
      }),
      onMessage('changeClient', (detail) => {
        const user = currentUser(storage);
        if (user) storage.set('navUserClient', { ...user, userId: detail.userId, ...(detail.name ? { name: detail.name } : {}) });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate, access, permissions, storage]);
}


// The host's customer configuration (logo, title) as the guard stored it.
import { useSyncExternalStore } from 'react';
import type { CustomerInfo } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';
import { useSiteInfoTexts as texts } from '../texts';

export const DEFAULT_SITE_TITLE = texts.defaultTitle;

export function useSiteInfo(): CustomerInfo {
  const { siteInfo } = useShellServices();
  return useSyncExternalStore(siteInfo.subscribe, siteInfo.get, siteInfo.get);
}

// The command catalogue for the monitor's command menus (one request, shared by every menu), and its
// prefetch for a menu not made yet (CommandMenu: the pointer over its icon).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommandCatalogue } from '@chelian/core';
import type { MonitorApi } from '../service';

const catalogueQuery = (api: MonitorApi) => ({ queryKey: ['commands', 'catalogue'], queryFn: () => api.commandCatalogue(), staleTime: 5 * 60_000 });

export function useCommandCatalogue(api: MonitorApi): CommandCatalogue | undefined {
  return useQuery(catalogueQuery(api)).data;
}

/** Asks for the catalogue unless it is fresh: the menu then opens with its commands. */
export function useCommandCataloguePrefetch(api: MonitorApi): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.prefetchQuery(catalogueQuery(api)), [client, api]);
}

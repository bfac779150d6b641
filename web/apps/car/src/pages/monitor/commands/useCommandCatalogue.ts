// The command catalogue for the monitor's command menus (one request, shared by every menu).
import { useQuery } from '@tanstack/react-query';
import type { CommandCatalogue } from '@chelian/core';
import type { MonitorApi } from '../service';

export function useCommandCatalogue(api: MonitorApi): CommandCatalogue | undefined {
  return useQuery({ queryKey: ['commands', 'catalogue'], queryFn: () => api.commandCatalogue(), staleTime: 5 * 60_000 }).data;
}

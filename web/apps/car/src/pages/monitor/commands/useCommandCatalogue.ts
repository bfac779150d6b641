// The command catalogue for the monitor's command menus (one request, shared by every menu).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createCommandApi, type CommandApi, type CommandCatalogue } from '@chelian/core';
import { useCarServices } from '../../../services/CarServicesContext';

export function useCommandApi(): CommandApi {
  const { http } = useCarServices();
  return useMemo(() => createCommandApi(http), [http]);
}

export function useCommandCatalogue(): CommandCatalogue | undefined {
  const api = useCommandApi();
  return useQuery({ queryKey: ['commands', 'catalogue'], queryFn: () => api.catalogue(), staleTime: 5 * 60_000 }).data;
}

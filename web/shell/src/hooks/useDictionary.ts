// The dictionary (codes → labels), loaded once per session through the cache in `dictionary`.
import { useQuery } from '@tanstack/react-query';
import type { DictionaryItem } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';

export function useDictionary(dictType: string): DictionaryItem[] {
  const { dictionary } = useShellServices();
  const query = useQuery({ queryKey: ['dictionary'], queryFn: () => dictionary.load(), staleTime: Infinity });
  return query.data?.[dictType] ?? [];
}

// TanStack Query client of the shell: failures of queries and mutations go through the error funnel.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '@chelian/core';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reportError(error) }),
    mutationCache: new MutationCache({ onError: (error) => reportError(error) }),
    defaultOptions: {
      // The client already waited up to 60 s; a second try would only repeat the toast.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// The account status of the security center (checkStatus.json), shared by its cards.
import { useQuery } from '@tanstack/react-query';
import { useShellServices } from '../../../services/ShellServicesContext';

export const ACCOUNT_STATUS_KEY = ['security', 'status'] as const;

export function useAccountStatus() {
  const { center } = useShellServices();
  return useQuery({ queryKey: ACCOUNT_STATUS_KEY, queryFn: () => center.accountStatus() });
}

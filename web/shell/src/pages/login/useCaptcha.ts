// The captcha of the login form: image, uuid, whether it is switched on; refreshed on demand.
import { useQuery } from '@tanstack/react-query';
import { useShellServices } from '../../services/ShellServicesContext';

export interface CaptchaState {
  image: string;
  uuid: string;
  enabled: boolean;
  loading: boolean;
  refresh: () => void;
}

export function useCaptcha(): CaptchaState {
  const { auth } = useShellServices();
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: () => auth.getCaptcha(),
    staleTime: Infinity,
    gcTime: 0,
  });
  return {
    image: query.data?.code ?? '',
    uuid: query.data?.uuid ?? '',
    // Until the reply says otherwise the field is shown.
    enabled: query.data ? Number(query.data.enabled) !== 0 : true,
    loading: query.isFetching,
    refresh: () => void query.refetch(),
  };
}

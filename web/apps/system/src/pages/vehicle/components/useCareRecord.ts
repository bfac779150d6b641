// The current record of a 车辆资料 care tab (保险信息, 保养信息) and its save: read once the tab opens,
// saved as a new record, read again after the save; failures shown by the request module's rules.
import { useEffect } from 'react';
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { vehicleCareTexts as texts } from '../../../texts';

export function useCareRecord<T, V>(key: readonly unknown[], load: () => Promise<T | undefined>, save: (values: V) => Promise<void>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const current = useQuery({ queryKey: key, queryFn: load, gcTime: 0 });
  useEffect(() => {
    if (current.error) reportError(current.error);
  }, [current.error]);
  const saving = useMutation({
    mutationFn: save,
    onSuccess: () => {
      void message.success(texts.saved);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (e) => reportError(e),
  });
  return { current, saving };
}

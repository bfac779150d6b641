// The list pages' one data hook: the query (its error reported), a refresh of every page of the
// list (`listKey` is the prefix of the query key), and a delete that says 已删除 and refreshes.
import { useEffect } from 'react';
import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { sharedTexts } from '../texts';

export function useCardList<T>(listKey: readonly unknown[], queryKey: readonly unknown[], queryFn: () => Promise<T>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const list = useQuery({ queryKey, queryFn });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey });
  const removeWith = async (call: () => Promise<unknown>) => {
    try {
      await call();
      void message.success(sharedTexts.deleted);
      refresh();
    } catch (e) {
      reportError(e);
    }
  };
  return { list, refresh, removeWith };
}

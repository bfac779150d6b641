// The top progress bar during navigation (R-ROUTE-12): NProgress configured once with the spec's
// settings, started while the router loads (guard, lazy page) and finished when it is idle.
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { PROGRESS_OPTIONS } from '@chelian/core';

let configured = false;

export function configureProgress(): void {
  if (configured) return;
  configured = true;
  NProgress.configure({ ...PROGRESS_OPTIONS });
}

export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    configureProgress();
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
}

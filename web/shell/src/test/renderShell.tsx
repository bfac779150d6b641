// Renders the whole shell (real routes, guard, layout) in memory at a path, with fake services.
// A file that renders it also waits, once done, for the navigation bar to leave the page.
import { render, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll } from 'vitest';
import { ShellApp } from '../ShellApp';
import { createShellMemoryRouter } from '../router/createShellRouter';
import type { ShellServices } from '../services/shellServices';

// NProgress takes its bar away on timers after done(): a test file that ended first left them to
// run once jsdom was gone ("document is not defined", an unhandled error failing the run).
afterAll(async () => {
  NProgress.done();
  await waitFor(() => {
    if (document.getElementById('nprogress')) throw new Error('the progress bar is still leaving');
  });
});

export function renderShell(services: ShellServices, path: string) {
  const router = createShellMemoryRouter(services, path);
  const view = render(<ShellApp services={services} router={router} />);
  return { router, view };
}

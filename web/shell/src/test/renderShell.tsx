// Renders the whole shell (real routes, guard, layout) in memory at a path, with fake services.
import { render } from '@testing-library/react';
import { ShellApp } from '../ShellApp';
import { createShellMemoryRouter } from '../router/createShellRouter';
import type { ShellServices } from '../services/shellServices';

export function renderShell(services: ShellServices, path: string) {
  const router = createShellMemoryRouter(services, path);
  const view = render(<ShellApp services={services} router={router} />);
  return { router, view };
}

// Test helper: renders system-app UI at a path for a user whose 系统管理 menu (9012) holds `pages`,
// with the given request client (a fake), a query client and antd's App context.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { createPermissionStore, type HttpClient, type ResourceNode } from '@chelian/core';
import { PermissionProvider } from '@chelian/ui';
import { SubAppServicesProvider } from '@chelian/ui/subapp';
import { SYSTEM_MENU_ID } from '../access';
import type { SystemServices } from '../services/systemServices';

/** A page entry (resource type 2) of the system menu, with its buttons (type 3). */
export const menuPage = (id: number, name: string, buttons: number[] = []): ResourceNode => ({
  id,
  name,
  type: 2,
  children: buttons.map((b) => ({ id: b, name: String(b), type: 3 })),
});

export function renderWithMenu(path: string, pages: ResourceNode[], ui: ReactNode, http?: HttpClient) {
  const permissions = createPermissionStore();
  permissions.load([{ id: SYSTEM_MENU_ID, name: '系统管理', type: 1, children: pages }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const services = { permissions, http, queryClient, embedded: true } as unknown as SystemServices;
  return render(
    <SubAppServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <PermissionProvider store={permissions}>
          <App>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </App>
        </PermissionProvider>
      </QueryClientProvider>
    </SubAppServicesProvider>,
  );
}

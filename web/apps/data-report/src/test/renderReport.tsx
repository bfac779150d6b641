// Test helper: renders a data-report page at a path for a user holding the given buttons, with a
// fake request client, a query client and antd's App context.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { createPermissionStore, type HttpClient } from '@chelian/core';
import { PermissionProvider } from '@chelian/ui';
import { SubAppServicesProvider } from '@chelian/ui/subapp';
import { DATA_REPORT_MENU_ID } from '../access';
import type { DataReportServices } from '../services/dataReportServices';

export function renderReport(path: string, menuId: number, buttons: number[], ui: ReactNode, http: Partial<HttpClient>) {
  const permissions = createPermissionStore();
  permissions.load([
    { id: DATA_REPORT_MENU_ID, name: '数据报表', type: 1, children: [{ id: menuId, name: String(menuId), type: 2, children: buttons.map((b) => ({ id: b, name: String(b), type: 3 })) }] },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const services = { permissions, http, queryClient, embedded: true } as unknown as DataReportServices;
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

// Test helper: renders kit pieces for a user holding `buttons`, with a fake request client.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createPermissionStore, type HttpClient } from '@chelian/core';
import { PermissionProvider } from '@chelian/ui';
import { SubAppServicesProvider, type SubAppServices } from '@chelian/ui/subapp';

export function renderKit(ui: ReactNode, buttons: number[], http?: Partial<HttpClient>) {
  const permissions = createPermissionStore();
  permissions.load([{ id: 9020, name: '数据报表', type: 1, children: [{ id: 1501, name: '报警记录', type: 2, children: buttons.map((b) => ({ id: b, name: String(b), type: 3 })) }] }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const services = { permissions, http, queryClient, embedded: true } as unknown as SubAppServices;
  return render(
    <SubAppServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <PermissionProvider store={permissions}>
          <App>{ui}</App>
        </PermissionProvider>
      </QueryClientProvider>
    </SubAppServicesProvider>,
  );
}

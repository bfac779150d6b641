// Renders a sub-app's part for a unit test: the app's services (a fake request client answering
// by path, storage, permissions with the given buttons, an address batcher), queries, antd's App and
// a router. Replies are envelopes' `obj`s; a path not listed answers flag 0.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createPermissionStore, createStorage, type Envelope, type HttpClient } from '@chelian/core';
import { PermissionProvider } from '../permissionContext';
import { SubAppServicesProvider } from '../subapp/SubAppServicesContext';
import type { SubAppServices } from '../subapp/services';

export type FakeReply = unknown | ((params: Record<string, unknown>) => unknown);

export function fakeHttp(replies: Record<string, FakeReply>) {
  const answer = async (path: string, params: Record<string, unknown> = {}): Promise<Envelope<unknown>> => {
    if (!(path in replies)) return { flag: 0, msg: '无此接口', obj: null } as Envelope<unknown>;
    const reply = replies[path];
    return { flag: 1, msg: '', obj: typeof reply === 'function' ? (reply as (p: Record<string, unknown>) => unknown)(params) : reply };
  };
  const get = vi.fn(answer);
  const postJson = vi.fn(answer);
  return { get, postJson, http: { get, postJson, post: postJson } as unknown as HttpClient };
}

export function renderInSubApp(ui: ReactNode, { http, buttons = [], extra = {} }: { http: HttpClient; buttons?: number[]; extra?: Record<string, unknown> }) {
  const permissions = createPermissionStore();
  permissions.load(buttons.map((id) => ({ id, name: '', type: 3 })));
  const services = { http, storage: createStorage('t_', window.sessionStorage), permissions, embedded: false, ...extra } as unknown as SubAppServices;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SubAppServicesProvider services={services}>
      <PermissionProvider store={permissions}>
        <QueryClientProvider client={client}>
          <App>
            <MemoryRouter>{ui}</MemoryRouter>
          </App>
        </QueryClientProvider>
      </PermissionProvider>
    </SubAppServicesProvider>,
  );
}

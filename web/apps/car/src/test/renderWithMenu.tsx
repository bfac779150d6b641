// Test helper: renders car-app UI at a path for a user whose 智能车联 menu (9008) holds `pages`.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createPermissionStore, type ResourceNode } from '@chelian/core';
import type { CarServices } from '../services/carServices';
import { CarServicesProvider } from '../services/CarServicesContext';

/** A page entry (resource type 2) of the car menu. */
export const menuPage = (id: number, name: string): ResourceNode => ({ id, name, type: 2 });

export function renderWithMenu(path: string, pages: ResourceNode[], ui: ReactNode) {
  const permissions = createPermissionStore();
  permissions.load([{ id: 9008, name: '智能车联', type: 1, children: pages }]);
  return render(
    <CarServicesProvider services={{ permissions } as unknown as CarServices}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </CarServicesProvider>,
  );
}

// The car app's access rule: a page waits for the resource list, then opens only with its menu id.
import { describe, expect, it } from 'vitest';
import { createPermissionStore } from '@chelian/core';
import { BUTTON_FENCE, MONITOR_MENU_ID, UNREGISTERED_MENU_ID, pageAccess } from './access';

describe('car page access', () => {
  it('R-PERM-2 waits while the menu set is empty (the resource list not loaded yet)', () => {
    expect(pageAccess(MONITOR_MENU_ID, createPermissionStore())).toBe('loading');
  });

  it('R-PERM-5 allows a page whose menu id the user holds and refuses one they lack', () => {
    const permissions = createPermissionStore();
    permissions.load([
      { id: 9008, name: '智能车联', type: 1, children: [{ id: MONITOR_MENU_ID, name: '监控中心', type: 2, children: [{ id: BUTTON_FENCE, name: '围栏', type: 3 }] }] },
    ]);
    expect(pageAccess(MONITOR_MENU_ID, permissions)).toBe('allowed');
    expect(pageAccess(UNREGISTERED_MENU_ID, permissions)).toBe('denied');
    // A button id is no menu id: it guards buttons, never a page.
    expect(pageAccess(BUTTON_FENCE, permissions)).toBe('denied');
  });
});

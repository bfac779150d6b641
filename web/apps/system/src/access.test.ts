// The system app's ids: the pages of migration 0059 under menu 9012, the button ids of §5.3
// (<menu><2-digit no.>, 160101–160705), and the access rule of a page.
import { describe, expect, it } from 'vitest';
import { createPermissionStore } from '@chelian/core';
import * as access from './access';

describe('system access ids', () => {
  it('R-PERM-5 every button id is 16<page><no.> of §5.3, each once', () => {
    const buttons = Object.entries(access)
      .filter(([name]) => name.startsWith('BUTTON_'))
      .map(([, id]) => id as number);
    expect(buttons).toHaveLength(7 + 11 + 2 + 8 + 3 + 6 + 5);
    expect(new Set(buttons).size).toBe(buttons.length);
    for (const id of buttons) expect(String(id)).toMatch(/^160[1-7]0[1-9]$|^1602(10|11)$/);
  });

  it('R-PERM-2 a page waits for the resource list, then opens only with its menu id', () => {
    const permissions = createPermissionStore();
    expect(access.pageAccess(access.ROLE_MENU_ID, permissions)).toBe('loading');
    permissions.load([{ id: access.SYSTEM_MENU_ID, name: '系统管理', type: 1, children: [{ id: access.USER_MENU_ID, name: '用户管理', type: 2 }] }]);
    expect(access.pageAccess(access.USER_MENU_ID, permissions)).toBe('allowed');
    expect(access.pageAccess(access.ROLE_MENU_ID, permissions)).toBe('denied');
  });
});

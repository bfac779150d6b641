// Tests of the shell's service calls: paths, methods, parameters and how replies are unwrapped.
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http/client';
import { RequestError } from '../http/errors';
import { createAccessApi } from './accessApi';
import { createAuthApi } from './authApi';
import { createUserApi } from './userApi';
import { unwrap } from './unwrap';

type Call = [method: string, url: string, data: unknown, options?: unknown];

function fakeHttp(reply: unknown = { flag: 1, obj: {} }) {
  const calls: Call[] = [];
  const answer = (method: string) =>
    vi.fn(async (url: string, data?: unknown, options?: unknown) => {
      calls.push([method, url, data, options]);
      return reply;
    });
  const http = {
    resolveUrl: (u: string) => u,
    get: answer('get'),
    post: answer('post'),
    postJson: answer('postJson'),
    upload: answer('upload'),
    jsonp: answer('jsonp'),
    exportFile: vi.fn(),
    downloadBlob: answer('downloadBlob'),
  } as unknown as HttpClient;
  return { http, calls };
}

describe('services', () => {
  it('R-PERM-4 fetches the resource list with version v4 and from carWeb4', async () => {
    const { http, calls } = fakeHttp({ flag: 1, obj: [{ id: 0, name: '根菜单', type: 1, children: [] }] });
    const roots = await createAccessApi(http).listResources({ silent: true });
    expect(calls[0]).toEqual(['get', '/car/v1/api/resource/newList.json', { version: 'v4', from: 'carWeb4' }, { silent: true }]);
    expect(roots).toHaveLength(1);
  });

  it('R-ERR-3 a resource reply with flag 404 (or 5001) rejects', async () => {
    await expect(createAccessApi(fakeHttp({ flag: 404, msg: '无资源' }).http).listResources()).rejects.toMatchObject({
      kind: 'api',
      flag: 404,
      msg: '无资源',
    });
    await expect(createAccessApi(fakeHttp({ flag: 5001 }).http).listResources()).rejects.toMatchObject({ flag: 5001 });
  });

  it('R-PERM-8 gets the platforms of a role by id', async () => {
    const entry = { platformId: 8, name: 'car', path: '/car', productionEntry: '/child/car/' };
    const { http, calls } = fakeHttp({ flag: 1, obj: [entry] });
    await expect(createAccessApi(http).listPlatformsByRole(3)).resolves.toEqual([entry]);
    expect(calls[0]).toEqual(['get', '/car/v1/api/platform/getPlatformByRoleId.json', { roleId: 3 }, undefined]);
  });

  it('R-APP-4 signs in by POST form to /oauth/v4/token with scope carWeb4 and tenantId 1', async () => {
    const { http, calls } = fakeHttp({ flag: 1, obj: { sessionId: 's-1' } });
    const result = await createAuthApi(http).login({ username: 'admin', password: 'p', code: '', uuid: 'u' });
    expect(result).toEqual({ sessionId: 's-1' });
    expect(calls[0]).toEqual([
      'post',
      '/oauth/v4/token',
      { username: 'admin', password: 'p', code: '', uuid: 'u', scope: 'carWeb4', tenantId: 1 },
      undefined,
    ]);
  });

  it('a failed sign-in rejects with the server message', async () => {
    const { http } = fakeHttp({ flag: 0, msg: '验证码错误或已过期' });
    await expect(createAuthApi(http).login({ username: 'a', password: 'b', code: 'c', uuid: 'u' })).rejects.toMatchObject({
      kind: 'api',
      msg: '验证码错误或已过期',
    });
  });

  it('R-ENT-1 asks for the customer info of the host, silently, and returns the raw envelope', async () => {
    const { http, calls } = fakeHttp({ flag: 5001, msg: '域名未启用' });
    await expect(createAuthApi(http).getCustomerInfo('track.example.com')).resolves.toEqual({ flag: 5001, msg: '域名未启用' });
    expect(calls[0]).toEqual(['get', '/oauth/customerInfo', { url: 'track.example.com' }, { silent: true }]);
  });

  it('reads the login page info, the captcha, the user; logs out; changes the password by POST JSON', async () => {
    const { http, calls } = fakeHttp({ flag: 1, obj: { x: 1 } });
    const auth = createAuthApi(http);
    const user = createUserApi(http);
    await auth.getLoginPage('h');
    await auth.getCaptcha();
    await auth.logout();
    await user.getUser();
    await user.updateUserPassword({ oldPassword: 'a', newPassword: 'b' });
    expect(calls.map(([m, u]) => `${m} ${u}`)).toEqual([
      'get /oauth/loginPage',
      'get /oauth/getCode',
      'get /oauth/logout',
      'get /car/v1/api/user/getUser.json',
      'postJson /car/v1/api/user/updateUserPassword.json',
    ]);
    expect(calls[4]?.[2]).toEqual({ oldPassword: 'a', newPassword: 'b' });
  });

  it('unwrap gives obj for flag 1 and rejects a file where JSON was expected', () => {
    expect(unwrap({ flag: 1, obj: [1] })).toEqual([1]);
    expect(() => unwrap({ kind: 'file', blob: new Blob([]), filename: 'a.xls' })).toThrow(RequestError);
  });
});

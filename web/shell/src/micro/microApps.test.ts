// Tests of the sub-app registration config and of matching uncaught errors to a sub-app.
import { describe, expect, it } from 'vitest';
import { microAppOfError, buildMicroApps, MICRO_CONTAINER_ID } from './microApps';

const at = (pathname: string) => ({ pathname }) as Location;

describe('micro apps', () => {
  it('R-ROUTE-2 registers the nine sub-apps with entry /child/<name>/ and the shared container', () => {
    const apps = buildMicroApps(() => true, () => '');
    expect(apps.map((a) => [a.name, a.entry])).toEqual([
      ['car', '/child/car/'],
      ['card', '/child/card/'],
      ['system', '/child/system/'],
      ['pet', '/child/pet/'],
      ['dataCenter', '/child/dataCenter/'],
      ['elec-car', '/child/elec-car/'],
      ['data-report', '/child/data-report/'],
      ['elec-lease', '/child/elec-lease/'],
      ['elec-gb', '/child/elec-gb/'],
    ]);
    expect(new Set(apps.map((a) => a.container))).toEqual(new Set([`#${MICRO_CONTAINER_ID}`]));
  });

  it('R-ROUTE-2 activates a sub-app under /<name> only, and only with its menu id', () => {
    const allowed = new Set([9008]);
    const apps = buildMicroApps((id) => allowed.has(id), () => '');
    const car = apps.find((a) => a.name === 'car');
    const card = apps.find((a) => a.name === 'card');
    expect(car?.activeRule(at('/car'))).toBe(true);
    expect(car?.activeRule(at('/car/monitor'))).toBe(true);
    expect(car?.activeRule(at('/card/x'))).toBe(false);
    expect(card?.activeRule(at('/card/x'))).toBe(false);
    expect(car?.activeRule(at('/home'))).toBe(false);
  });

  it('R-ENT-1 hands each sub-app its system info: baseUrl, name, platformId', () => {
    let base = '';
    const [car] = buildMicroApps(() => true, () => base);
    base = 'http://api.test';
    expect(car?.props).toMatchObject({ name: 'car', platformId: 8, routerBase: '/car', baseUrl: 'http://api.test' });
  });

  it('finds the sub-app an uncaught error belongs to', () => {
    const names = ['car', 'elec-car'];
    expect(microAppOfError({ appOrParcelName: 'car', message: 'x' }, names)).toBe('car');
    expect(microAppOfError(new Error("application 'elec-car' died in status LOADING_SOURCE_CODE: Failed to fetch"), names)).toBe(
      'elec-car',
    );
    expect(microAppOfError({ error: new Error('[qiankun]: You need to export lifecycle functions in car entry') }, names)).toBe('car');
    expect(microAppOfError(new Error('something else'), names)).toBeUndefined();
    expect(microAppOfError({ appOrParcelName: 'other' }, names)).toBeUndefined();
  });
});

// 绑定省市区: cascader options and the "名称_code|…" address string both ways.
import { describe, expect, it } from 'vitest';
import { addressOf, pathsOf, regionOptions, type RegionNode } from './adminRegions';

const tree: RegionNode[] = [
  {
    name: '广东省',
    code: '440000',
    list: [
      { name: '广州市', code: '440100', list: [{ name: '天河区', code: '440106' }] },
      { name: '深圳市', code: '440300', list: [{ name: '南山区', code: '440305' }] },
    ],
  },
  { name: '北京市', code: '110000', list: [{ name: '北京市', code: '110100', list: [{ name: '东城区', code: '110101' }] }] },
];

describe('admin regions', () => {
  it('provinces and cities become cascader options; districts on request', () => {
    const o = regionOptions(tree);
    expect(o[0]).toMatchObject({ value: '440000', label: '广东省' });
    expect(o[0]?.children?.map((c) => c.label)).toEqual(['广州市', '深圳市']);
    expect(o[0]?.children?.[0]?.children).toBeUndefined();
    expect(regionOptions(tree, true)[0]?.children?.[1]?.children?.[0]).toEqual({ value: '440305', label: '南山区' });
  });

  it('chosen nodes print as the previous console stores them and read back', () => {
    const address = addressOf([['440000'], ['110000', '110100', '110101']], tree);
    expect(address).toBe('广东省_440000|东城区_110101');
    expect(pathsOf(address)).toEqual([['440000'], ['110000', '110100', '110101']]);
    expect(pathsOf('深圳市_440300|junk|x_1')).toEqual([['440000', '440300']]);
  });
});

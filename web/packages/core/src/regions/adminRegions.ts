// 绑定省市区 (出省报警): the province → city → district tree of listAdminRegion as cascader options,
// and the previous console's address string ("广东省_440000|深圳市_440300") both ways.
export interface RegionNode {
  name: string;
  code: string;
  list?: RegionNode[];
}

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** Provinces and cities (districts too when `districts`), as cascader options keyed by code. */
export function regionOptions(tree: readonly RegionNode[], districts = false): RegionOption[] {
  return tree.map((p) => ({
    value: p.code,
    label: p.name,
    children: (p.list ?? []).map((c) => ({
      value: c.code,
      label: c.name,
      ...(districts && c.list?.length ? { children: c.list.map((d) => ({ value: d.code, label: d.name })) } : {}),
    })),
  }));
}

/** Cascader paths (codes from the province down) → "名称_code|…", one entry per chosen node. */
export function addressOf(paths: readonly (readonly string[])[], tree: readonly RegionNode[]): string {
  const names = new Map<string, string>();
  const walk = (nodes: readonly RegionNode[]) => {
    for (const n of nodes) {
      names.set(n.code, n.name);
      if (n.list) walk(n.list);
    }
  };
  walk(tree);
  return paths
    .map((p) => p[p.length - 1])
    .filter((code): code is string => code !== undefined && names.has(code))
    .map((code) => `${names.get(code)}_${code}`)
    .join('|');
}

/** "名称_code|…" → cascader paths (province, city, district codes as needed). */
export function pathsOf(address: string): string[][] {
  const out: string[][] = [];
  for (const item of address.split('|')) {
    const code = item.slice(item.lastIndexOf('_') + 1);
    if (!/^\d{6}$/.test(code)) continue;
    const province = `${code.slice(0, 2)}0000`;
    const city = `${code.slice(0, 4)}00`;
    if (code === province) out.push([province]);
    else if (code === city) out.push([province, city]);
    else out.push([province, city, code]);
  }
  return out;
}

// The province map's part of ECharts: the map, geo and lines charts and the colour scale registered
// on the console's one ECharts build (@chelian/reports/charts draws the bars, lines and pies), and
// the outlines: public/china-provinces.topojson (scripts/build-province-map.mjs, from the districts
// the server's geocoder ships) fetched once, its districts grouped into provinces (one region each,
// named as provinceCounts names them) and the borders between provinces (and the coast) as lines.
import { init, registerMap, use as registerEchartsParts } from 'echarts/core';
import { LinesChart, MapChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { ChartInit } from '@chelian/reports/charts';

registerEchartsParts([MapChart, LinesChart, GeoComponent, VisualMapComponent, TooltipComponent, CanvasRenderer]);

export const PROVINCE_MAP = 'chelian-provinces';

export const initMapChart: ChartInit = (element) => init(element, undefined, { renderer: 'canvas' });

type Districts = Topology<{ districts: GeometryCollection<{ p: string }> }>;
type Position = number[];

const provinceOf = (g: { properties?: unknown }): string => (g.properties as { p?: string } | undefined)?.p ?? '';

/** The provinces as one GeoJSON feature each (the polygons of their districts), from the topology. */
export function provincesOf(topo: Districts): { type: 'FeatureCollection'; features: object[] } {
  const polygons = new Map<string, Position[][][]>();
  for (const g of topo.objects.districts.geometries) {
    const shape = (feature(topo, g) as { geometry: { type: string; coordinates: unknown } }).geometry;
    const name = provinceOf(g);
    const list = polygons.get(name) ?? [];
    if (shape.type === 'Polygon') list.push(shape.coordinates as Position[][]);
    else if (shape.type === 'MultiPolygon') list.push(...(shape.coordinates as Position[][][]));
    polygons.set(name, list);
  }
  return {
    type: 'FeatureCollection',
    features: [...polygons].map(([name, coordinates]) => ({ type: 'Feature', properties: { name }, geometry: { type: 'MultiPolygon', coordinates } })),
  };
}

/** The lines between provinces and along the coast. */
export function bordersOf(topo: Districts): Position[][] {
  return mesh(topo, topo.objects.districts, (a, b) => a === b || provinceOf(a) !== provinceOf(b)).coordinates;
}

let outlines: Promise<Position[][]> | undefined;

/** Fetches and registers the provinces once per page load and answers the border lines; a failure may be retried. */
export function loadProvinceOutlines(): Promise<Position[][]> {
  outlines ??= fetch(`${import.meta.env.BASE_URL}china-provinces.topojson`)
    .then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<Districts>;
    })
    .then((topo) => {
      registerMap(PROVINCE_MAP, provincesOf(topo) as Parameters<typeof registerMap>[1]);
      return bordersOf(topo);
    })
    .catch((e: unknown) => {
      outlines = undefined;
      throw e;
    });
  return outlines;
}

// A position cell of the report tables: "lon, lat" as the server answers it ('—' without one).
import { commonTexts as texts } from '../texts';

export function positionText(lon: unknown, lat: unknown): string {
  const has = (v: unknown) => v !== undefined && v !== null && v !== '' && Number(v) !== 0;
  return has(lon) && has(lat) ? texts.position(lon, lat) : texts.none;
}

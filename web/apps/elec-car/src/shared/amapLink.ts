// A link that opens a WGS-84 place in AMap (it converts the coordinates itself: coordinate=wgs84).
export function amapLink(lat: number, lon: number, name = ''): string {
  const label = name ? `&name=${encodeURIComponent(name)}` : '';
  return `https://uri.amap.com/marker?position=${lon},${lat}${label}&coordinate=wgs84&src=chelian`;
}

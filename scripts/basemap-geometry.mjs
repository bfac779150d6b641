// Plane geometry of the base-map builders (lon/lat degrees as x/y): ring area, Douglas–Peucker
// simplification of a closed ring, and clipping a polygon ring to a rectangle.

/** Signed area (shoelace), square degrees; positive when counter-clockwise. */
export function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return sum / 2;
}

/** The closed ring with points closer than tolerance to the kept outline dropped (first = last kept). */
export function simplifyRing(ring, tolerance) {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  const last = ring.length - 1;
  // A closed ring has no chord between its ends: split at the point farthest from the first.
  let far = 1;
  let farD = -1;
  for (let i = 1; i < last; i++) {
    const d = (ring[i][0] - ring[0][0]) ** 2 + (ring[i][1] - ring[0][1]) ** 2;
    if (d > farD) [far, farD] = [i, d];
  }
  keep[0] = keep[far] = keep[last] = 1;
  const stack = [
    [0, far],
    [far, last],
  ];
  const tol2 = tolerance * tolerance;
  while (stack.length) {
    const [a, b] = stack.pop();
    let index = -1;
    let max = tol2;
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistance2(ring[i], ring[a], ring[b]);
      if (d > max) [index, max] = [i, d];
    }
    if (index > 0) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  const out = ring.filter((_, i) => keep[i]);
  return out.length >= 4 ? out : ring.length > 4 ? [ring[0], ring[far], ring[Math.floor((far + last) / 2)], ring[0]] : ring;
}

function segmentDistance2([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len)) : 0;
  return (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2;
}

/** The ring clipped to rect [west, south, east, north] (Sutherland–Hodgman), closed; [] when outside. */
export function clipPolygon(ring, [w, s, e, n]) {
  const edges = [
    (p) => p[0] >= w,
    (p) => p[0] <= e,
    (p) => p[1] >= s,
    (p) => p[1] <= n,
  ];
  const cross = [
    (a, b) => at(a, b, (w - a[0]) / (b[0] - a[0])),
    (a, b) => at(a, b, (e - a[0]) / (b[0] - a[0])),
    (a, b) => at(a, b, (s - a[1]) / (b[1] - a[1])),
    (a, b) => at(a, b, (n - a[1]) / (b[1] - a[1])),
  ];
  let points = ring.slice(0, -1);
  for (let k = 0; k < 4 && points.length; k++) {
    const inside = edges[k];
    const next = [];
    for (let i = 0; i < points.length; i++) {
      const cur = points[i];
      const prev = points[(i + points.length - 1) % points.length];
      if (inside(cur)) {
        if (!inside(prev)) next.push(cross[k](prev, cur));
        next.push(cur);
      } else if (inside(prev)) next.push(cross[k](prev, cur));
    }
    points = next;
  }
  return points.length >= 3 ? [...points, points[0]] : [];
}

const at = (a, b, t) => [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];

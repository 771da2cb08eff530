/**
 * Potential flow around a Joukowski airfoil (Kutta condition), used to draw
 * physically plausible streamlines for the wind-tunnel illustrations.
 * Maths is done in a y-up frame; callers map to screen coordinates.
 */
type C = readonly [number, number];

const add = (a: C, b: C): C => [a[0] + b[0], a[1] + b[1]];
const sub = (a: C, b: C): C => [a[0] - b[0], a[1] - b[1]];
const mul = (a: C, b: C): C => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]];
const div = (a: C, b: C): C => {
  const d = b[0] * b[0] + b[1] * b[1];
  return [(a[0] * b[0] + a[1] * b[1]) / d, (a[1] * b[0] - a[0] * b[1]) / d];
};
const expi = (t: number): C => [Math.cos(t), Math.sin(t)];
const abs = (a: C): number => Math.hypot(a[0], a[1]);
const csqrt = (a: C): C => {
  const r = abs(a);
  const re = Math.sqrt((r + a[0]) / 2);
  const im = Math.sign(a[1] || 1) * Math.sqrt(Math.max(0, (r - a[0]) / 2));
  return [re, im];
};

export interface AirfoilFlow {
  /** Closed outline of the airfoil in flow-aligned coordinates (free stream along +x). */
  outline: [number, number][];
  /** Streamlines in flow-aligned coordinates, each point with local speed (free stream = 1). */
  streamlines: { pts: [number, number][]; speed: number[] }[];
}

export function joukowskiFlow(o: {
  thickness?: number;
  camber?: number;
  alphaDeg?: number;
  offsets: number[];
  xMin?: number;
  xMax?: number;
}): AirfoilFlow {
  const mu: C = [-(o.thickness ?? 0.1), o.camber ?? 0.1];
  const a = abs(sub([1, 0], mu));
  const alpha = ((o.alphaDeg ?? 8) * Math.PI) / 180;
  const theta = Math.atan2(-mu[1], 1 - mu[0]);
  const gamma = 4 * Math.PI * a * Math.sin(alpha - theta);
  const ea = expi(-alpha);
  const eb = expi(alpha);
  const a2: C = [a * a, 0];
  const dF = (z: C): C => {
    const d = sub(z, mu);
    const term = sub(ea, mul(mul(a2, eb), div([1, 0], mul(d, d))));
    return add(term, div([0, gamma / (2 * Math.PI)], d));
  };
  const toZ = (zeta: C): C => add(zeta, div([1, 0], zeta));
  /** Rotate physical z by -alpha so the free stream is horizontal. */
  const toFlow = (z: C): [number, number] => {
    const r = mul(z, expi(-alpha));
    return [r[0], r[1]];
  };
  const fromFlow = (p: C): C => mul(p, expi(alpha));
  const invZ = (z: C): C => {
    const s = csqrt(sub(mul(z, z), [4, 0]));
    const r1: C = [(z[0] + s[0]) / 2, (z[1] + s[1]) / 2];
    const r2: C = [(z[0] - s[0]) / 2, (z[1] - s[1]) / 2];
    return abs(sub(r1, mu)) >= abs(sub(r2, mu)) ? r1 : r2;
  };
  const outline: [number, number][] = [];
  for (let i = 0; i < 180; i++) {
    const t = (i / 180) * Math.PI * 2;
    outline.push(toFlow(toZ(add(mu, [a * Math.cos(t), a * Math.sin(t)]))));
  }
  const xMin = o.xMin ?? -6;
  const xMax = o.xMax ?? 6;
  const streamlines: AirfoilFlow["streamlines"] = [];
  for (const y0 of o.offsets) {
    let zeta = invZ(fromFlow([xMin, y0]));
    const pts: [number, number][] = [];
    const speed: number[] = [];
    for (let step = 0; step < 4000; step++) {
      const p = toFlow(toZ(zeta));
      const w = dF(zeta);
      const dz = sub([1, 0], div([1, 0], mul(zeta, zeta)));
      const sp = abs(w) / Math.max(1e-6, abs(dz));
      pts.push(p);
      speed.push(Math.min(3, sp));
      if (p[0] > xMax) break;
      // velocity in zeta plane (conjugate of dF)
      const v1: C = [w[0], -w[1]];
      const n1 = abs(v1) || 1e-9;
      const h = 0.012 * Math.max(1, abs(sub(zeta, mu)) / a) ** 1.2;
      const mid: C = add(zeta, [(v1[0] / n1) * h * 0.5, (v1[1] / n1) * h * 0.5]);
      const w2 = dF(mid);
      const v2: C = [w2[0], -w2[1]];
      const n2 = abs(v2) || 1e-9;
      const next: C = add(zeta, [(v2[0] / n2) * h, (v2[1] / n2) * h]);
      if (abs(sub(next, mu)) < a * 1.0005) break;
      zeta = next;
    }
    // thin out the points to keep the SVG small
    const thinPts: [number, number][] = [];
    const thinSpeed: number[] = [];
    let last: [number, number] | undefined;
    pts.forEach((p, i) => {
      if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) > 0.04 || i === pts.length - 1) {
        thinPts.push(p);
        thinSpeed.push(speed[i] ?? 1);
        last = p;
      }
    });
    streamlines.push({ pts: thinPts, speed: thinSpeed });
  }
  return { outline, streamlines };
}

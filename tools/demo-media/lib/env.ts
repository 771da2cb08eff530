/**
 * Environment pieces: skies, stars, glows, terrain, Earth, vegetation, vignette.
 */
import type { Rng } from "./rng.ts";
import {
  blobPath,
  type Canvas,
  circle,
  ellipse,
  f,
  g,
  lighten,
  mix,
  type Pt,
  path,
  pathFrom,
  rect,
  type Stop,
  smoothPath,
} from "./svg.ts";

export function sky(c: Canvas, stops: readonly Stop[], y0 = 0, y1 = c.h): void {
  c.add(rect(0, y0, c.w, y1 - y0, c.linear(stops)));
}

/** Soft radial glow (no blur filter, cheap to render). */
export function glow(c: Canvas, cx: number, cy: number, r: number, color: string, opacity = 0.6, sy = 1): string {
  const fill = c.radial([
    [0, color, opacity],
    [0.35, color, opacity * 0.45],
    [1, color, 0],
  ]);
  return ellipse(cx, cy, r, r * sy, fill);
}

export interface StarOpts {
  n: number;
  x?: number;
  y?: number;
  w?: number;
  h?: number;
  maxR?: number;
  /** Opacity falls to 0 at this fraction of the area height (toward the horizon). */
  fade?: number;
  colors?: readonly string[];
  bright?: number;
}

/** Scatter of small stars plus a few bright ones with a glow and spikes. */
export function stars(c: Canvas, rng: Rng, o: StarOpts): string {
  const x0 = o.x ?? 0;
  const y0 = o.y ?? 0;
  const w = o.w ?? c.w;
  const h = o.h ?? c.h;
  const maxR = o.maxR ?? 1.6;
  const colors = o.colors ?? ["#ffffff", "#dbe7ff", "#fff1d6", "#cfeeff"];
  const out: string[] = [];
  for (let i = 0; i < o.n; i++) {
    const x = x0 + rng() * w;
    const yy = rng();
    const y = y0 + yy * h;
    const fade = o.fade === undefined ? 1 : Math.max(0, 1 - yy / o.fade);
    const r = 0.35 + rng() ** 3 * maxR;
    const op = (0.35 + rng() * 0.65) * fade;
    if (op < 0.04) continue;
    out.push(circle(x, y, r, rng.pick(colors), `opacity="${Math.round(op * 100) / 100}"`));
  }
  const bright = o.bright ?? Math.round(o.n / 60);
  if (bright > 0) {
    const halo = c.radial([
      [0, "#ffffff", 0.9],
      [0.2, "#cfe3ff", 0.35],
      [1, "#9fc3ff", 0],
    ]);
    for (let i = 0; i < bright; i++) {
      const x = x0 + rng() * w;
      const yy = rng() * (o.fade ?? 1) * 0.85;
      const y = y0 + yy * h;
      const r = 6 + rng() * 8;
      out.push(
        circle(x, y, r, halo),
        path(
          `M${f(x - r * 1.2)} ${f(y)}L${f(x)} ${f(y - 0.6)}L${f(x + r * 1.2)} ${f(y)}L${f(x)} ${f(y + 0.6)}ZM${f(x)} ${f(y - r * 1.2)}L${f(x + 0.6)} ${f(y)}L${f(x)} ${f(y + r * 1.2)}L${f(x - 0.6)} ${f(y)}Z`,
          "#ffffff",
          'opacity="0.7"',
        ),
        circle(x, y, 1.3, "#ffffff"),
      );
    }
  }
  return out.join("");
}

/** Milky Way band: soft coloured clouds, dust lanes and a dense star band. */
export function milkyWay(
  c: Canvas,
  rng: Rng,
  cx: number,
  cy: number,
  angle: number,
  length: number,
  width: number,
): string {
  const out: string[] = [];
  const soft = c.blur(width * 0.18);
  const tints = ["#7c6bd6", "#4aa3c9", "#c98ad6", "#f2c49b", "#8fb7ff"];
  for (let i = 0; i < 26; i++) {
    const t = rng() - 0.5;
    const x = t * length;
    const y = rng.gauss() * width * 0.18;
    const rx = width * (0.35 + rng() * 0.6);
    const ry = width * (0.18 + rng() * 0.25);
    const op = Math.max(0.02, (0.12 + rng() * 0.16) * (1 - Math.abs(t) * 1.1));
    out.push(ellipse(x, y, rx, ry, rng.pick(tints), `opacity="${Math.round(op * 100) / 100}"`));
  }
  // bright core
  out.push(ellipse(length * 0.08, 0, length * 0.28, width * 0.3, "#fff0dc", 'opacity="0.22"'));
  const clouds = g(out.join(""), undefined, `filter="${soft}"`);
  const lanes: string[] = [];
  const laneBlur = c.blur(width * 0.06);
  for (let i = 0; i < 12; i++) {
    const x = (rng() - 0.5) * length * 0.8;
    const y = rng.gauss() * width * 0.06;
    lanes.push(
      path(
        blobPath(rng, x, y, width * (0.25 + rng() * 0.5), width * (0.05 + rng() * 0.07), 0.4),
        "#0b0b22",
        'opacity="0.55"',
      ),
    );
  }
  const dust = g(lanes.join(""), undefined, `filter="${laneBlur}"`);
  const dots: string[] = [];
  for (let i = 0; i < 900; i++) {
    const x = (rng() - 0.5) * length;
    const y = rng.gauss() * width * 0.16;
    const r = 0.3 + rng() ** 4 * 1.4;
    dots.push(
      circle(
        x,
        y,
        r,
        rng.pick(["#ffffff", "#ffe9cc", "#dfe8ff"]),
        `opacity="${Math.round((0.3 + rng() * 0.7) * 100) / 100}"`,
      ),
    );
  }
  return g(clouds + dust + dots.join(""), `translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})`);
}

export interface RidgeOpts {
  base: number;
  amp: number;
  waves?: number;
  fill: string;
  crest?: string;
  crestWidth?: number;
  bottom?: number;
  step?: number;
  sharp?: number;
}

/** Rolling dune / hill layer filled down to the bottom of the canvas. */
export function ridge(c: Canvas, rng: Rng, o: RidgeOpts): { svg: string; yAt: (x: number) => number } {
  const waves = o.waves ?? 3;
  const comps = Array.from({ length: waves }, (_, i) => ({
    fr: ((i + 1) * (0.8 + rng() * 0.7) * Math.PI * 2) / c.w,
    ph: rng() * Math.PI * 2,
    a: o.amp / (i + 1) ** 0.9,
  }));
  const sharp = o.sharp ?? 0;
  const yAt = (x: number): number => {
    let y = o.base;
    for (const k of comps) {
      const s = Math.sin(x * k.fr + k.ph);
      // sharpen crests for dune-like profiles
      y -= k.a * (sharp > 0 ? Math.sign(s) * Math.abs(s) ** (1 - sharp * 0.5) : s);
    }
    return y;
  };
  const step = o.step ?? 40;
  const pts: Pt[] = [];
  for (let x = -step; x <= c.w + step; x += step) pts.push([x, yAt(x)]);
  const top = smoothPath(pts);
  const bottom = o.bottom ?? c.h;
  let svg = path(`${top}L${f(c.w + step)} ${f(bottom)}L${f(-step)} ${f(bottom)}Z`, o.fill);
  if (o.crest)
    svg += path(top, "none", `stroke="${o.crest}" stroke-width="${f(o.crestWidth ?? 2)}" stroke-linecap="round"`);
  return { svg, yAt };
}

/** Jagged mountain range with a lit and a shadowed face per peak. */
export function mountains(
  c: Canvas,
  rng: Rng,
  base: number,
  height: number,
  light: string,
  shade: string,
  peaks = 7,
): string {
  const out: string[] = [];
  const pts: Pt[] = [[-20, base]];
  const span = (c.w + 40) / peaks;
  for (let i = 0; i < peaks; i++) {
    const px = -20 + span * (i + 0.5) + (rng() - 0.5) * span * 0.5;
    const py = base - height * (0.45 + rng() * 0.55);
    const vx = -20 + span * (i + 1);
    const vy = base - height * (0.05 + rng() * 0.25);
    pts.push([px, py], [vx, vy]);
  }
  pts.push([c.w + 20, base]);
  out.push(path(`${pathFrom(pts)}L${f(c.w + 20)} ${f(c.h)}L-20 ${f(c.h)}Z`, light));
  for (let i = 1; i < pts.length - 1; i += 2) {
    const peak = pts[i] as Pt;
    const valley = pts[i + 1] as Pt;
    out.push(
      path(
        pathFrom(
          [
            peak,
            valley,
            [valley[0] - (valley[0] - peak[0]) * 0.2, base + 2],
            [peak[0] + (valley[0] - peak[0]) * 0.05, base + 2],
          ],
          true,
        ),
        shade,
      ),
    );
  }
  return out.join("");
}

export interface EarthOpts {
  cx: number;
  cy: number;
  r: number;
  ocean?: string;
  land?: string;
  /** Direction the sunlight comes from, in degrees (0 = right). */
  sun?: number;
  night?: boolean;
}

/** A planet Earth disc (usually only its limb is visible) with atmosphere. */
export function earth(c: Canvas, rng: Rng, o: EarthOpts): string {
  const ocean = o.ocean ?? "#1d4e89";
  const land = o.land ?? "#4f7f5a";
  const { cx, cy, r } = o;
  const clip = c.clip(circle(cx, cy, r, "#000"));
  const out: string[] = [];
  const halo = c.radial(
    [
      [0, "#7fd4ff", 0],
      [r / (r * 1.09), "#7fd4ff", 0],
      [(r * 1.004) / (r * 1.09), "#bff0ff", 0.9],
      [(r * 1.02) / (r * 1.09), "#4fb6ff", 0.45],
      [1, "#2b6cff", 0],
    ],
    { cx, cy, r: r * 1.09, user: true },
  );
  out.push(circle(cx, cy, r * 1.09, halo));
  out.push(
    circle(
      cx,
      cy,
      r,
      c.radial(
        [
          [0, lighten(ocean, 0.15)],
          [0.85, ocean],
          [1, mix(ocean, "#0a1a3a", 0.4)],
        ],
        { cx, cy, r, user: true },
      ),
    ),
  );
  const body: string[] = [];
  for (let i = 0; i < 14; i++) {
    const a = -Math.PI / 2 + (rng() - 0.5) * 1.2;
    const d = r * (0.86 + rng() * 0.14);
    const bx = cx + Math.cos(a) * d;
    const by = cy + Math.sin(a) * d;
    body.push(
      path(
        blobPath(rng, bx, by, r * (0.04 + rng() * 0.1), r * (0.02 + rng() * 0.04), 0.45, 11),
        rng.pick([land, mix(land, "#b49a6a", 0.5), mix(land, "#2f5a3c", 0.4)]),
      ),
    );
  }
  const cloud = c.blur(r * 0.004 + 2);
  const clouds: string[] = [];
  for (let i = 0; i < 26; i++) {
    const a = -Math.PI / 2 + (rng() - 0.5) * 1.3;
    const d = r * (0.9 + rng() * 0.1);
    clouds.push(
      ellipse(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        r * (0.02 + rng() * 0.07),
        r * (0.004 + rng() * 0.01),
        "#ffffff",
        `opacity="${f(0.45 + rng() * 0.4)}" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(cx + Math.cos(a) * d)} ${f(cy + Math.sin(a) * d)})"`,
      ),
    );
  }
  body.push(g(clouds.join(""), undefined, `filter="${cloud}"`));
  // day/night shading
  const sun = ((o.sun ?? -30) * Math.PI) / 180;
  const sx = Math.cos(sun);
  const sy = Math.sin(sun);
  const shade = c.linear(
    o.night
      ? [
          [0, "#020617", 0.15],
          [0.45, "#020617", 0.75],
          [1, "#020617", 0.92],
        ]
      : [
          [0, "#020617", 0],
          [0.55, "#020617", 0.25],
          [1, "#020617", 0.85],
        ],
    { x1: cx + sx * r, y1: cy + sy * r, x2: cx - sx * r, y2: cy - sy * r, user: true },
  );
  body.push(circle(cx, cy, r, shade));
  // rim light
  body.push(circle(cx, cy, r * 0.995, "none", `stroke="#9be7ff" stroke-width="${f(r * 0.006)}" opacity="0.8"`));
  out.push(g(body.join(""), undefined, `clip-path="${clip}"`));
  return out.join("");
}

export function vignette(c: Canvas, strength = 0.55, color = "#020412"): string {
  const fill = c.radial(
    [
      [0, color, 0],
      [0.6, color, 0],
      [1, color, strength],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  return rect(0, 0, c.w, c.h, fill);
}

/** Stylised palm tree silhouette. */
export function palm(x: number, ground: number, h: number, color: string, lean = 0): string {
  const topX = x + lean * h;
  const topY = ground - h;
  const trunk = `M${f(x - h * 0.025)} ${f(ground)}Q${f(x + lean * h * 0.3)} ${f(ground - h * 0.5)} ${f(topX - h * 0.012)} ${f(topY)}L${f(topX + h * 0.012)} ${f(topY)}Q${f(x + lean * h * 0.3 + h * 0.03)} ${f(ground - h * 0.5)} ${f(x + h * 0.025)} ${f(ground)}Z`;
  const fronds: string[] = [];
  const angles = [-170, -145, -120, -95, -60, -35, -10, 15, 165];
  for (const a0 of angles) {
    const a = (a0 * Math.PI) / 180;
    const len = h * (0.34 + ((a0 + 200) % 7) * 0.012);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(a) * len * 0.55;
    const my = topY + Math.sin(a) * len * 0.5 - h * 0.03;
    const wdt = h * 0.05;
    fronds.push(
      `M${f(topX)} ${f(topY)}Q${f(mx)} ${f(my - wdt)} ${f(ex)} ${f(ey)}Q${f(mx)} ${f(my + wdt * 0.6)} ${f(topX)} ${f(topY + 2)}Z`,
    );
  }
  return path(trunk, color) + path(fronds.join(""), color) + circle(topX, topY + 2, h * 0.03, color);
}

/** Flat cartoon cloud made of overlapping circles, with a lighter top. */
export function flatCloud(cx: number, cy: number, w: number, base: string, top: string, opacity = 1): string {
  const parts = [
    [-0.32, 0.05, 0.2],
    [-0.12, -0.12, 0.27],
    [0.14, -0.06, 0.24],
    [0.34, 0.06, 0.17],
  ] as const;
  const body = parts.map(([dx, dy, r]) => circle(cx + dx * w, cy + dy * w, r * w, base)).join("");
  const hi = parts
    .map(([dx, dy, r]) => circle(cx + dx * w - r * w * 0.12, cy + dy * w - r * w * 0.14, r * w * 0.82, top))
    .join("");
  const flat = `<rect x="${f(cx - w * 0.5)}" y="${f(cy + 0.02 * w)}" width="${f(w)}" height="${f(w * 0.14)}" rx="${f(w * 0.07)}" fill="${base}"/>`;
  return g(body + flat + hi, undefined, `opacity="${opacity}"`);
}

export function moon(c: Canvas, cx: number, cy: number, r: number, color = "#f3efe0"): string {
  return (
    glow(c, cx, cy, r * 4, "#cfe0ff", 0.3) +
    circle(cx, cy, r, color) +
    circle(cx - r * 0.3, cy - r * 0.2, r * 0.18, mix(color, "#a8a394", 0.5), 'opacity="0.5"') +
    circle(cx + r * 0.25, cy + r * 0.3, r * 0.12, mix(color, "#a8a394", 0.5), 'opacity="0.5"') +
    circle(cx + r * 0.35, cy - r * 0.35, r * 0.08, mix(color, "#a8a394", 0.5), 'opacity="0.5"')
  );
}

/** Light rays / god rays fanning from a point. */
export function rays(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  color: string,
  count: number,
  spread: number,
  dir: number,
  opacity = 0.12,
): string {
  const out: string[] = [];
  const fill = c.radial(
    [
      [0, color, opacity],
      [1, color, 0],
    ],
    { cx: x, cy: y, r: len, user: true },
  );
  for (let i = 0; i < count; i++) {
    const a = ((dir + (i / Math.max(1, count - 1) - 0.5) * spread) * Math.PI) / 180;
    const wdt = 0.035 + (i % 3) * 0.015;
    out.push(
      path(
        pathFrom(
          [
            [x, y],
            [x + Math.cos(a - wdt) * len, y + Math.sin(a - wdt) * len],
            [x + Math.cos(a + wdt) * len, y + Math.sin(a + wdt) * len],
          ],
          true,
        ),
        fill,
      ),
    );
  }
  return out.join("");
}

/** A row of crescent dunes with a lit and a shadowed face, drawn back to front. */
export function duneRow(
  rng: Rng,
  o: {
    base: number;
    n: number;
    minH: number;
    maxH: number;
    light: string;
    shade: string;
    width: number;
    x0?: number;
    x1?: number;
  },
): string {
  const out: string[] = [];
  const x0 = o.x0 ?? -100;
  const x1 = o.x1 ?? 1300;
  const span = (x1 - x0) / o.n;
  for (let i = 0; i < o.n; i++) {
    const x = x0 + span * (i + 0.5) + (rng() - 0.5) * span * 0.6;
    const h = o.minH + rng() * (o.maxH - o.minH);
    const w = span * (0.7 + rng() * 0.5) * (o.width / span);
    const b = o.base + (rng() - 0.5) * h * 0.3;
    const cx = x;
    const cy = b - h;
    const left: Pt = [x - w, b + 2];
    const right: Pt = [x + w * 0.75, b + 2];
    out.push(
      path(
        `M${f(left[0])} ${f(left[1])}Q${f(x - w * 0.45)} ${f(b - h * 0.95)} ${f(cx)} ${f(cy)}Q${f(x + w * 0.3)} ${f(b - h * 0.55)} ${f(right[0])} ${f(right[1])}Z`,
        o.light,
      ),
      path(
        `M${f(cx)} ${f(cy)}Q${f(x + w * 0.3)} ${f(b - h * 0.55)} ${f(right[0])} ${f(right[1])}L${f(x + w * 0.1)} ${f(b + 2)}Q${f(x + w * 0.02)} ${f(b - h * 0.45)} ${f(cx)} ${f(cy)}Z`,
        o.shade,
      ),
    );
  }
  return out.join("");
}

/**
 * Minimal SVG building blocks: a Canvas that collects <defs> with unique ids,
 * number formatting, colour mixing and smooth-path helpers.
 */
import { createRng, type Rng } from "./rng.ts";

export type Stop = readonly [offset: number, color: string, opacity?: number];
export type Pt = readonly [number, number];

/** Round to one decimal to keep the SVG small and stable. */
export const f = (n: number): string => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

export const clamp = (v: number, lo = 0, hi = 1): number => Math.min(hi, Math.max(lo, v));
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const smoothstep = (e0: number, e1: number, x: number): number => {
  const t = clamp((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full =
    h.length === 3
      ? h
          .split("")
          .map((ch) => ch + ch)
          .join("")
      : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (r: number, g: number, b: number): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Linear mix of two hex colours. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  return toHex(lerp(r1, r2, t), lerp(g1, g2, t), lerp(b1, b2, t));
}
export const darken = (c: string, t: number): string => mix(c, "#000000", t);
export const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);

/** Attribute string from an object, skipping undefined values. */
export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? f(v) : v}"`)
    .join(" ");
}

export function pathFrom(points: readonly Pt[], closed = false): string {
  const [first, ...rest] = points;
  if (!first) return "";
  return `M${f(first[0])} ${f(first[1])}${rest.map((p) => `L${f(p[0])} ${f(p[1])}`).join("")}${closed ? "Z" : ""}`;
}

/** Catmull-Rom spline through the points, as cubic Bezier path data. */
export function smoothPath(points: readonly Pt[], closed = false, tension = 1): string {
  const n = points.length;
  if (n < 2) return "";
  const get = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n] as Pt;
    return points[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  const p0 = get(0);
  let d = `M${f(p0[0])} ${f(p0[1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const a = get(i - 1);
    const b = get(i);
    const c = get(i + 1);
    const e = get(i + 2);
    const k = tension / 6;
    const c1: Pt = [b[0] + (c[0] - a[0]) * k, b[1] + (c[1] - a[1]) * k];
    const c2: Pt = [c[0] - (e[0] - b[0]) * k, c[1] - (e[1] - b[1]) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(c[0])} ${f(c[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Irregular closed blob around (cx, cy). */
export function blobPath(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble = 0.25, n = 9): string {
  const pts: Pt[] = [];
  const phase = rng() * Math.PI * 2;
  for (let i = 0; i < n; i++) {
    const a = phase + (i / n) * Math.PI * 2;
    const r = 1 + (rng() * 2 - 1) * wobble;
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return smoothPath(pts, true);
}

export function starPath(
  cx: number,
  cy: number,
  rOuter: number,
  rInner: number,
  points = 5,
  rot = -Math.PI / 2,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? rOuter : rInner;
    const a = rot + (i * Math.PI) / points;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pathFrom(pts, true);
}

export interface LinearOpts {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
}
export interface RadialOpts {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
  transform?: string;
}

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`,
    )
    .join("");

/** Collects defs and body parts; ids are unique per canvas. */
export class Canvas {
  readonly defs: string[] = [];
  readonly parts: string[] = [];
  readonly rng: Rng;
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    seed: string,
  ) {
    this.rng = createRng(seed);
  }

  uid(prefix = "d"): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Vertical (default) or custom linear gradient; returns a url(#id) reference. */
  linear(stops: readonly Stop[], o: LinearOpts = {}): string {
    const id = this.uid("lg");
    const a = attrs({
      id,
      x1: o.x1 ?? 0,
      y1: o.y1 ?? 0,
      x2: o.x2 ?? 0,
      y2: o.y2 ?? 1,
      gradientUnits: o.user ? "userSpaceOnUse" : undefined,
    });
    this.defs.push(`<linearGradient ${a}>${stopsXml(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], o: RadialOpts = {}): string {
    const id = this.uid("rg");
    const a = attrs({
      id,
      cx: o.cx ?? 0.5,
      cy: o.cy ?? 0.5,
      r: o.r ?? 0.5,
      fx: o.fx,
      fy: o.fy,
      gradientUnits: o.user ? "userSpaceOnUse" : undefined,
      gradientTransform: o.transform,
    });
    this.defs.push(`<radialGradient ${a}>${stopsXml(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.uid("bl");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clip(content: string): string {
    const id = this.uid("cp");
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  add(...parts: string[]): this {
    this.parts.push(...parts);
    return this;
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`;
  }
}

/** Wrap content in a group with a transform. */
export const g = (content: string, transform?: string, extra = ""): string =>
  `<g${transform ? ` transform="${transform}"` : ""}${extra ? ` ${extra}` : ""}>${content}</g>`;

export const tr = (x: number, y: number, s = 1, rot = 0): string =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ""}${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ""}`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const path = (d: string, fill: string, extra = ""): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? ` ${extra}` : ""}/>`;

export const poly = (points: readonly Pt[], fill: string, extra = ""): string =>
  path(pathFrom(points, true), fill, extra);

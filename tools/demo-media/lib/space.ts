/**
 * Aerospace subjects: rockets, flames, smoke, satellites, engines, rovers,
 * observatories. Everything is drawn in local coordinates and placed with a
 * transform, so the same object can be reused at any size.
 */
import type { Rng } from "./rng.ts";
import { type Canvas, circle, darken, ellipse, f, g, lighten, line, type Pt, path, pathFrom, rect } from "./svg.ts";

/** Horizontal cylinder shading for a body of the given colour. */
export function cylinder(c: Canvas, base: string, spec = 0.55): string {
  return c.linear(
    [
      [0, darken(base, 0.45)],
      [0.28, lighten(base, spec * 0.6)],
      [0.42, lighten(base, spec)],
      [0.7, base],
      [1, darken(base, 0.5)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
}

export type RocketKind = "model" | "orbital" | "sounding";
export interface RocketOpts {
  kind?: RocketKind;
  body?: string;
  accent?: string;
  dark?: string;
}

/**
 * Rocket pointing up; origin is the nozzle exit (bottom centre).
 * Returns the SVG plus the local height of the vehicle (nose tip at -height).
 */
export function rocket(c: Canvas, o: RocketOpts = {}): { svg: string; height: number } {
  const kind = o.kind ?? "model";
  const body = o.body ?? "#eef2f7";
  const accent = o.accent ?? "#f26b38";
  const dark = o.dark ?? "#1e293b";
  const shade = cylinder(c, body);
  const accentShade = cylinder(c, accent, 0.35);
  const darkShade = cylinder(c, dark, 0.5);
  const out: string[] = [];
  if (kind === "model") {
    const w = 11;
    out.push(
      path(`M-15 -40L-27 -6L-27 4L-11 -2Z`, accentShade),
      path(`M15 -40L27 -6L27 4L11 -2Z`, accentShade),
      path(`M-7 -10L7 -10L9 0L-9 0Z`, darkShade),
      rect(-w, -108, w * 2, 100, shade),
      path(`M-${w} -108C-${w} -124 -5 -140 0 -150C5 -140 ${w} -124 ${w} -108Z`, accentShade),
      rect(-w, -96, w * 2, 6, accentShade),
      rect(-w, -30, w * 2, 5, darkShade),
      circle(0, -74, 5.5, dark),
      circle(0, -74, 3.8, "#5cc8ff"),
      circle(-1.2, -75.2, 1.3, "#e0f6ff"),
      rect(-1.5, -40, 3, 34, darken(accent, 0.2)),
    );
    return { svg: out.join(""), height: 150 };
  }
  if (kind === "sounding") {
    const w = 7;
    out.push(
      path(`M-${w} -38L-24 -8L-24 0L-${w} 0Z`, accentShade),
      path(`M${w} -38L24 -8L24 0L${w} 0Z`, accentShade),
      rect(-w, -190, w * 2, 190, shade),
      path(`M-${w} -190C-${w} -215 -3 -238 0 -252C3 -238 ${w} -215 ${w} -190Z`, shade),
      rect(-w, -192, w * 2, 4, darkShade),
      rect(-w, -140, w * 2, 26, accentShade),
      rect(-w, -80, w * 2, 3, darkShade),
      rect(-1.6, -40, 3.2, 40, darken(accent, 0.25)),
      rect(-w, -6, w * 2, 6, darkShade),
    );
    return { svg: out.join(""), height: 252 };
  }
  // orbital launcher with two strap-on boosters
  const booster = (x: number): string =>
    g(
      [
        path(`M-8 -20L-14 -2L-8 -2Z`, accentShade),
        rect(-8, -132, 16, 124, shade),
        path(`M-8 -132C-8 -146 -3 -156 0 -160C3 -156 8 -146 8 -132Z`, shade),
        rect(-8, -120, 16, 5, accentShade),
        path(`M-6 -8L6 -8L8 0L-8 0Z`, darkShade),
      ].join(""),
      `translate(${f(x)} 0)`,
    );
  out.push(
    path(`M-10 -12L10 -12L13 0L-13 0Z`, darkShade),
    rect(-13, -250, 26, 238, shade),
    rect(-13, -150, 26, 10, darkShade),
    path(`M-13 -250L-16 -258L-16 -300C-16 -318 -7 -336 0 -342C7 -336 16 -318 16 -300L16 -258L13 -250Z`, shade),
    rect(-16, -276, 32, 3, darken(body, 0.2)),
    rect(-13, -225, 26, 22, accentShade),
    booster(-21),
    booster(21),
  );
  return { svg: out.join(""), height: 342 };
}

/** Exhaust flame pointing down (+y) from the origin. */
export function flame(
  c: Canvas,
  len: number,
  width: number,
  o: { diamonds?: number; hot?: string; cool?: string } = {},
): string {
  const hot = o.hot ?? "#fff7d1";
  const cool = o.cool ?? "#ff7a1a";
  const w = width / 2;
  const shape = (L: number, W: number): string =>
    `M${f(-W * 0.55)} 0C${f(-W * 1.05)} ${f(L * 0.22)} ${f(-W * 0.7)} ${f(L * 0.65)} 0 ${f(L)}C${f(W * 0.7)} ${f(L * 0.65)} ${f(W * 1.05)} ${f(L * 0.22)} ${f(W * 0.55)} 0Z`;
  const outer = c.linear([
    [0, "#fffbe6"],
    [0.15, "#ffd166"],
    [0.55, cool, 0.85],
    [1, "#d9381e", 0],
  ]);
  const inner = c.linear([
    [0, "#ffffff"],
    [0.5, hot],
    [1, "#ffd166", 0],
  ]);
  const halo = c.radial([
    [0, "#ffb347", 0.55],
    [0.5, "#ff7a1a", 0.18],
    [1, "#ff5a1a", 0],
  ]);
  const out = [
    ellipse(0, len * 0.35, width * 2.2, len * 0.75, halo),
    path(shape(len, w), outer),
    path(shape(len * 0.55, w * 0.55), inner),
  ];
  const n = o.diamonds ?? 0;
  for (let i = 0; i < n; i++) {
    const y = len * (0.12 + (i / n) * 0.55);
    const dw = w * (0.45 - i * 0.06);
    const dh = len * 0.05;
    out.push(
      path(
        `M0 ${f(y - dh)}L${f(dw)} ${f(y)}L0 ${f(y + dh)}L${f(-dw)} ${f(y)}Z`,
        "#ffffff",
        `opacity="${f(0.85 - i * 0.15)}"`,
      ),
    );
  }
  return out.join("");
}

export interface Puff {
  x: number;
  y: number;
  r: number;
}

/** Flat, three-tone billowing smoke from a list of puffs. */
export function smoke(
  puffs: readonly Puff[],
  base = "#e8e4df",
  light = "#ffffff",
  shadow = "#a9a6b5",
  opacity = 1,
): string {
  const sh = puffs.map((p) => circle(p.x + p.r * 0.12, p.y + p.r * 0.16, p.r, shadow)).join("");
  const bs = puffs.map((p) => circle(p.x, p.y, p.r * 0.94, base)).join("");
  const hi = puffs.map((p) => circle(p.x - p.r * 0.2, p.y - p.r * 0.24, p.r * 0.6, light)).join("");
  return g(sh + bs + hi, undefined, opacity < 1 ? `opacity="${opacity}"` : "");
}

/** Puffs spread along a polyline with growing radius. */
export function trail(rng: Rng, pts: readonly Pt[], r0: number, r1: number, step = 0.5, jitter = 0.5): Puff[] {
  const out: Puff[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i] as Pt;
    const b = pts[i + 1] as Pt;
    const segLen = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const t0 = i / (pts.length - 1);
    const t1 = (i + 1) / (pts.length - 1);
    let d = 0;
    while (d < segLen) {
      const u = d / segLen;
      const t = t0 + (t1 - t0) * u;
      const r = r0 + (r1 - r0) * t;
      out.push({
        x: a[0] + (b[0] - a[0]) * u + (rng() - 0.5) * r * jitter,
        y: a[1] + (b[1] - a[1]) * u + (rng() - 0.5) * r * jitter,
        r: r * (0.8 + rng() * 0.4),
      });
      d += Math.max(2, r * step);
    }
  }
  return out;
}

/** Billowing ground cloud (e.g. at a launch pad) centred at x, sitting on y. */
export function groundCloud(rng: Rng, x: number, y: number, width: number, height: number, n = 30): Puff[] {
  const out: Puff[] = [];
  for (let i = 0; i < n; i++) {
    const t = rng() * 2 - 1;
    const r = height * (0.25 + rng() * 0.35) * (1 - Math.abs(t) * 0.45);
    out.push({
      x: x + t * width * 0.5,
      y: y - r * 0.6 - rng() * height * 0.35 * (1 - Math.abs(t)),
      r,
    });
  }
  return out.sort((a, b) => a.y - b.y);
}

/** Solar panel made of a grid of cells. */
function solarPanel(c: Canvas, x: number, y: number, w: number, h: number, cols: number, rows: number): string {
  const cell = c.linear(
    [
      [0, "#2c4fa3"],
      [0.45, "#1a2f6b"],
      [0.55, "#3b6fd1"],
      [1, "#14235a"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const out = [rect(x - 1.5, y - 1.5, w + 3, h + 3, "#c9d2de")];
  const cw = w / cols;
  const ch = h / rows;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) out.push(rect(x + i * cw + 0.6, y + j * ch + 0.6, cw - 1.2, ch - 1.2, cell));
  }
  return out.join("");
}

/**
 * A 3U CubeSat with two deployed solar wings, centred on the origin.
 * Size is the width of one unit face in px.
 */
export function cubesat(c: Canvas, s: number): string {
  const h = s * 2.6;
  const dx = s * 0.42;
  const dy = -s * 0.3;
  const x = -s / 2;
  const y = -h / 2;
  const metal = c.linear(
    [
      [0, "#e7ecf3"],
      [1, "#9aa6b8"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const out: string[] = [];
  // solar wings
  const pw = s * 0.95;
  out.push(line(x - s * 0.05, 0, x, 0, "#c9d2de", 3));
  out.push(solarPanel(c, x - s * 0.12 - pw * 2 - s * 0.06, y + s * 0.08, pw, h - s * 0.16, 3, 7));
  out.push(solarPanel(c, x - s * 0.12 - pw, y + s * 0.08, pw, h - s * 0.16, 3, 7));
  out.push(solarPanel(c, x + s + dx * 0.5 + s * 0.12, y + dy * 0.5 + s * 0.08, pw, h - s * 0.16, 3, 7));
  out.push(solarPanel(c, x + s + dx * 0.5 + s * 0.18 + pw, y + dy * 0.5 + s * 0.08, pw, h - s * 0.16, 3, 7));
  // hinges
  out.push(
    rect(x - s * 0.13, -s * 0.4, s * 0.13, s * 0.1, "#c9d2de"),
    rect(x - s * 0.13, s * 0.3, s * 0.13, s * 0.1, "#c9d2de"),
  );
  // top and side faces
  out.push(
    path(
      pathFrom(
        [
          [x, y],
          [x + dx, y + dy],
          [x + s + dx, y + dy],
          [x + s, y],
        ],
        true,
      ),
      "#dfe6ef",
    ),
  );
  out.push(
    path(
      pathFrom(
        [
          [x + s, y],
          [x + s + dx, y + dy],
          [x + s + dx, y + h + dy],
          [x + s, y + h],
        ],
        true,
      ),
      "#7d8aa0",
    ),
  );
  // side face solar cells
  for (let j = 0; j < 3; j++) {
    const yy = y + j * (h / 3) + s * 0.12;
    out.push(
      path(
        pathFrom(
          [
            [x + s + dx * 0.15, yy + dy * 0.15],
            [x + s + dx * 0.85, yy + dy * 0.85],
            [x + s + dx * 0.85, yy + dy * 0.85 + h / 3 - s * 0.24],
            [x + s + dx * 0.15, yy + dy * 0.15 + h / 3 - s * 0.24],
          ],
          true,
        ),
        "#1c2d66",
      ),
    );
  }
  // front face
  out.push(rect(x, y, s, h, metal));
  for (let j = 0; j < 3; j++) {
    out.push(solarPanel(c, x + s * 0.14, y + j * (h / 3) + s * 0.12, s * 0.72, h / 3 - s * 0.24, 2, 2));
  }
  // rails
  out.push(rect(x, y, s * 0.08, h, "#f4f7fb"), rect(x + s * 0.92, y, s * 0.08, h, "#b8c2d1"));
  // antenna and sensor
  out.push(
    line(
      x + s * 0.5 + dx * 0.5,
      y + dy * 0.5,
      x + s * 0.5 + dx * 0.5 - s * 0.2,
      y + dy * 0.5 - s * 1.1,
      "#e7ecf3",
      1.5,
    ),
  );
  out.push(circle(x + s * 0.5 + dx * 0.5, y + dy * 0.5, s * 0.08, "#2b3445"));
  return out.join("");
}

/** Simple box satellite with long solar wings, centred on the origin, width ~ 6*s. */
export function satellite(c: Canvas, s: number, gold = true): string {
  const body = gold
    ? c.linear(
        [
          [0, "#ffe08a"],
          [0.5, "#d99a1e"],
          [1, "#8a5a12"],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )
    : c.linear(
        [
          [0, "#eef2f7"],
          [1, "#8895a8"],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      );
  return [
    line(-s * 3, 0, s * 3, 0, "#cbd5e1", Math.max(1, s * 0.1)),
    solarPanel(c, -s * 3, -s * 0.55, s * 2.1, s * 1.1, 4, 2),
    solarPanel(c, s * 0.9, -s * 0.55, s * 2.1, s * 1.1, 4, 2),
    rect(-s * 0.6, -s * 0.7, s * 1.2, s * 1.4, body),
    ellipse(0, -s * 1.05, s * 0.45, s * 0.18, "#e5e7eb"),
    line(0, -s * 0.7, 0, -s * 1.0, "#e5e7eb", Math.max(1, s * 0.08)),
  ].join("");
}

/** Liquid-propellant engine, nozzle exit at the origin, pointing down. Height ~350. */
export function engine(c: Canvas): string {
  const copper = c.linear(
    [
      [0, "#4a2a1a"],
      [0.25, "#c8794a"],
      [0.4, "#f2b48a"],
      [0.65, "#a4552e"],
      [1, "#3a1f14"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const steel = cylinder(c, "#9aa4b2", 0.6);
  const darkSteel = cylinder(c, "#4b5563", 0.4);
  const out: string[] = [];
  const bell = (k: number): string => `M${f(-22 * k)} -200C${f(-26 * k)} -120 ${f(-50 * k)} -50 ${f(-62 * k)} 0`;
  out.push(path(`M-22 -200C-26 -120 -50 -50 -62 0L62 0C50 -50 26 -120 22 -200Z`, copper));
  for (let i = -6; i <= 6; i++) {
    if (i === 0) continue;
    const k = i / 6.5;
    out.push(path(bell(k), "none", `stroke="#2a140c" stroke-width="0.8" opacity="0.35"`));
  }
  out.push(ellipse(0, 0, 62, 6, "#1f0f08"), ellipse(0, -1, 62, 6, "none", `stroke="#f2b48a" stroke-width="2"`));
  // stiffening rings
  out.push(path(`M-44 -70Q0 -64 44 -70`, "none", `stroke="#3a1f14" stroke-width="4"`));
  out.push(path(`M-30 -140Q0 -136 30 -140`, "none", `stroke="#3a1f14" stroke-width="3"`));
  // chamber
  out.push(path(`M-22 -200L-36 -222L36 -222L22 -200Z`, steel));
  out.push(rect(-36, -300, 72, 80, steel, 'rx="6"'));
  out.push(rect(-36, -270, 72, 5, darkSteel), rect(-36, -245, 72, 5, darkSteel));
  // injector dome + gimbal
  out.push(path(`M-40 -300C-40 -328 40 -328 40 -300Z`, darkSteel));
  out.push(path(`M-14 -322L14 -322L24 -350L-24 -350Z`, darkSteel), rect(-34, -360, 68, 12, steel, 'rx="3"'));
  // turbopump and plumbing
  out.push(rect(48, -330, 48, 70, steel, 'rx="10"'), rect(56, -262, 32, 18, darkSteel, 'rx="4"'));
  out.push(
    path(`M72 -330C72 -352 40 -352 20 -346`, "none", `stroke="#8a94a3" stroke-width="9" stroke-linecap="round"`),
  );
  out.push(path(`M48 -290C40 -290 40 -285 36 -285`, "none", `stroke="#8a94a3" stroke-width="8"`));
  out.push(
    path(`M72 -244C72 -200 86 -160 96 -110`, "none", `stroke="#5b6472" stroke-width="10" stroke-linecap="round"`),
  );
  out.push(
    path(`M-36 -280C-60 -280 -70 -300 -70 -340`, "none", `stroke="#8a94a3" stroke-width="9" stroke-linecap="round"`),
  );
  out.push(circle(-70, -300, 7, "#d14b3a"), circle(72, -295, 9, "#334155"));
  return out.join("");
}

/** Steel truss test stand frame around an engine. */
export function testStand(top: number, bottom: number, half: number, color: string, accent: string): string {
  const out: string[] = [];
  const w = 14;
  for (const s of [-1, 1]) {
    const x = s * half;
    out.push(rect(x - w / 2, top, w, bottom - top, color));
    out.push(rect(x - w / 2 - 2, top, w + 4, 6, accent));
  }
  const rows = 5;
  const step = (bottom - top) / rows;
  for (let i = 0; i < rows; i++) {
    const y0 = top + i * step;
    const y1 = y0 + step;
    out.push(line(-half, y0, half, y0, color, 8));
    for (const s of [-1, 1]) out.push(line(s * half, y0, s * half + s * 80, y1, color, 5));
  }
  for (const s of [-1, 1]) out.push(rect(s * half + s * 80 - 5, top + step, 10, bottom - top - step, color));
  out.push(line(-half, bottom, half, bottom, color, 10));
  return out.join("");
}

/** Six-wheel rocker-bogie rover facing right; origin at ground under the middle wheel. */
export function rover(c: Canvas, o: { body?: string; wheelAngle?: number } = {}): string {
  const body = o.body ?? "#e9e2d3";
  const out: string[] = [];
  const wheelR = 26;
  const wheel = (x: number, back: boolean): string => {
    const parts = [
      circle(x, -wheelR, wheelR, back ? "#1b1c22" : "#2a2b33"),
      circle(x, -wheelR, wheelR * 0.68, back ? "#3a3d47" : "#8d94a3"),
      circle(x, -wheelR, wheelR * 0.22, back ? "#2a2b33" : "#d4d9e2"),
    ];
    if (!back) {
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2 + (o.wheelAngle ?? 0);
        parts.push(
          line(
            x + Math.cos(a) * wheelR * 0.82,
            -wheelR + Math.sin(a) * wheelR * 0.82,
            x + Math.cos(a) * wheelR,
            -wheelR + Math.sin(a) * wheelR,
            "#111318",
            3,
          ),
        );
      }
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2 + (o.wheelAngle ?? 0);
        parts.push(
          line(x, -wheelR, x + Math.cos(a) * wheelR * 0.66, -wheelR + Math.sin(a) * wheelR * 0.66, "#6b7280", 2.5),
        );
      }
    }
    return parts.join("");
  };
  const suspension = (dx: number, color: string): string =>
    [
      path(
        `M${95 + dx} -26L${35 + dx} -74L${-40 + dx} -52`,
        "none",
        `stroke="${color}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
      ),
      path(
        `M${-95 + dx} -26L${-50 + dx} -52L${0 + dx} -26`,
        "none",
        `stroke="${color}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
      ),
      circle(35 + dx, -74, 6, color),
      circle(-45 + dx, -52, 5, color),
    ].join("");
  // far side (darker, offset)
  out.push(g(wheel(-95, true) + wheel(0, true) + wheel(95, true) + suspension(0, "#2b2d35"), "translate(14 -8)"));
  // body
  const bodyFill = c.linear([
    [0, lighten(body, 0.3)],
    [1, darken(body, 0.25)],
  ]);
  out.push(rect(-90, -122, 175, 48, bodyFill, 'rx="6"'));
  out.push(rect(-90, -84, 175, 10, darken(body, 0.35)));
  out.push(rect(-60, -112, 40, 22, "#c9a227", 'rx="3"'), rect(-12, -112, 30, 18, darken(body, 0.15), 'rx="3"'));
  // RTG at rear
  out.push(
    g(
      rect(-22, -14, 44, 28, "#5b6170", 'rx="5"') +
        [0, 1, 2, 3].map((i) => rect(-20 + i * 12, -22, 4, 44, "#3a3f4b")).join(""),
      "translate(-110 -110) rotate(-30)",
    ),
  );
  // deck and high-gain antenna
  out.push(rect(-96, -132, 186, 10, "#8d7b5a", 'rx="2"'));
  out.push(
    line(-40, -132, -40, -150, "#9ca3af", 4),
    ellipse(-40, -156, 22, 8, "#e5e7eb", 'transform="rotate(-15 -40 -156)"'),
  );
  // mast & camera head
  out.push(
    rect(
      52,
      -232,
      8,
      100,
      c.linear(
        [
          [0, "#cbd5e1"],
          [1, "#64748b"],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
  );
  out.push(rect(36, -262, 46, 30, lighten(body, 0.2), 'rx="4"'), rect(36, -240, 46, 8, darken(body, 0.3)));
  out.push(circle(72, -250, 5.5, "#0f172a"), circle(72, -250, 2.5, "#38bdf8"), circle(60, -250, 4, "#0f172a"));
  // robotic arm
  out.push(
    path(
      `M86 -96L128 -110L152 -58`,
      "none",
      `stroke="#b8bfcb" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
    ),
  );
  out.push(
    circle(128, -110, 6, "#6b7280"),
    rect(140, -62, 24, 18, "#6b7280", 'rx="4"'),
    circle(152, -40, 6, "#374151"),
  );
  // near side
  out.push(suspension(0, "#5b6170"));
  out.push(wheel(-95, false), wheel(0, false), wheel(95, false));
  return out.join("");
}

/** Observatory: cylinder building with a dome; origin at ground centre. Slit faces the telescope angle. */
export function observatory(
  c: Canvas,
  o: { wall?: string; dome?: string; tubeAngle?: number; glowColor?: string } = {},
): string {
  const wall = o.wall ?? "#c7ced9";
  const dome = o.dome ?? "#e6ebf2";
  const R = 130;
  const cy = -170;
  const out: string[] = [];
  out.push(rect(-118, cy, 236, -cy, cylinder(c, wall, 0.3)));
  out.push(rect(-124, cy - 4, 248, 14, darken(wall, 0.35), 'rx="3"'));
  // door & window
  out.push(rect(-22, -72, 44, 72, "#2a3140", 'rx="3"'), rect(-16, -66, 32, 60, "#ffcf7a", 'opacity="0.85"'));
  out.push(rect(60, -120, 22, 22, "#ffd79a", 'rx="2"'));
  // dome
  out.push(path(`M${-R} ${cy}A${R} ${R} 0 0 1 ${R} ${cy}Z`, cylinder(c, dome, 0.35)));
  const meridian = (phi: number, rev = false): Pt[] => {
    const pts: Pt[] = [];
    for (let i = 0; i <= 16; i++) {
      const el = ((rev ? 16 - i : i) / 16) * (Math.PI / 2);
      pts.push([R * Math.cos(el) * Math.sin(phi), cy - R * Math.sin(el)]);
    }
    return pts;
  };
  for (const deg of [-60, -20, 20, 60])
    out.push(
      path(pathFrom(meridian((deg * Math.PI) / 180)), "none", `stroke="${darken(dome, 0.25)}" stroke-width="1.5"`),
    );
  out.push(
    path(
      `M${-R * 0.94} ${cy - R * 0.34}Q0 ${cy - R * 0.44} ${R * 0.94} ${cy - R * 0.34}`,
      "none",
      `stroke="${darken(dome, 0.2)}" stroke-width="1.5"`,
    ),
  );
  // slit
  const p1 = (-38 * Math.PI) / 180;
  const p2 = (-16 * Math.PI) / 180;
  out.push(path(pathFrom([...meridian(p1), ...meridian(p2, true)], true), "#0d1322"));
  // telescope tube poking out of the slit
  const ang = o.tubeAngle ?? -120;
  const tube = g(
    [
      rect(0, -15, 120, 30, cylinder(c, "#f1f5f9", 0.2), 'rx="3"'),
      rect(104, -18, 22, 36, "#334155", 'rx="3"'),
      rect(20, -17, 10, 34, "#334155"),
    ].join(""),
    `translate(${f(R * Math.sin((p1 + p2) / 2) * 0.55)} ${f(cy - R * 0.5)}) rotate(${f(ang)})`,
  );
  out.push(tube);
  return out.join("");
}

/** Gold trophy cup; origin at the base bottom centre. Height ~270. */
export function trophy(c: Canvas, o: { base?: string } = {}): string {
  const gold = c.linear(
    [
      [0, "#7a4d0e"],
      [0.22, "#e0a92e"],
      [0.38, "#fff3b0"],
      [0.55, "#f2c14e"],
      [0.8, "#b07415"],
      [1, "#5f3a0a"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const base = o.base ?? "#1f2937";
  return [
    rect(-72, -34, 144, 34, cylinder(c, base, 0.25), 'rx="3"'),
    rect(-60, -40, 120, 8, gold),
    rect(-54, -62, 108, 24, cylinder(c, base, 0.3), 'rx="2"'),
    rect(-30, -60, 60, 12, gold, 'rx="2"'),
    path(`M-16 -62L-8 -116L8 -116L16 -62Z`, gold),
    ellipse(0, -118, 18, 7, gold),
    path(`M-60 -244C-112 -248 -112 -168 -36 -160`, "none", `stroke="#d4a02a" stroke-width="11" stroke-linecap="round"`),
    path(`M60 -244C112 -248 112 -168 36 -160`, "none", `stroke="#b07415" stroke-width="11" stroke-linecap="round"`),
    path(`M-70 -262C-70 -176 -34 -132 -10 -124L10 -124C34 -132 70 -176 70 -262Z`, gold),
    ellipse(0, -262, 70, 11, "#8a5a12"),
    ellipse(0, -262, 64, 8, "#5f3a0a"),
    path(
      `M0 -236L7 -218L26 -217L11 -205L16 -186L0 -197L-16 -186L-11 -205L-26 -217L-7 -218Z`,
      "#fff7d1",
      'opacity="0.9"',
    ),
    path(
      `M-48 -250C-50 -200 -36 -168 -22 -150`,
      "none",
      `stroke="#fffbe6" stroke-width="5" stroke-linecap="round" opacity="0.55"`,
    ),
  ].join("");
}

/** Open 3U CubeSat structure with stacked circuit boards (under assembly), centred on the origin. */
export function cubesatFrame(c: Canvas, s: number): string {
  const h = s * 2.6;
  const dx = s * 0.5;
  const dy = -s * 0.34;
  const x = -s / 2;
  const y = -h / 2;
  const rail = c.linear(
    [
      [0, "#f1f5f9"],
      [1, "#94a3b8"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const rw = s * 0.08;
  const out: string[] = [];
  const railAt = (px: number, py: number, shade: string): string => rect(px - rw / 2, py, rw, h, shade);
  // back rails
  out.push(railAt(x + dx, y + dy, "#7b8798"), railAt(x + s + dx, y + dy, "#6b7788"));
  // side solar panel attached on the right face
  out.push(
    path(
      pathFrom(
        [
          [x + s, y + s * 0.1],
          [x + s + dx, y + dy + s * 0.1],
          [x + s + dx, y + dy + h - s * 0.1],
          [x + s, y + h - s * 0.1],
        ],
        true,
      ),
      "#1c2d66",
    ),
  );
  for (let j = 1; j < 6; j++) {
    const yy = y + s * 0.1 + (j * (h - s * 0.2)) / 6;
    out.push(line(x + s, yy, x + s + dx, yy + dy, "#5b7bd1", 1.2));
  }
  // board stack
  const boards = 7;
  const colors = ["#1f7a3a", "#14532d", "#1e40af", "#1f7a3a", "#7c2d12", "#1f7a3a", "#14532d"];
  for (let i = 0; i < boards; i++) {
    const yy = y + h - s * 0.2 - (i * (h - s * 0.35)) / (boards - 1);
    const col = colors[i % colors.length] as string;
    out.push(
      path(
        pathFrom(
          [
            [x + rw, yy],
            [x + s - rw, yy],
            [x + s - rw + dx, yy + dy],
            [x + rw + dx, yy + dy],
          ],
          true,
        ),
        col,
      ),
    );
    out.push(
      path(
        pathFrom(
          [
            [x + rw, yy],
            [x + s - rw, yy],
            [x + s - rw, yy + s * 0.05],
            [x + rw, yy + s * 0.05],
          ],
          true,
        ),
        darken(col, 0.35),
      ),
    );
    out.push(
      rect(x + s * 0.3, yy + dy * 0.5 - s * 0.05, s * 0.2, s * 0.06, "#111827"),
      rect(x + s * 0.62, yy + dy * 0.35 - s * 0.04, s * 0.12, s * 0.05, "#d4d4d8"),
    );
    if (i % 2 === 0)
      out.push(
        path(
          `M${f(x + s * 0.2)} ${f(yy)}C${f(x + s * 0.1)} ${f(yy - s * 0.2)} ${f(x + s * 0.25)} ${f(yy - s * 0.3)} ${f(x + s * 0.2)} ${f(yy - (h - s * 0.35) / (boards - 1))}`,
          "none",
          `stroke="${i % 4 === 0 ? "#ef4444" : "#f59e0b"}" stroke-width="${f(s * 0.025)}"`,
        ),
      );
  }
  // end plates (frames)
  for (const yy of [y, y + h]) {
    out.push(
      path(
        pathFrom(
          [
            [x, yy],
            [x + s, yy],
            [x + s + dx, yy + dy],
            [x + dx, yy + dy],
          ],
          true,
        ),
        "none",
        `stroke="#cbd5e1" stroke-width="${f(rw * 0.8)}" stroke-linejoin="round"`,
      ),
    );
  }
  // front rails
  out.push(railAt(x, y, rail), railAt(x + s, y, rail));
  out.push(
    line(x, y + h * 0.5, x + s, y + h * 0.5, "#cbd5e1", rw * 0.5),
    line(x, y + h * 0.25, x + s, y + h * 0.25, "#cbd5e1", rw * 0.3),
    line(x, y + h * 0.75, x + s, y + h * 0.75, "#cbd5e1", rw * 0.3),
  );
  return out.join("");
}

/** Loose solar panel (flat on a surface), for assembly scenes. */
export function loosePanel(c: Canvas, w: number, h: number): string {
  return solarPanel(c, -w / 2, -h / 2, w, h, 3, 7);
}

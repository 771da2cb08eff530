/**
 * Interior props: benches, 3D printer, monitors, tools, projection screens.
 */
import type { Rng } from "./rng.ts";
import { cylinder } from "./space.ts";
import { type Canvas, circle, darken, ellipse, f, g, lighten, line, path, pathFrom, rect } from "./svg.ts";

export function bench(c: Canvas, x: number, top: number, w: number, h: number, color = "#8b5e3c"): string {
  return [
    rect(x + 20, top + 18, 14, h - 18, darken(color, 0.45)),
    rect(x + w - 34, top + 18, 14, h - 18, darken(color, 0.45)),
    rect(x + 30, top + h * 0.7, w - 60, 10, darken(color, 0.4)),
    rect(
      x,
      top,
      w,
      18,
      c.linear([
        [0, lighten(color, 0.25)],
        [1, darken(color, 0.15)],
      ]),
    ),
    rect(x, top + 18, w, 8, darken(color, 0.35)),
  ].join("");
}

/** Cartesian 3D printer; origin at bottom-left of its base; width 220*s. */
export function printer3d(c: Canvas, x: number, y: number, s: number, accent = "#f97316"): string {
  const frame = "#2b3140";
  const parts = [
    rect(0, -30, 220, 30, cylinder(c, "#3a4150", 0.3), 'rx="4"'),
    rect(150, -22, 50, 14, "#111827", 'rx="2"'),
    rect(156, -19, 38, 8, "#22d3ee", 'opacity="0.8"'),
    rect(14, -270, 14, 242, frame),
    rect(192, -270, 14, 242, frame),
    rect(8, -280, 204, 16, frame, 'rx="3"'),
    rect(30, -62, 160, 10, "#9ca3af"),
    rect(26, -52, 168, 6, "#4b5563"),
    // printed part: a small rocket nose cone
    path(`M86 -62L86 -112C86 -140 100 -158 110 -166C120 -158 134 -140 134 -112L134 -62Z`, accent),
    path(`M86 -100L134 -100M86 -84L134 -84`, "none", `stroke="${darken(accent, 0.2)}" stroke-width="2"`),
    // gantry and print head
    rect(28, -196, 164, 10, "#6b7280"),
    rect(94, -212, 36, 40, "#e5e7eb", 'rx="4"'),
    rect(104, -172, 16, 8, "#9ca3af"),
    path(`M108 -164L116 -164L112 -170Z`, "#f59e0b"),
    // spool
    circle(210, -300, 36, "#374151"),
    circle(210, -300, 30, accent),
    circle(210, -300, 10, "#1f2937"),
    path(`M190 -276C150 -260 150 -230 120 -212`, "none", `stroke="${accent}" stroke-width="2"`),
  ];
  return g(parts.join(""), `translate(${f(x)} ${f(y)}) scale(${s})`);
}

export type ScreenKind = "chart" | "cad" | "code" | "orbit" | "telemetry";

/** Screen content drawn inside (0,0)-(w,h). No text, only shapes. */
export function screenContent(rng: Rng, w: number, h: number, kind: ScreenKind, accent = "#38bdf8"): string {
  const out: string[] = [];
  if (kind === "chart" || kind === "telemetry") {
    for (let i = 1; i < 4; i++)
      out.push(line(w * 0.08, (h * i) / 4, w * 0.95, (h * i) / 4, "#ffffff", 1, 'opacity="0.12"'));
    const series = kind === "telemetry" ? 2 : 1;
    for (let sIdx = 0; sIdx < series; sIdx++) {
      const pts: [number, number][] = [];
      for (let i = 0; i <= 24; i++) {
        const t = i / 24;
        const v =
          sIdx === 0 ? 0.8 - 0.6 * Math.sin(t * 2.6) * t - rng() * 0.05 : 0.5 + 0.25 * Math.sin(t * 9 + 1) * (1 - t);
        pts.push([w * (0.08 + t * 0.87), h * (0.1 + v * 0.8)]);
      }
      out.push(
        path(
          pathFrom(pts),
          "none",
          `stroke="${sIdx === 0 ? accent : "#fb923c"}" stroke-width="${f(Math.max(1.5, w / 120))}" stroke-linejoin="round"`,
        ),
      );
    }
    out.push(line(w * 0.08, h * 0.08, w * 0.08, h * 0.92, "#ffffff", 1.5, 'opacity="0.4"'));
  } else if (kind === "cad") {
    // wireframe of a rocket fin can / airfoil in iso view
    const cx = w * 0.5;
    const cy = h * 0.55;
    const r = Math.min(w, h) * 0.3;
    out.push(ellipse(cx, cy - r * 0.8, r * 0.6, r * 0.2, "none", `stroke="${accent}" stroke-width="1.5"`));
    out.push(ellipse(cx, cy + r * 0.8, r * 0.6, r * 0.2, "none", `stroke="${accent}" stroke-width="1.5"`));
    out.push(
      line(cx - r * 0.6, cy - r * 0.8, cx - r * 0.6, cy + r * 0.8, accent, 1.5),
      line(cx + r * 0.6, cy - r * 0.8, cx + r * 0.6, cy + r * 0.8, accent, 1.5),
    );
    out.push(
      path(
        `M${f(cx - r * 0.6)} ${f(cy + r * 0.2)}L${f(cx - r * 1.3)} ${f(cy + r * 0.9)}L${f(cx - r * 1.3)} ${f(cy + r * 1.1)}L${f(cx - r * 0.6)} ${f(cy + r * 0.8)}`,
        "none",
        `stroke="#fb923c" stroke-width="1.5"`,
      ),
    );
    out.push(
      path(
        `M${f(cx + r * 0.6)} ${f(cy + r * 0.2)}L${f(cx + r * 1.3)} ${f(cy + r * 0.9)}L${f(cx + r * 1.3)} ${f(cy + r * 1.1)}L${f(cx + r * 0.6)} ${f(cy + r * 0.8)}`,
        "none",
        `stroke="#fb923c" stroke-width="1.5"`,
      ),
    );
    for (let i = 0; i < 6; i++)
      out.push(
        line(
          w * 0.04,
          h * (0.12 + i * 0.07),
          w * (0.12 + rng() * 0.08),
          h * (0.12 + i * 0.07),
          "#ffffff",
          2.5,
          'opacity="0.35" stroke-linecap="round"',
        ),
      );
  } else if (kind === "code") {
    const colors = [accent, "#fb923c", "#a78bfa", "#e2e8f0", "#4ade80"];
    const rows = 10;
    for (let i = 0; i < rows; i++) {
      let xx = w * 0.06 + (i % 3 === 1 ? w * 0.06 : i % 3 === 2 ? w * 0.12 : 0);
      const yy = h * (0.1 + (i * 0.8) / rows);
      const n = 1 + Math.floor(rng() * 3);
      for (let k = 0; k < n; k++) {
        const len = w * (0.08 + rng() * 0.22);
        if (xx + len > w * 0.94) break;
        out.push(
          line(xx, yy, xx + len, yy, rng.pick(colors), Math.max(2, h / 40), 'stroke-linecap="round" opacity="0.85"'),
        );
        xx += len + w * 0.03;
      }
    }
  } else {
    // orbit diagram
    const cx = w * 0.5;
    const cy = h * 0.52;
    out.push(circle(cx, cy, h * 0.12, accent));
    out.push(
      ellipse(
        cx,
        cy,
        w * 0.36,
        h * 0.3,
        "none",
        `stroke="#ffffff" stroke-width="2" opacity="0.7" stroke-dasharray="6 6"`,
      ),
    );
    out.push(
      ellipse(
        cx + w * 0.08,
        cy,
        w * 0.24,
        h * 0.2,
        "none",
        `stroke="#fb923c" stroke-width="2.5" transform="rotate(-20 ${f(cx)} ${f(cy)})"`,
      ),
    );
    out.push(circle(cx + w * 0.36, cy, h * 0.03, "#fbbf24"));
  }
  return out.join("");
}

/** Desktop monitor; origin at the bottom of its stand. */
export function monitor(
  c: Canvas,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: ScreenKind,
  accent?: string,
): string {
  const sx = x - w / 2;
  const sy = y - h - h * 0.28;
  const screen = c.linear([
    [0, "#0f2a44"],
    [1, "#081423"],
  ]);
  return [
    path(
      pathFrom(
        [
          [x - w * 0.06, y - h * 0.3],
          [x + w * 0.06, y - h * 0.3],
          [x + w * 0.08, y - 4],
          [x - w * 0.08, y - 4],
        ],
        true,
      ),
      "#2b3140",
    ),
    rect(x - w * 0.22, y - 6, w * 0.44, 6, "#1f2430", 'rx="3"'),
    rect(sx - 6, sy - 6, w + 12, h + 12, "#1c212b", 'rx="6"'),
    rect(sx, sy, w, h, screen),
    g(screenContent(rng, w, h, kind, accent), `translate(${f(sx)} ${f(sy)})`),
    rect(sx, sy, w, h * 0.5, "#ffffff", 'opacity="0.04"'),
  ].join("");
}

export function wrench(x: number, y: number, s: number, rot: number, color: string): string {
  return g(
    rect(-6, -62, 12, 104, color, 'rx="5"') +
      circle(0, -74, 16, color) +
      circle(0, 54, 14, color) +
      rect(-5, -94, 10, 18, "#20242d") +
      circle(0, 54, 7, "#20242d"),
    `translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${s})`,
  );
}

export function screwdriver(x: number, y: number, s: number, rot: number, handle: string): string {
  return g(
    rect(-9, -60, 18, 50, handle, 'rx="7"') +
      rect(-3, -12, 6, 60, "#c7ccd6") +
      path(`M-3 48L3 48L1 56L-1 56Z`, "#9aa0ab"),
    `translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${s})`,
  );
}

export function pliers(x: number, y: number, s: number, rot: number, handle: string): string {
  return g(
    path(`M-4 -50L4 -50L10 0L26 60L14 62L0 10L-14 62L-26 60L-10 0Z`, "#b8bec9") +
      path(`M10 12L26 60L14 62L2 20Z`, handle) +
      path(`M-10 12L-26 60L-14 62L-2 20Z`, handle) +
      circle(0, 2, 5, "#6b7280"),
    `translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${s})`,
  );
}

/** Pegboard panel with holes. */
export function pegboard(c: Canvas, x: number, y: number, w: number, h: number, color = "#c9a77c"): string {
  const id = c.uid("peg");
  c.defs.push(
    `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse" x="${f(x)}" y="${f(y)}"><rect width="24" height="24" fill="${color}"/><circle cx="12" cy="12" r="2.6" fill="${darken(color, 0.45)}"/></pattern>`,
  );
  return rect(x, y, w, h, `url(#${id})`) + rect(x, y, w, h, "none", `stroke="${darken(color, 0.3)}" stroke-width="6"`);
}

/** Blueprint-style rocket drawing (lines only), centred on origin, height ~ 300. */
export function blueprintRocket(color: string, sw = 2.5): string {
  const st = `fill="none" stroke="${color}" stroke-width="${sw}" stroke-linejoin="round"`;
  return [
    `<path d="M-22 -100C-22 -130 -10 -150 0 -160C10 -150 22 -130 22 -100L22 100L-22 100Z" ${st}/>`,
    `<path d="M-22 60L-52 110L-52 125L-22 110M22 60L52 110L52 125L22 110" ${st}/>`,
    `<path d="M-14 100L-18 128L18 128L14 100" ${st}/>`,
    `<path d="M-22 -100L22 -100M-22 -40L22 -40M-22 20L22 20" ${st} stroke-dasharray="5 4"/>`,
    `<circle cx="0" cy="-70" r="9" ${st}/>`,
    `<path d="M80 -160L80 128M72 -160L88 -160M72 128L88 128" ${st} opacity="0.7"/>`,
    `<path d="M-52 150L52 150M-52 142L-52 158M52 142L52 158" ${st} opacity="0.7"/>`,
    `<path d="M74 -150L80 -160L86 -150M74 118L80 128L86 118" ${st} opacity="0.7"/>`,
  ].join("");
}

/** Pendant lamp hanging from y=0 to y=len; light cone below. */
export function pendantLamp(c: Canvas, x: number, len: number, coneH: number, color = "#ffe2a8"): string {
  const cone = c.linear([
    [0, color, 0.28],
    [1, color, 0],
  ]);
  return [
    line(x, 0, x, len, "#11151c", 2),
    path(
      `M${f(x - 70)} ${f(len + 26 + coneH)}L${f(x - 22)} ${f(len + 26)}L${f(x + 22)} ${f(len + 26)}L${f(x + 70)} ${f(len + 26 + coneH)}Z`,
      cone,
    ),
    path(
      `M${f(x - 26)} ${f(len + 28)}L${f(x - 16)} ${f(len)}L${f(x + 16)} ${f(len)}L${f(x + 26)} ${f(len + 28)}Z`,
      "#1f2937",
    ),
    ellipse(x, len + 28, 24, 5, color),
  ].join("");
}

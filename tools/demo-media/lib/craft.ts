/**
 * Aircraft and buildings: quadcopter, fixed-wing UAV, airliner views, hangar.
 */

import { cylinder } from "./space.ts";
import { type Canvas, circle, darken, ellipse, f, g, lighten, line, path, rect } from "./svg.ts";

/** Quadcopter seen slightly from the front/above; origin at body centre; span ~ 480. */
export function quadcopter(c: Canvas, o: { shell?: string; accent?: string; blade?: number } = {}): string {
  const shell = o.shell ?? "#e8edf3";
  const accent = o.accent ?? "#f97316";
  const blade = o.blade ?? 0;
  const out: string[] = [];
  const motors = [
    { x: -170, y: -46, k: 0.8 },
    { x: 170, y: -46, k: 0.8 },
    { x: -215, y: 22, k: 1 },
    { x: 215, y: 22, k: 1 },
  ];
  const disc = c.radial([
    [0, "#ffffff", 0.05],
    [0.75, "#ffffff", 0.16],
    [0.92, "#ffffff", 0.32],
    [1, "#ffffff", 0],
  ]);
  const rotor = (m: (typeof motors)[number], i: number): string => {
    const rx = 100 * m.k;
    const ry = 16 * m.k;
    const a = blade + i * 1.3;
    const bx = Math.cos(a) * rx * 0.95;
    const by = Math.sin(a) * ry * 0.95;
    return [
      ellipse(m.x, m.y - 20 * m.k, rx, ry, disc),
      path(
        `M${f(m.x - bx)} ${f(m.y - 20 * m.k - by)}L${f(m.x + bx)} ${f(m.y - 20 * m.k + by)}`,
        "none",
        `stroke="#1f2937" stroke-width="${f(5 * m.k)}" stroke-linecap="round" opacity="0.55"`,
      ),
      circle(m.x, m.y - 20 * m.k, 5 * m.k, "#111827"),
    ].join("");
  };
  // rear arms & motors first
  for (const m of motors.slice(0, 2)) {
    out.push(line(0, -8, m.x, m.y, "#3b4252", 16 * m.k, 'stroke-linecap="round"'));
    out.push(
      rect(m.x - 13 * m.k, m.y - 20 * m.k, 26 * m.k, 26 * m.k, cylinder(c, "#374151", 0.4), `rx="${f(4 * m.k)}"`),
    );
  }
  // landing skids
  out.push(path(`M-60 30L-80 88M60 30L80 88`, "none", `stroke="#4b5563" stroke-width="8" stroke-linecap="round"`));
  out.push(
    line(-120, 90, -40, 90, "#374151", 8, 'stroke-linecap="round"'),
    line(40, 90, 120, 90, "#374151", 8, 'stroke-linecap="round"'),
  );
  // body
  out.push(
    path(
      `M-78 -20C-78 -52 -40 -62 0 -62C40 -62 78 -52 78 -20L70 26C60 40 -60 40 -70 26Z`,
      c.linear([
        [0, lighten(shell, 0.4)],
        [0.6, shell],
        [1, darken(shell, 0.35)],
      ]),
    ),
  );
  out.push(
    path(
      `M-50 -46C-30 -56 30 -56 50 -46`,
      "none",
      `stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.8"`,
    ),
  );
  out.push(rect(-78, -8, 156, 10, accent, 'rx="3"'));
  // gimbal camera
  out.push(
    rect(-10, 30, 20, 14, "#374151"),
    rect(-26, 42, 52, 34, cylinder(c, "#1f2937", 0.5), 'rx="10"'),
    circle(0, 59, 12, "#0b1020"),
    circle(0, 59, 7, "#2563eb"),
    circle(-3, 56, 2.5, "#bfdbfe"),
  );
  // front arms & motors
  for (const m of motors.slice(2)) {
    out.push(line(Math.sign(m.x) * 50, 6, m.x, m.y, "#4b5563", 16 * m.k, 'stroke-linecap="round"'));
    out.push(
      rect(m.x - 13 * m.k, m.y - 20 * m.k, 26 * m.k, 26 * m.k, cylinder(c, "#374151", 0.4), `rx="${f(4 * m.k)}"`),
    );
  }
  // nav lights
  const red = c.radial([
    [0, "#ff4d4d", 0.9],
    [1, "#ff4d4d", 0],
  ]);
  const green = c.radial([
    [0, "#4dff88", 0.9],
    [1, "#4dff88", 0],
  ]);
  out.push(
    circle(-215, 30, 16, red),
    circle(-215, 30, 3.5, "#ffd0d0"),
    circle(215, 30, 16, green),
    circle(215, 30, 3.5, "#d0ffe0"),
  );
  for (const [i, m] of motors.entries()) out.push(rotor(m, i));
  return out.join("");
}

/** Fixed-wing UAV in plan view (nose to +x), origin at the centre; span ~ 560. Tilt with a transform. */
export function fixedWing(c: Canvas, o: { top?: string; accent?: string } = {}): string {
  const top = o.top ?? "#e5e9f0";
  const accent = o.accent ?? "#f97316";
  const wingFill = c.linear([
    [0, lighten(top, 0.3)],
    [0.5, top],
    [1, darken(top, 0.3)],
  ]);
  const fus = c.linear([
    [0, lighten(top, 0.5)],
    [0.45, top],
    [1, darken(top, 0.4)],
  ]);
  return [
    // main wing (slight sweep)
    path(`M-10 -12L-40 -285L-8 -290L38 -14L38 14L-8 290L-40 285L-10 12Z`, wingFill),
    path(`M-40 -285L-8 -290L-4 -266L-36 -262ZM-40 285L-8 290L-4 266L-36 262Z`, accent),
    // tail booms and V-tail
    path(`M-120 -70L-180 -110L-196 -108L-150 -64ZM-120 70L-180 110L-196 108L-150 64Z`, wingFill),
    path(`M-150 -64L-196 -108L-200 -104L-158 -60Z`, accent),
    // fuselage
    path(
      `M150 0C150 -20 110 -32 60 -32L-120 -18C-150 -14 -165 -6 -170 0C-165 6 -150 14 -120 18L60 32C110 32 150 20 150 0Z`,
      fus,
    ),
    ellipse(95, 0, 34, 14, "#1e293b"),
    ellipse(100, -4, 18, 5, "#94a3b8", 'opacity="0.6"'),
    rect(-40, -33, 10, 66, accent),
    // pusher prop disc
    ellipse(-176, 0, 6, 48, "#ffffff", 'opacity="0.25"'),
    line(-176, -44, -176, 44, "#1f2937", 4, 'stroke-linecap="round" opacity="0.6"'),
  ].join("");
}

/** Airliner front view, origin at fuselage centre; span ~ 620, stands on ground at +~115. */
export function airlinerFront(c: Canvas, o: { body?: string; tail?: string } = {}): string {
  const body = o.body ?? "#eef2f7";
  const tail = o.tail ?? "#0f766e";
  const shade = cylinder(c, body, 0.3);
  return [
    path(`M-6 -40L-10 -170L10 -170L6 -40Z`, tail),
    path(`M-120 -30L-120 -38L0 -44L120 -38L120 -30L0 -26Z`, darken(body, 0.1)),
    line(-40, 30, -40, 100, "#4b5563", 7),
    line(40, 30, 40, 100, "#4b5563", 7),
    line(0, 40, 0, 96, "#4b5563", 6),
    rect(-52, 92, 24, 26, "#111827", 'rx="10"'),
    rect(28, 92, 24, 26, "#111827", 'rx="10"'),
    rect(-8, 92, 16, 22, "#111827", 'rx="7"'),
    path(
      `M-300 -6L-44 14L-44 30L-300 2ZM300 -6L44 14L44 30L300 2Z`,
      c.linear([
        [0, lighten(body, 0.2)],
        [1, darken(body, 0.3)],
      ]),
    ),
    path(`M-300 -6L-306 -30L-298 -30L-292 -5ZM300 -6L306 -30L298 -30L292 -5Z`, tail),
    circle(0, 0, 48, shade),
    path(`M-30 -16Q0 -30 30 -16L28 -8Q0 -18 -28 -8Z`, "#0f172a"),
    circle(-130, 40, 28, cylinder(c, "#cfd6df", 0.4)),
    circle(130, 40, 28, cylinder(c, "#cfd6df", 0.4)),
    circle(-130, 40, 19, "#1f2937"),
    circle(130, 40, 19, "#1f2937"),
    circle(-130, 40, 6, "#9ca3af"),
    circle(130, 40, 6, "#9ca3af"),
    line(-130, 12, -120, 8, "#9ca3af", 5),
    line(130, 12, 120, 8, "#9ca3af", 5),
  ].join("");
}

/** Business-jet side view, nose to +x; origin at fuselage centre; length ~ 620. */
export function jetSide(c: Canvas, o: { body?: string; stripe?: string } = {}): string {
  const body = o.body ?? "#f1f5f9";
  const stripe = o.stripe ?? "#0f766e";
  const fill = c.linear([
    [0, lighten(body, 0.4)],
    [0.5, body],
    [1, darken(body, 0.3)],
  ]);
  const windows = Array.from({ length: 8 }, (_, i) => ellipse(-120 + i * 34, -10, 8, 9, "#1e293b")).join("");
  return [
    path(`M-250 -24L-300 -150L-262 -150L-200 -26Z`, stripe),
    path(`M-270 -40L-330 -50L-326 -40L-250 -30Z`, darken(body, 0.15)),
    path(
      `M300 6C300 -20 260 -40 200 -42L-220 -42C-260 -40 -290 -30 -300 -20L-300 -6C-280 10 -240 20 -200 22L200 22C260 22 300 18 300 6Z`,
      fill,
    ),
    path(`M236 -28C256 -26 276 -18 286 -6L248 -8Z`, "#1e293b"),
    windows,
    path(`M-300 -6C-280 10 -240 20 -200 22L200 22C250 22 285 18 296 12`, "none", `stroke="${stripe}" stroke-width="7"`),
    path(`M60 10L-60 70L-30 70L110 14Z`, darken(body, 0.2)),
    rect(
      -230,
      -66,
      90,
      30,
      c.linear([
        [0, lighten(body, 0.2)],
        [1, darken(body, 0.25)],
      ]),
      'rx="15"',
    ),
    rect(-234, -60, 16, 18, "#374151", 'rx="5"'),
    line(150, 22, 150, 60, "#4b5563", 6),
    circle(150, 64, 10, "#111827"),
    line(-40, 22, -40, 60, "#4b5563", 7),
    circle(-40, 64, 12, "#111827"),
  ].join("");
}

/** Arched hangar front; origin at ground centre, width ~ w. Interior content is placed in the door. */
export function hangar(
  c: Canvas,
  w: number,
  h: number,
  o: { wall?: string; interior?: string; inside?: string; lit?: boolean } = {},
): string {
  const wall = o.wall ?? "#cbd2dc";
  const half = w / 2;
  const eave = -h * 0.62;
  const doorHalf = half * 0.78;
  const doorTop = -h * 0.56;
  const out: string[] = [];
  out.push(
    path(
      `M${f(-half)} 0L${f(-half)} ${f(eave)}C${f(-half * 0.8)} ${f(-h * 0.95)} ${f(half * 0.8)} ${f(-h * 0.95)} ${f(half)} ${f(eave)}L${f(half)} 0Z`,
      c.linear([
        [0, lighten(wall, 0.15)],
        [1, darken(wall, 0.2)],
      ]),
    ),
  );
  for (let i = 1; i < 8; i++) {
    const x = -half + (w * i) / 8;
    out.push(line(x, eave - 20, x, doorTop, darken(wall, 0.12), 2));
  }
  out.push(
    path(
      `M${f(-half)} ${f(eave)}C${f(-half * 0.8)} ${f(-h * 0.95)} ${f(half * 0.8)} ${f(-h * 0.95)} ${f(half)} ${f(eave)}`,
      "none",
      `stroke="${darken(wall, 0.3)}" stroke-width="8"`,
    ),
  );
  const interior = c.linear([
    [0, o.interior ?? "#1e2433"],
    [1, darken(o.interior ?? "#1e2433", 0.4)],
  ]);
  out.push(rect(-doorHalf, doorTop, doorHalf * 2, -doorTop, interior));
  if (o.lit) {
    for (let i = 0; i < 5; i++) {
      const x = -doorHalf + ((i + 0.5) * doorHalf * 2) / 5;
      out.push(
        rect(x - 24, doorTop + 8, 48, 6, "#fff7d6"),
        path(
          `M${f(x - 24)} ${f(doorTop + 14)}L${f(x - 90)} 0L${f(x + 90)} 0L${f(x + 24)} ${f(doorTop + 14)}Z`,
          c.linear([
            [0, "#fff3c4", 0.14],
            [1, "#fff3c4", 0],
          ]),
        ),
      );
    }
  }
  if (o.inside)
    out.push(g(o.inside, undefined, `clip-path="${c.clip(rect(-doorHalf, doorTop, doorHalf * 2, -doorTop, "#000"))}"`));
  // sliding door panels at the sides
  for (const s of [-1, 1]) {
    const x0 = s < 0 ? -half + 6 : doorHalf - 4;
    const pw = half - doorHalf + 4 - 6;
    out.push(rect(x0, doorTop - 6, pw, -doorTop + 6, darken(wall, 0.1)));
    for (let i = 1; i < 4; i++) out.push(line(x0 + (pw * i) / 4, doorTop, x0 + (pw * i) / 4, 0, darken(wall, 0.28), 2));
  }
  out.push(rect(-doorHalf - 6, doorTop - 14, doorHalf * 2 + 12, 14, darken(wall, 0.35)));
  return out.join("");
}

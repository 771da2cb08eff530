/** Project illustrations (1200x800). */

import { quadcopter } from "../lib/craft.ts";
import { duneRow, earth, glow, milkyWay, mountains, ridge, sky, stars, vignette } from "../lib/env.ts";
import { joukowskiFlow } from "../lib/flow.ts";
import type { Still } from "../lib/output.ts";
import { cubesat, engine, flame, groundCloud, observatory, rover, satellite, smoke, testStand } from "../lib/space.ts";
import {
  blobPath,
  type Canvas,
  circle,
  ellipse,
  f,
  g,
  line,
  mix,
  type Pt,
  path,
  pathFrom,
  rect,
  smoothPath,
} from "../lib/svg.ts";

const W = 1200;
const H = 800;

function drawCubesat(c: Canvas): void {
  const r = c.rng;
  sky(c, [
    [0, "#02040f"],
    [0.55, "#0a1033"],
    [1, "#14235a"],
  ]);
  c.add(glow(c, 980, 160, 420, "#4338ca", 0.18));
  c.add(stars(c, r, { n: 420, h: 620, maxR: 1.5 }));
  const e = { cx: 430, cy: 2080, r: 1500 };
  c.add(earth(c, r, { ...e, sun: -20 }));
  // sunrise on the limb
  const sx = 1010;
  const sy = e.cy - Math.sqrt(e.r ** 2 - (sx - e.cx) ** 2);
  c.add(
    glow(c, sx, sy, 420, "#ff9a3c", 0.35, 0.35),
    glow(c, sx, sy, 160, "#ffd9a0", 0.8, 0.4),
    circle(sx, sy - 2, 10, "#ffffff"),
  );
  // dashed orbit track
  c.add(
    path(
      `M-40 520Q600 170 1240 330`,
      "none",
      `stroke="#7dd3fc" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round" opacity="0.45"`,
    ),
  );
  c.add(g(cubesat(c, 92), "translate(600 330) rotate(-16)"));
  c.add(glow(c, 640, 300, 300, "#7dd3fc", 0.08));
  c.add(vignette(c, 0.5));
}

function drawRocketEngine(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#0b1030"],
      [0.45, "#2a2360"],
      [0.75, "#7a3b5e"],
      [0.9, "#e0744a"],
      [1, "#f3a25b"],
    ],
    0,
    640,
  );
  c.add(stars(c, r, { n: 160, h: 360, fade: 1, maxR: 1.2 }));
  c.add(mountains(c, r, 620, 90, "#3a2748", "#2c1f3d", 6));
  c.add(
    rect(
      0,
      610,
      W,
      190,
      c.linear([
        [0, "#2a1d33"],
        [1, "#120c1a"],
      ]),
    ),
  );
  const cx = 600;
  const nozzleY = 480;
  c.add(glow(c, cx, 640, 560, "#ff8a3d", 0.45, 0.6));
  // flame deflector
  c.add(path(`M${cx - 260} 700L${cx - 120} 660L${cx + 120} 660L${cx + 260} 700Z`, "#3b3340"));
  c.add(g(testStand(110, 700, 170, "#4b5563", "#f97316"), `translate(${cx} 0)`));
  // warm light on the stand
  c.add(
    rect(
      cx - 260,
      110,
      520,
      590,
      c.linear([
        [0, "#ff9a3c", 0],
        [1, "#ff9a3c", 0.18],
      ]),
    ),
  );
  // billowing exhaust cloud lit by the flame
  const puffsL = groundCloud(r, cx - 270, 705, 440, 130, 24);
  const puffsR = groundCloud(r, cx + 270, 705, 440, 130, 24);
  c.add(
    smoke(
      [...puffsL, ...puffsR].sort((a, b) => a.y - b.y),
      "#c89a86",
      "#ffd3a8",
      "#7d5a66",
    ),
  );
  c.add(g(flame(c, 250, 116, { diamonds: 4 }), `translate(${cx} ${nozzleY})`));
  c.add(g(engine(c), `translate(${cx} ${nozzleY}) scale(0.95)`));
  // crossbeam holding the engine
  c.add(rect(cx - 176, 118, 352, 16, "#374151"), rect(cx - 40, 118, 80, 30, "#4b5563"));
  c.add(smoke(groundCloud(r, cx, 725, 320, 70, 14), "#e8b497", "#ffe6c7", "#9a6a6a"));
  c.add(vignette(c, 0.5));
}

function drawUav(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#3b82c4"],
      [0.5, "#8fc3e3"],
      [0.8, "#f5d2a8"],
      [1, "#f6b27a"],
    ],
    0,
    560,
  );
  c.add(glow(c, 220, 470, 500, "#fff1c9", 0.55, 0.7), circle(220, 470, 46, "#fff6de"));
  const far = ridge(c, r, { base: 520, amp: 22, fill: "#e9bb92", waves: 3, step: 30 });
  c.add(far.svg);
  c.add(
    duneRow(r, {
      base: 560,
      n: 6,
      minH: 40,
      maxH: 80,
      light: "#e7ab78",
      shade: "#c98a5c",
      width: 260,
    }),
  );
  c.add(ridge(c, r, { base: 572, amp: 6, fill: "#e7ab78", waves: 2 }).svg);
  c.add(
    duneRow(r, {
      base: 640,
      n: 4,
      minH: 60,
      maxH: 110,
      light: "#dc955c",
      shade: "#b06a3c",
      width: 380,
    }),
  );
  c.add(ridge(c, r, { base: 652, amp: 8, fill: "#dc955c", waves: 2 }).svg);
  c.add(
    duneRow(r, {
      base: 760,
      n: 3,
      minH: 90,
      maxH: 140,
      light: "#cf8148",
      shade: "#9a542b",
      width: 520,
      x0: -200,
      x1: 1400,
    }),
  );
  c.add(ridge(c, r, { base: 772, amp: 6, fill: "#cf8148", waves: 2 }).svg);
  const near = { yAt: (_x: number): number => 700 };
  for (let i = 0; i < 10; i++) {
    const x = r() * W;
    const y = 690 + r() * 100;
    c.add(
      path(
        `M${f(x - 50)} ${f(y)}Q${f(x)} ${f(y - 7)} ${f(x + 50)} ${f(y)}`,
        "none",
        `stroke="#a35e30" stroke-width="2" opacity="0.45"`,
      ),
    );
  }
  // drone shadow on the dune
  c.add(ellipse(690, near.yAt(690) + 30, 150, 14, "#5b3418", 'opacity="0.3"'));
  // distant second drone
  c.add(g(quadcopter(c, { accent: "#0ea5e9", blade: 2 }), "translate(980 200) scale(0.18) rotate(4)"));
  c.add(g(quadcopter(c, { blade: 0.6 }), "translate(620 360) scale(1.05) rotate(-7)"));
  c.add(vignette(c, 0.3, "#3a1c08"));
}

function drawRover(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#2a1a3a"],
      [0.45, "#7a3b3e"],
      [0.8, "#c8744c"],
      [1, "#e6a578"],
    ],
    0,
    520,
  );
  c.add(stars(c, r, { n: 90, h: 260, fade: 1, maxR: 1 }));
  // Martian sunset glows blue around the sun
  c.add(glow(c, 250, 470, 230, "#8fb8e0", 0.55, 0.8), circle(250, 470, 14, "#f4f8ff"));
  c.add(circle(1000, 130, 9, "#d9c2a8"), circle(1040, 200, 5, "#c9b29a"));
  c.add(mountains(c, r, 520, 120, "#9b4a32", "#7c3826", 5));
  const mid = ridge(c, r, { base: 560, amp: 20, fill: "#b4583a", waves: 3 });
  c.add(mid.svg);
  c.add(
    rect(
      0,
      600,
      W,
      200,
      c.linear([
        [0, "#b85f3e"],
        [1, "#7e3521"],
      ]),
    ),
  );
  const near = ridge(c, r, { base: 610, amp: 14, fill: "#c46a44", waves: 2 });
  c.add(near.svg);
  c.add(
    rect(
      0,
      680,
      W,
      120,
      c.linear([
        [0, "#a84d30", 0],
        [1, "#5e2616", 0.7],
      ]),
    ),
  );
  // rocks
  for (let i = 0; i < 26; i++) {
    const x = r() * W;
    const y = 620 + r() ** 0.7 * 170;
    const s = 4 + (y - 610) * 0.12 * (0.5 + r());
    if (Math.abs(x - 620) < 260 && y < 720) continue;
    c.add(
      path(blobPath(r, x, y, s * 1.4, s * 0.8, 0.35, 7), "#6e2d1c"),
      path(blobPath(r, x - s * 0.2, y - s * 0.3, s * 0.9, s * 0.45, 0.3, 6), "#c57a55"),
    );
  }
  // wheel tracks behind the rover
  const tracks: Pt[] = [
    [470, 712],
    [380, 690],
    [250, 668],
    [120, 650],
    [-20, 640],
  ];
  c.add(path(smoothPath(tracks), "none", `stroke="#7a3320" stroke-width="10" stroke-dasharray="6 6" opacity="0.7"`));
  c.add(
    path(
      smoothPath(tracks.map(([x, y]) => [x + 40, y + 22] as Pt)),
      "none",
      `stroke="#7a3320" stroke-width="12" stroke-dasharray="7 6" opacity="0.7"`,
    ),
  );
  c.add(ellipse(640, 722, 300, 18, "#4a1a10", 'opacity="0.45"'));
  c.add(g(rover(c, { body: "#ece4d4" }), "translate(620 722) scale(1.55)"));
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#ff9a6a", 0],
        [1, "#ff9a6a", 0.08],
      ]),
    ),
  );
  c.add(vignette(c, 0.45, "#1a0805"));
}

function speedColor(s: number): string {
  const stops: [number, string][] = [
    [0.2, "#1e40af"],
    [0.8, "#0ea5e9"],
    [1.05, "#5eead4"],
    [1.35, "#fde68a"],
    [1.7, "#fb923c"],
    [2.2, "#f43f5e"],
  ];
  for (let i = 0; i < stops.length - 1; i++) {
    const [a, ca] = stops[i] as [number, string];
    const [b, cb] = stops[i + 1] as [number, string];
    if (s <= b) return mix(ca, cb, Math.max(0, (s - a) / (b - a)));
  }
  return (stops[stops.length - 1] as [number, string])[1];
}

/** Airfoil and coloured streamlines; returns svg in screen coordinates. */
export function airfoilFlow(
  c: Canvas,
  cx: number,
  cy: number,
  scale: number,
  alphaDeg: number,
  offsets: number[],
  widthPx = 2.6,
): string {
  const flow = joukowskiFlow({
    thickness: 0.11,
    camber: 0.09,
    alphaDeg,
    offsets,
    xMin: -cx / scale - 0.5,
    xMax: (c.w - cx) / scale + 0.5,
  });
  const toS = ([x, y]: [number, number]): Pt => [cx + x * scale, cy - y * scale];
  const lines: string[] = [];
  for (const sl of flow.streamlines) {
    const pts = sl.pts.map(toS);
    for (let i = 0; i < pts.length - 1; i += 4) {
      const seg = pts.slice(i, i + 5);
      const sp = sl.speed[Math.min(sl.speed.length - 1, i + 2)] ?? 1;
      lines.push(path(pathFrom(seg), "none", `stroke="${speedColor(sp)}"`));
    }
  }
  const blur = c.blur(3);
  const body = lines.join("");
  const outline = flow.outline.map(toS);
  const depth = outline.map(([x, y]) => [x + 16, y - 12] as Pt);
  const af = c.linear([
    [0, "#f8fafc"],
    [0.5, "#cbd5e1"],
    [1, "#64748b"],
  ]);
  return [
    g(
      body,
      undefined,
      `fill="none" stroke-width="${f(widthPx * 3)}" stroke-linecap="round" opacity="0.35" filter="${blur}"`,
    ),
    g(body, undefined, `fill="none" stroke-width="${f(widthPx)}" stroke-linecap="round"`),
    path(pathFrom(depth, true), "#475569", `stroke="#334155" stroke-width="1"`),
    path(pathFrom(outline, true), af, `stroke="#e2e8f0" stroke-width="1.5"`),
  ].join("");
}

function drawWindTunnel(c: Canvas): void {
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#0b1433"],
        [1, "#050a1c"],
      ]),
    ),
  );
  // inner test section with a measurement grid
  const ix = 70;
  const iy = 70;
  const iw = W - 140;
  const ih = H - 140;
  c.add(
    rect(
      ix,
      iy,
      iw,
      ih,
      c.radial(
        [
          [0, "#12306a"],
          [1, "#081638"],
        ],
        { cx: 0.5, cy: 0.5, r: 0.7 },
      ),
    ),
  );
  const grid: string[] = [];
  for (let x = ix; x <= ix + iw; x += 40) grid.push(line(x, iy, x, iy + ih, "#60a5fa", 1));
  for (let y = iy; y <= iy + ih; y += 40) grid.push(line(ix, y, ix + iw, y, "#60a5fa", 1));
  c.add(g(grid.join(""), undefined, 'opacity="0.08"'));
  const offsets: number[] = [];
  for (let y = -2.45; y <= 2.5; y += 0.2) offsets.push(Math.round(y * 1000) / 1000 + 0.013);
  const flowSvg = airfoilFlow(c, 560, 400, 150, 9, offsets);
  c.add(g(flowSvg, undefined, `clip-path="${c.clip(rect(ix, iy, iw, ih, "#000"))}"`));
  // sting support from the floor
  c.add(rect(610, 430, 14, ih + iy - 430, "#334155"), rect(596, 690, 42, 40, "#1e293b"));
  // flow straightener (honeycomb) on the left
  const honey: string[] = [];
  for (let y = iy; y < iy + ih; y += 18) honey.push(rect(ix, y + 2, 26, 14, "#1e3a8a", 'opacity="0.7"'));
  c.add(honey.join(""));
  // window frame with bolts
  const frame = c.linear([
    [0, "#64748b"],
    [0.5, "#334155"],
    [1, "#1e293b"],
  ]);
  c.add(path(`M0 0H${W}V${H}H0ZM${ix} ${iy}V${iy + ih}H${ix + iw}V${iy}Z`, frame, 'fill-rule="evenodd"'));
  c.add(rect(ix - 6, iy - 6, iw + 12, ih + 12, "none", `stroke="#94a3b8" stroke-width="4" rx="6"`));
  for (let x = 40; x < W; x += 112) c.add(circle(x, 36, 7, "#94a3b8"), circle(x, H - 36, 7, "#94a3b8"));
  for (let y = 148; y < H - 80; y += 112) c.add(circle(36, y, 7, "#94a3b8"), circle(W - 36, y, 7, "#94a3b8"));
  c.add(glow(c, 560, 380, 520, "#38bdf8", 0.07));
  c.add(vignette(c, 0.35));
}

function drawSpaceSurveillance(c: Canvas): void {
  const r = c.rng;
  sky(c, [
    [0, "#01030c"],
    [0.6, "#0a1238"],
    [1, "#1c2b5e"],
  ]);
  c.add(milkyWay(c, r, 600, 330, -28, 1500, 200));
  c.add(stars(c, r, { n: 520, h: 640, maxR: 1.4, fade: 1.2 }));
  c.add(glow(c, 600, 760, 700, "#3b5bdb", 0.25, 0.35));
  // hills
  const far = ridge(c, r, { base: 660, amp: 24, fill: "#0d1430", waves: 3 });
  c.add(far.svg);
  const hill = `M-20 800L-20 690C120 660 260 610 420 612C560 614 700 680 820 700C980 720 1100 712 1220 700L1220 800Z`;
  c.add(path(hill, "#070b1c"));
  // observatory (mirrored so the slit faces right)
  const ox = 330;
  const oy = 640;
  const s = 1.1;
  // telescope pivot (mirrored from the observatory's local coordinates) and target
  const px = ox - s * (130 * Math.sin((-27 * Math.PI) / 180) * 0.55);
  const py = oy + (-170 - 65) * s;
  const satX = 800;
  const satY = 205;
  const a = Math.atan2(satY - py, satX - px);
  const tx = px + Math.cos(a) * 126 * s;
  const ty = py + Math.sin(a) * 126 * s;
  c.add(
    g(
      observatory(c, { wall: "#3a4660", dome: "#8c9ab3", tubeAngle: 180 - (a * 180) / Math.PI }),
      `translate(${ox} ${oy}) scale(${-s} ${s})`,
    ),
  );
  // satellite streak crossing the sky
  const dx = Math.cos((16 * Math.PI) / 180);
  const dy = Math.sin((16 * Math.PI) / 180);
  const streak = c.linear(
    [
      [0, "#ffffff", 0],
      [0.7, "#e0f2fe", 0.9],
      [1, "#ffffff", 1],
    ],
    { x1: satX - dx * 520, y1: satY - dy * 520, x2: satX, y2: satY, user: true },
  );
  c.add(line(satX - dx * 520, satY - dy * 520, satX, satY, streak, 3, 'stroke-linecap="round"'));
  c.add(glow(c, satX, satY, 40, "#bae6fd", 0.8));
  c.add(g(satellite(c, 5), `translate(${f(satX)} ${f(satY)}) rotate(16)`));
  // tracking beam + reticle
  const beam = c.linear(
    [
      [0, "#34d399", 0.7],
      [1, "#34d399", 0.05],
    ],
    { x1: tx, y1: ty, x2: satX, y2: satY, user: true },
  );
  c.add(line(tx, ty, satX, satY, beam, 2.5));
  const ret: string[] = [];
  const R = 34;
  for (const [sx, sy] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ] as const) {
    ret.push(
      path(
        `M${f(satX + sx * R)} ${f(satY + sy * (R - 12))}L${f(satX + sx * R)} ${f(satY + sy * R)}L${f(satX + sx * (R - 12))} ${f(satY + sy * R)}`,
        "none",
        `stroke="#34d399" stroke-width="3"`,
      ),
    );
  }
  ret.push(
    circle(satX, satY, R + 14, "none", `stroke="#34d399" stroke-width="1.5" stroke-dasharray="4 8" opacity="0.7"`),
  );
  c.add(ret.join(""));
  // radar dish on the right
  c.add(
    g(
      [
        rect(-6, -70, 12, 70, "#1b2438"),
        path(`M-60 -110Q0 -40 60 -110Z`, "#2b3752"),
        path(`M-60 -110Q0 -125 60 -110Q0 -40 -60 -110Z`, "#3d4b6b"),
        line(0, -80, 0, -125, "#3d4b6b", 3),
        circle(0, -127, 4, "#f87171"),
      ].join(""),
      "translate(930 712) rotate(-20)",
    ),
  );
  c.add(vignette(c, 0.45));
}

export const projectStills: Still[] = [
  { out: "projects/cubesat.webp", w: W, h: H, draw: drawCubesat },
  { out: "projects/rocket-engine.webp", w: W, h: H, draw: drawRocketEngine },
  { out: "projects/uav.webp", w: W, h: H, draw: drawUav },
  { out: "projects/rover.webp", w: W, h: H, draw: drawRover },
  { out: "projects/wind-tunnel.webp", w: W, h: H, draw: drawWindTunnel },
  { out: "projects/space-surveillance.webp", w: W, h: H, draw: drawSpaceSurveillance },
];

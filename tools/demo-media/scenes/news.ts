/** News illustrations (1200x800). */
import { airlinerFront, hangar } from "../lib/craft.ts";
import { duneRow, flatCloud, glow, mountains, palm, ridge, sky, stars, vignette } from "../lib/env.ts";
import {
  bench,
  blueprintRocket,
  monitor,
  pegboard,
  pendantLamp,
  pliers,
  printer3d,
  screwdriver,
  wrench,
} from "../lib/lab.ts";
import type { Still } from "../lib/output.ts";
import { bust, person } from "../lib/people.ts";
import { flame, groundCloud, rocket, smoke, trail, trophy } from "../lib/space.ts";
import {
  type Canvas,
  circle,
  darken,
  ellipse,
  f,
  g,
  lighten,
  line,
  type Pt,
  path,
  pathFrom,
  rect,
} from "../lib/svg.ts";

const W = 1200;
const H = 800;

/** Theatre curtain with vertical folds across [x0, x1]. */
export function curtain(c: Canvas, x0: number, x1: number, y0: number, y1: number, color: string, folds = 10): string {
  const fw = (x1 - x0) / folds;
  const fold = c.linear(
    [
      [0, darken(color, 0.45)],
      [0.35, lighten(color, 0.12)],
      [0.6, color],
      [1, darken(color, 0.5)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const out: string[] = [];
  for (let i = 0; i < folds; i++) out.push(rect(x0 + i * fw, y0, fw + 0.5, y1 - y0, fold));
  return out.join("");
}

function confetti(c: Canvas, n: number, area: [number, number, number, number], colors: readonly string[]): string {
  const r = c.rng;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = area[0] + r() * area[2];
    const y = area[1] + r() * area[3];
    const w = 6 + r() * 8;
    out.push(
      rect(
        -w / 2,
        -2.5,
        w,
        5,
        r.pick(colors),
        `transform="translate(${f(x)} ${f(y)}) rotate(${f(r() * 180)})" opacity="${f(0.6 + r() * 0.4)}"`,
      ),
    );
  }
  return out.join("");
}

function drawAward(c: Canvas): void {
  c.add(rect(0, 0, W, H, "#0d0a1f"));
  c.add(curtain(c, 0, W, 0, 560, "#5b1a3a", 16));
  c.add(
    rect(
      0,
      0,
      W,
      70,
      c.linear([
        [0, "#2a0b1c"],
        [1, "#4a1530"],
      ]),
    ),
  );
  for (let i = 0; i < 24; i++) c.add(path(`M${i * 50} 70Q${i * 50 + 25} 110 ${i * 50 + 50} 70Z`, "#4a1530"));
  // stage floor
  c.add(
    rect(
      0,
      560,
      W,
      240,
      c.linear([
        [0, "#3a2418"],
        [1, "#160d08"],
      ]),
    ),
  );
  for (let i = -12; i <= 12; i++) c.add(line(600 + i * 40, 560, 600 + i * 150, 800, "#000000", 2, 'opacity="0.25"'));
  c.add(rect(0, 556, W, 10, "#6b4a2a"));
  // spotlights
  c.add(
    path(
      `M540 0L660 0L880 660L320 660Z`,
      c.linear([
        [0, "#fff5d6", 0.5],
        [1, "#fff5d6", 0.05],
      ]),
    ),
  );
  c.add(
    path(
      `M90 0L160 0L560 620L420 640Z`,
      c.linear([
        [0, "#8fd3ff", 0.22],
        [1, "#8fd3ff", 0],
      ]),
    ),
  );
  c.add(
    path(
      `M1040 0L1110 0L780 640L640 620Z`,
      c.linear([
        [0, "#ffb48f", 0.22],
        [1, "#ffb48f", 0],
      ]),
    ),
  );
  c.add(
    ellipse(
      600,
      650,
      300,
      50,
      c.radial([
        [0, "#fff2cc", 0.55],
        [1, "#fff2cc", 0],
      ]),
    ),
  );
  // plinth + trophy
  c.add(
    rect(
      480,
      520,
      240,
      130,
      c.linear(
        [
          [0, "#1f2937"],
          [0.4, "#4b5563"],
          [1, "#111827"],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
  );
  c.add(rect(468, 510, 264, 16, "#6b7280"));
  c.add(glow(c, 600, 350, 260, "#ffd98a", 0.35));
  c.add(g(trophy(c), "translate(600 510) scale(1.22)"));
  c.add(confetti(c, 90, [40, 60, 1120, 480], ["#fbbf24", "#f97316", "#38bdf8", "#f472b6", "#a3e635", "#ffffff"]));
  // sparkle glints
  for (const [x, y, s] of [
    [520, 220, 18],
    [700, 260, 12],
    [640, 180, 9],
  ] as const) {
    c.add(
      path(
        `M${x} ${y - s}L${x + s * 0.18} ${y - s * 0.18}L${x + s} ${y}L${x + s * 0.18} ${y + s * 0.18}L${x} ${y + s}L${x - s * 0.18} ${y + s * 0.18}L${x - s} ${y}L${x - s * 0.18} ${y - s * 0.18}Z`,
        "#fffbe6",
      ),
    );
  }
  // audience heads in the foreground
  for (let i = 0; i < 11; i++)
    c.add(bust(50 + i * 112, 830, 22, "#06040c", i % 3 === 0 ? "ghutra" : i % 4 === 1 ? "hijab" : "none"));
  c.add(vignette(c, 0.55));
}

function launchTower(x: number, ground: number, h: number, color: string): string {
  const out: string[] = [rect(x - 22, ground - h, 8, h, color), rect(x + 14, ground - h, 8, h, color)];
  for (let y = ground - h; y < ground; y += 34) {
    out.push(
      line(x - 18, y, x + 18, y + 34, color, 3),
      line(x + 18, y, x - 18, y + 34, color, 3),
      line(x - 18, y, x + 18, y, color, 3),
    );
  }
  out.push(rect(x - 34, ground - h - 10, 68, 12, color));
  out.push(circle(x, ground - h - 16, 4, "#ff4d4d"));
  return out.join("");
}

function drawCubesatLaunch(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#040818"],
      [0.5, "#101a46"],
      [0.85, "#2b2a5e"],
      [1, "#5b3a62"],
    ],
    0,
    700,
  );
  c.add(stars(c, r, { n: 380, h: 600, maxR: 1.4, fade: 1.1 }));
  c.add(glow(c, 600, 700, 700, "#ff8a3d", 0.35, 0.6));
  // ground
  c.add(ridge(c, r, { base: 690, amp: 10, fill: "#120f22", waves: 2 }).svg);
  c.add(rect(0, 720, W, 80, "#0c0a16"));
  // tower
  c.add(launchTower(430, 730, 420, "#2b2f45"));
  c.add(rect(430, 420, 120, 8, "#2b2f45"));
  // rocket ascending, slight pitch
  const rx = 650;
  const nozzleY = 400;
  const pitch = 3;
  const sc = 0.95;
  const pts: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    pts.push([rx - 20 * t - 30 * t * t, nozzleY + 50 + 250 * t]);
  }
  c.add(smoke(trail(r, pts, 18, 62, 0.4, 0.5), "#cdb8c8", "#ffe4c7", "#6e5a7a"));
  c.add(smoke(groundCloud(r, 560, 745, 900, 160, 44), "#b59db5", "#f8d3b0", "#5b4766"));
  c.add(glow(c, rx, nozzleY + 130, 220, "#ffb347", 0.6));
  const rk = rocket(c, { kind: "orbital", body: "#f1f5f9", accent: "#0f766e", dark: "#1e293b" });
  c.add(
    g(
      g(flame(c, 200, 64), "translate(0 0)") +
        g(flame(c, 140, 32), "translate(-21 -2)") +
        g(flame(c, 140, 32), "translate(21 -2)") +
        rk.svg,
      `translate(${rx} ${nozzleY}) rotate(${pitch}) scale(${sc})`,
    ),
  );
  // pad lights
  for (let i = 0; i < 9; i++)
    c.add(
      circle(120 + i * 120, 725 + (i % 2) * 6, 2.5, "#fde68a"),
      glow(c, 120 + i * 120, 725 + (i % 2) * 6, 14, "#fde68a", 0.5),
    );
  c.add(vignette(c, 0.5));
}

function drawNewLab(c: Canvas): void {
  const r = c.rng;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#1c2a4a"],
        [1, "#253a61"],
      ]),
    ),
  );
  // window with dusk outside
  c.add(rect(760, 60, 380, 250, "#0f172a"));
  c.add(
    rect(
      772,
      72,
      356,
      226,
      c.linear([
        [0, "#1e1b4b"],
        [0.6, "#7c3a5e"],
        [1, "#f59e63"],
      ]),
    ),
  );
  c.add(palm(860, 300, 150, "#1a1330", -0.1), palm(1060, 300, 120, "#1a1330", 0.08));
  c.add(line(950, 72, 950, 298, "#0f172a", 8), line(772, 185, 1128, 185, "#0f172a", 6));
  // pegboard with tools
  c.add(pegboard(c, 60, 80, 520, 260, "#b89268"));
  c.add(
    wrench(120, 210, 1, -10, "#9aa3b2"),
    wrench(180, 205, 0.85, 8, "#7e8898"),
    screwdriver(250, 210, 1, 0, "#ef4444"),
    screwdriver(295, 210, 1, 0, "#f59e0b"),
    screwdriver(340, 210, 1, 0, "#0ea5e9"),
    pliers(420, 200, 1, 10, "#1e3a8a"),
  );
  c.add(
    circle(520, 190, 40, "none", 'stroke="#374151" stroke-width="10"'),
    rect(480, 270, 70, 40, "#0f766e", 'rx="4"'),
  );
  // lamps
  c.add(pendantLamp(c, 300, 30, 380), pendantLamp(c, 900, 30, 380));
  // floor
  c.add(
    rect(
      0,
      640,
      W,
      160,
      c.linear([
        [0, "#2a3347"],
        [1, "#151b29"],
      ]),
    ),
  );
  // bench and equipment
  c.add(bench(c, 40, 470, 1120, 190, "#8b5e3c"));
  c.add(printer3d(c, 90, 470, 1.05, "#f97316"));
  c.add(monitor(c, r, 610, 470, 230, 140, "cad", "#38bdf8"), monitor(c, r, 880, 470, 230, 140, "telemetry", "#34d399"));
  // oscilloscope
  c.add(
    rect(1030, 380, 120, 90, "#cbd5e1", 'rx="6"'),
    rect(1040, 392, 70, 52, "#052e2b"),
    path(`M1042 418Q1052 398 1062 418T1082 418T1102 418`, "none", 'stroke="#34d399" stroke-width="2.5"'),
  );
  for (let i = 0; i < 3; i++) c.add(circle(1128, 400 + i * 22, 6, "#475569"));
  // small rocket lying on the bench
  c.add(g(rocket(c, { kind: "model", accent: "#ef4444" }).svg, "translate(420 448) rotate(-90) scale(0.6)"));
  // laptop
  c.add(path(`M720 470L760 410L880 410L860 470Z`, "#94a3b8"), path(`M726 466L762 414L874 414L856 466Z`, "#0f2a44"));
  c.add(glow(c, 600, 480, 600, "#ffe2a8", 0.12, 0.4));
  c.add(vignette(c, 0.45));
}

function drawWorkshopRecap(c: Canvas): void {
  const r = c.rng;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#131a33"],
        [1, "#0a0f22"],
      ]),
    ),
  );
  // ceiling lights
  for (let i = 0; i < 4; i++) c.add(rect(120 + i * 270, 20, 180, 10, "#fef3c7", 'rx="4" opacity="0.6"'));
  // screen with a rocket blueprint
  const sx = 330;
  const sy = 80;
  const sw = 560;
  const sh = 330;
  c.add(glow(c, sx + sw / 2, sy + sh / 2, 520, "#38bdf8", 0.22, 0.7));
  c.add(rect(sx - 10, sy - 10, sw + 20, sh + 20, "#0b1222"));
  c.add(
    rect(
      sx,
      sy,
      sw,
      sh,
      c.linear([
        [0, "#1d4ed8"],
        [1, "#1e3a8a"],
      ]),
    ),
  );
  const grid: string[] = [];
  for (let x = sx; x <= sx + sw; x += 28) grid.push(line(x, sy, x, sy + sh, "#bfdbfe", 1));
  for (let y = sy; y <= sy + sh; y += 28) grid.push(line(sx, y, sx + sw, y, "#bfdbfe", 1));
  c.add(g(grid.join(""), undefined, 'opacity="0.15"'));
  c.add(g(blueprintRocket("#e0f2fe", 2.5), `translate(${sx + 190} ${sy + 158}) scale(0.85)`));
  c.add(g(blueprintRocket("#e0f2fe", 3), `translate(${sx + 400} ${sy + 190}) rotate(90) scale(0.5)`));
  c.add(
    path(
      `M${sx + 330} ${sy + 60}Q${sx + 440} ${sy + 20} ${sx + 520} ${sy + 90}`,
      "none",
      `stroke="#fdba74" stroke-width="3" stroke-dasharray="8 6"`,
    ),
  );
  c.add(circle(sx + 520, sy + 90, 6, "#fdba74"));
  // presenter
  c.add(person(970, 560, 250, "#0b1020", { pose: "point", dress: "pants" }));
  // desk rows with seated audience seen from behind
  const rows = [
    { y: 600, s: 20, col: "#27345c", desk: "#33416a", n: 8 },
    { y: 700, s: 26, col: "#1a2544", desk: "#26325a", n: 7 },
    { y: 820, s: 34, col: "#0d1326", desk: "#161f3a", n: 5 },
  ];
  for (const row of rows) {
    const gap = W / row.n;
    for (let i = 0; i < row.n; i++) {
      const x = gap * (i + 0.5) + (r() - 0.5) * gap * 0.2;
      const head = r.pick(["none", "none", "ghutra", "hijab"] as const);
      c.add(bust(x, row.y, row.s, row.col, head, head === "ghutra" ? lighten(row.col, 0.03) : undefined));
    }
    c.add(rect(0, row.y - row.s * 0.9, W, row.s * 0.5, row.desk, 'opacity="0.9"'));
  }
  c.add(vignette(c, 0.4));
}

function drawIndustryPartnership(c: Canvas): void {
  sky(
    c,
    [
      [0, "#1e2a5a"],
      [0.45, "#6b3f7a"],
      [0.75, "#e07a5f"],
      [1, "#f6bd60"],
    ],
    0,
    600,
  );
  c.add(glow(c, 600, 560, 620, "#ffd08a", 0.5, 0.5));
  c.add(flatCloud(200, 140, 220, "#8a4f7d", "#b36a8c", 0.6), flatCloud(1000, 110, 260, "#8a4f7d", "#b36a8c", 0.5));
  // hangar
  const inside = g(airlinerFront(c, { body: "#e2e8f0", tail: "#0f766e" }), "translate(0 -170) scale(0.95)");
  c.add(g(hangar(c, 1000, 540, { wall: "#7d86a6", interior: "#1d2238", inside, lit: true }), "translate(520 600)"));
  // apron
  c.add(
    rect(
      0,
      600,
      W,
      200,
      c.linear([
        [0, "#6a5270"],
        [1, "#2b2238"],
      ]),
    ),
  );
  for (let i = 0; i < 6; i++)
    c.add(
      path(
        pathFrom(
          [
            [560 + i * 16, 600],
            [576 + i * 16, 600],
            [400 + i * 110, 800],
            [360 + i * 110, 800],
          ],
          true,
        ),
        "#f6bd60",
        'opacity="0.12"',
      ),
    );
  c.add(line(600, 610, 600, 800, "#fde68a", 6, 'stroke-dasharray="30 24" opacity="0.45"'));
  // long shadows
  c.add(
    ellipse(800, 762, 110, 12, "#120c1c", 'opacity="0.45"'),
    ellipse(960, 762, 110, 12, "#120c1c", 'opacity="0.45"'),
  );
  // two figures shaking hands
  c.add(glow(c, 880, 560, 160, "#fff1c9", 0.4));
  c.add(
    person(800, 765, 340, "#131127", {
      pose: "reachRight",
      dress: "thobe",
      head: "ghutra",
      detail: "#1c1936",
    }),
  );
  c.add(person(958, 765, 332, "#1a1834", { pose: "reachLeft", dress: "pants" }));
  c.add(vignette(c, 0.4));
}

function railTower(h: number, color: string): string {
  const out: string[] = [rect(-4, -h, 8, h, color), rect(18, -h, 6, h, color)];
  for (let y = -h; y < 0; y += 40) out.push(line(0, y, 21, y + 20, color, 3), line(21, y + 20, 0, y + 40, color, 3));
  out.push(path(`M-60 0L0 -120L8 -120L-40 0Z`, color), path(`M70 0L20 -140L28 -140L90 0Z`, color));
  return out.join("");
}

function drawDraftRocketry(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#2563eb"],
      [0.55, "#7cc4ee"],
      [1, "#f4dfc0"],
    ],
    0,
    560,
  );
  c.add(glow(c, 980, 130, 240, "#fffbe6", 0.7), circle(980, 130, 40, "#fffdf2"));
  c.add(flatCloud(260, 170, 260, "#e8f2fb", "#ffffff", 0.9), flatCloud(700, 110, 180, "#e8f2fb", "#ffffff", 0.8));
  c.add(mountains(c, r, 540, 70, "#c9a98a", "#b3927a", 8));
  c.add(
    duneRow(r, {
      base: 590,
      n: 6,
      minH: 30,
      maxH: 60,
      light: "#edc994",
      shade: "#d2a871",
      width: 260,
    }),
  );
  c.add(ridge(c, r, { base: 600, amp: 6, fill: "#edc994", waves: 2 }).svg);
  c.add(
    rect(
      0,
      640,
      W,
      160,
      c.linear([
        [0, "#e8be86"],
        [1, "#d4a468"],
      ]),
    ),
  );
  c.add(
    duneRow(r, {
      base: 700,
      n: 3,
      minH: 40,
      maxH: 80,
      light: "#e3b375",
      shade: "#c48f52",
      width: 420,
      x0: -100,
      x1: 1500,
    }),
  );
  // concrete pad
  c.add(path(`M340 700L860 700L900 740L300 740Z`, "#b8a48a"), rect(300, 740, 600, 12, "#8c7a64"));
  // rail tower tilted slightly, rocket on the rail
  const tilt = 6;
  const rk = rocket(c, { kind: "sounding", body: "#f8fafc", accent: "#1d4ed8", dark: "#0f172a" });
  c.add(
    g(railTower(470, "#475569") + g(rk.svg, "translate(-13 -30) scale(1.45)"), `translate(600 705) rotate(${tilt})`),
  );
  // support shed + crew
  c.add(
    rect(120, 640, 120, 70, "#e2e8f0"),
    path(`M110 645L180 610L250 645Z`, "#94a3b8"),
    rect(160, 670, 30, 40, "#334155"),
  );
  c.add(
    person(300, 712, 90, "#334155", {
      pose: "point",
      dress: "coverall",
      head: "cap",
      detail: "#f97316",
    }),
    person(960, 710, 92, "#3b4252", {
      pose: "stand",
      dress: "thobe",
      head: "ghutra",
      detail: "#f1f5f9",
    }),
    person(1010, 712, 86, "#1f2937", { pose: "hold", dress: "abaya", head: "hijab" }),
  );
  // windsock
  c.add(
    line(1100, 720, 1100, 600, "#475569", 4),
    path(`M1100 602L1160 610L1158 626L1100 626Z`, "#f97316"),
    path(`M1120 604L1130 605L1130 624L1120 624Z`, "#ffffff"),
  );
  c.add(vignette(c, 0.25, "#3a2410"));
}

export const newsStills: Still[] = [
  { out: "news/aiaa-award.webp", w: W, h: H, draw: drawAward },
  { out: "news/cubesat-launch.webp", w: W, h: H, draw: drawCubesatLaunch },
  { out: "news/new-lab.webp", w: W, h: H, draw: drawNewLab },
  { out: "news/workshop-recap.webp", w: W, h: H, draw: drawWorkshopRecap },
  { out: "news/industry-partnership.webp", w: W, h: H, draw: drawIndustryPartnership },
  { out: "news/draft-rocketry.webp", w: W, h: H, draw: drawDraftRocketry },
];

/** Gallery photos-as-illustrations (1200x800), distinct palettes and compositions. */
import { fixedWing, jetSide } from "../lib/craft.ts";
import { duneRow, flatCloud, glow, milkyWay, moon, mountains, ridge, sky, stars, vignette } from "../lib/env.ts";
import { bench, pegboard, pendantLamp, printer3d, screenContent, screwdriver, wrench } from "../lib/lab.ts";
import type { Still } from "../lib/output.ts";
import { bust, type Headwear, person } from "../lib/people.ts";
import {
  cubesatFrame,
  cylinder,
  flame,
  loosePanel,
  rocket,
  rover,
  satellite,
  smoke,
  trail,
  trophy,
} from "../lib/space.ts";
import {
  type Canvas,
  circle,
  ellipse,
  f,
  g,
  lighten,
  line,
  mix,
  type Pt,
  path,
  rect,
  smoothPath,
  starPath,
} from "../lib/svg.ts";
import { curtain } from "./news.ts";

const W = 1200;
const H = 800;

type Fig = {
  pose?: "stand" | "wave" | "point" | "hold" | "reachRight";
  dress?: "pants" | "thobe" | "abaya" | "coverall";
  head?: Headwear;
  detail?: string;
};
const crowdKinds: Fig[] = [
  { dress: "thobe", head: "ghutra", detail: "#f1f5f9" },
  { dress: "pants" },
  { dress: "abaya", head: "hijab" },
  { dress: "pants", head: "cap" },
  { dress: "thobe", head: "ghutra", detail: "#e5e7eb" },
  { dress: "abaya", head: "hijab" },
  { dress: "pants" },
  { dress: "coverall", head: "cap" },
];

function drawLaunchDay(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#1d6fd6"],
      [0.5, "#6db5ee"],
      [1, "#dff0f7"],
    ],
    0,
    620,
  );
  c.add(flatCloud(180, 260, 240, "#eaf4fb", "#ffffff", 0.85), flatCloud(1020, 330, 200, "#eaf4fb", "#ffffff", 0.7));
  // curved smoke trail from the launch site (left) to the rocket (upper right)
  const pts: Pt[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    pts.push([260 + 560 * t ** 1.6, 600 - 480 * t + 60 * Math.sin(t * Math.PI) * (1 - t)]);
  }
  const rev = [...pts].reverse();
  c.add(smoke(trail(r, rev, 10, 46, 0.45, 0.4), "#f4f6f8", "#ffffff", "#c5ccd6"));
  const tip = pts[pts.length - 1] as Pt;
  const prev = pts[pts.length - 2] as Pt;
  const ang = (Math.atan2(tip[1] - prev[1], tip[0] - prev[0]) * 180) / Math.PI + 90;
  c.add(
    g(
      g(flame(c, 70, 18), "") + rocket(c, { kind: "model", body: "#ffffff", accent: "#dc2626", dark: "#111827" }).svg,
      `translate(${f(tip[0])} ${f(tip[1])}) rotate(${f(ang)}) scale(0.55)`,
    ),
  );
  c.add(mountains(c, r, 620, 60, "#b9a58e", "#a48f79", 9));
  c.add(
    rect(
      0,
      610,
      W,
      190,
      c.linear([
        [0, "#e2c79f"],
        [1, "#c9a271"],
      ]),
    ),
  );
  c.add(
    smoke(
      trail(
        r,
        [
          [180, 612],
          [260, 600],
          [340, 612],
        ],
        18,
        26,
        0.5,
        0.6,
      ),
      "#f4f6f8",
      "#ffffff",
      "#c5ccd6",
    ),
  );
  // spectators in the foreground
  for (let i = 0; i < 13; i++) {
    const k = crowdKinds[i % crowdKinds.length] as Fig;
    const x = 40 + i * 92 + (r() - 0.5) * 30;
    const h = 210 + r() * 40;
    const pose = i % 4 === 1 ? "point" : i % 5 === 3 ? "wave" : "stand";
    const body = mix("#2b3a55", "#3a2e2a", r());
    c.add(
      person(x, 830, h, body, {
        ...k,
        pose,
        detail: k.detail ? mix(body, "#eef2f7", 0.7) : undefined,
      }),
    );
  }
  c.add(vignette(c, 0.2, "#0b2545"));
}

function drawTeamPhoto(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#2d1b4e"],
      [0.35, "#9c3d6a"],
      [0.7, "#f08a4b"],
      [1, "#ffd27a"],
    ],
    0,
    640,
  );
  c.add(glow(c, 600, 600, 520, "#ffe3a3", 0.6, 0.6));
  c.add(ridge(c, r, { base: 610, amp: 12, fill: "#7a3f52", waves: 3 }).svg);
  c.add(
    rect(
      0,
      640,
      W,
      160,
      c.linear([
        [0, "#5a2e44"],
        [1, "#2a1526"],
      ]),
    ),
  );
  // display rocket behind the team
  const rk = rocket(c, { kind: "sounding", body: "#f8fafc", accent: "#0f766e", dark: "#0f172a" });
  c.add(ellipse(600, 650, 150, 16, "#1a0d18", 'opacity="0.4"'));
  c.add(g(rk.svg, "translate(600 640) scale(2.25)"));
  c.add(path(`M540 650L560 600L640 600L660 650Z`, "#3b2a3a"));
  // group of eight
  const order: Fig[] = [
    crowdKinds[3],
    crowdKinds[0],
    crowdKinds[2],
    crowdKinds[1],
    crowdKinds[4],
    crowdKinds[5],
    crowdKinds[6],
    crowdKinds[7],
  ] as Fig[];
  const xs = [180, 290, 400, 495, 705, 800, 910, 1020];
  order.forEach((k, i) => {
    const h = 300 + (i % 3) * 14 - (k.dress === "abaya" ? 16 : 0);
    const pose = i === 0 ? "wave" : i === 7 ? "wave" : "stand";
    const x = xs[i] ?? 0;
    c.add(
      person(x, 760, h, "#24142a", {
        ...k,
        pose,
        detail: k.head === "ghutra" ? "#2f1c36" : k.head === "cap" ? "#0f766e" : undefined,
      }),
    );
  });
  // rim light from the sun behind
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#ffd27a", 0],
        [0.8, "#ffd27a", 0],
        [1, "#ff9a5a", 0.12],
      ]),
    ),
  );
  c.add(vignette(c, 0.4, "#1a0820"));
}

function drawWindTunnelTest(c: Canvas): void {
  const vx = 600;
  const vy = 380;
  c.add(rect(0, 0, W, H, "#03201f"));
  // perspective frames of the test section
  const frames = 9;
  for (let i = frames; i >= 0; i--) {
    const k = 0.16 + (i / frames) ** 1.6 * 1.05;
    const w = 1200 * k;
    const h = 720 * k;
    const col = mix("#0b3b3a", "#2a7f78", i / frames);
    c.add(
      rect(vx - w / 2, vy - h / 2, w, h, "none", `stroke="${col}" stroke-width="${f(4 + i * 2)}" rx="${f(40 * k)}"`),
    );
  }
  // wall panels: floor and ceiling perspective lines
  for (let i = -8; i <= 8; i++) {
    c.add(line(vx + i * 18, vy + 58, vx + i * 160, H + 20, "#2dd4bf", 1.2, 'opacity="0.18"'));
    c.add(line(vx + i * 18, vy - 58, vx + i * 160, -20, "#2dd4bf", 1.2, 'opacity="0.12"'));
  }
  c.add(glow(c, vx, vy, 200, "#ccfbf1", 0.5));
  // smoke streaks bending over the model
  const mx = 600;
  const my = 420;
  const streaks: string[] = [];
  for (let k = -7; k <= 7; k++) {
    const y0 = my + k * 26;
    const pts: Pt[] = [];
    for (let x = -40; x <= W + 40; x += 30) {
      const d = (x - mx) / 260;
      const bump = Math.exp(-d * d) * (k >= 0 ? 1 : -1) * 38 * Math.exp(-Math.abs(k) / 5);
      pts.push([x, y0 + bump]);
    }
    streaks.push(
      path(
        smoothPath(pts),
        "none",
        `stroke="#e6fffb" stroke-width="${f(2 + (7 - Math.abs(k)) * 0.25)}" opacity="${f(0.25 + (7 - Math.abs(k)) * 0.05)}"`,
      ),
    );
  }
  c.add(g(streaks.join(""), undefined, `filter="${c.blur(1.2)}"`));
  // sting and model
  c.add(path(`M600 460L640 800L570 800Z`, "#17393a"), rect(596, 440, 10, 40, "#2f4f4f"));
  c.add(g(jetSide(c, { body: "#f1f5f9", stripe: "#f97316" }), `translate(${mx} ${my}) rotate(-6) scale(0.62)`));
  c.add(vignette(c, 0.55, "#001010"));
}

function drawWorkshopSession(c: Canvas): void {
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#3a2418"],
        [1, "#1d120c"],
      ]),
    ),
  );
  c.add(pegboard(c, 80, 110, 1040, 220, "#7a5536"));
  c.add(
    wrench(160, 220, 0.9, 0, "#c8cdd6"),
    wrench(215, 220, 0.8, 0, "#aeb5c2"),
    screwdriver(280, 220, 1, 0, "#f97316"),
    screwdriver(320, 220, 1, 0, "#22d3ee"),
    screwdriver(360, 220, 1, 0, "#a3e635"),
  );
  c.add(pendantLamp(c, 350, 40, 330, "#ffcf87"), pendantLamp(c, 850, 40, 330, "#ffcf87"));
  c.add(glow(c, 600, 470, 620, "#ffb86b", 0.25, 0.5));
  c.add(
    rect(
      0,
      620,
      W,
      180,
      c.linear([
        [0, "#2a1a12"],
        [1, "#120b07"],
      ]),
    ),
  );
  // people around the bench (behind it)
  const figs: [number, number, string, Fig][] = [
    [250, 690, "#3b5b8a", { pose: "hold", dress: "pants" }],
    [420, 680, "#8a3b3b", { pose: "hold", dress: "abaya", head: "hijab", detail: "#5a2a3a" }],
    [640, 690, "#e7e2d6", { pose: "hold", dress: "thobe", head: "ghutra", detail: "#b91c1c" }],
    [800, 690, "#2f6b5a", { pose: "point", dress: "pants", head: "cap", detail: "#f97316" }],
  ];
  for (const [x, gY, col, k] of figs) c.add(person(x, gY, 330, col, k));
  c.add(bench(c, 120, 520, 960, 160, "#a0673d"));
  // rocket body being assembled on the bench
  const rk = rocket(c, { kind: "sounding", body: "#f1f5f9", accent: "#f97316", dark: "#111827" });
  c.add(g(rk.svg, "translate(330 502) rotate(90) scale(1.6)"));
  c.add(printer3d(c, 930, 520, 0.55, "#22d3ee"));
  c.add(rect(720, 492, 90, 28, "#64748b", 'rx="3"'), rect(830, 500, 40, 20, "#fbbf24", 'rx="3"'));
  c.add(vignette(c, 0.5, "#0c0603"));
}

function drawCompetitionStage(c: Canvas): void {
  const r = c.rng;
  c.add(rect(0, 0, W, H, "#0c0620"));
  // LED wall
  c.add(rect(220, 60, 760, 330, "#120a33"));
  c.add(g(screenContent(r, 760, 330, "orbit", "#22d3ee"), "translate(220 60)"));
  c.add(rect(220, 60, 760, 330, "none", 'stroke="#3b2a7a" stroke-width="8"'));
  // side curtains
  c.add(curtain(c, 0, 200, 0, 600, "#3b1a6b", 5), curtain(c, 1000, 1200, 0, 600, "#3b1a6b", 5));
  // beams
  const beam = (x: number, tx: number, col: string): string =>
    path(
      `M${x - 20} 0L${x + 20} 0L${tx + 110} 620L${tx - 110} 620Z`,
      c.linear([
        [0, col, 0.35],
        [1, col, 0],
      ]),
    );
  c.add(beam(260, 420, "#f472b6"), beam(940, 780, "#22d3ee"), beam(600, 600, "#a78bfa"));
  // stage
  c.add(
    rect(
      0,
      560,
      W,
      240,
      c.linear([
        [0, "#24124a"],
        [1, "#0c0620"],
      ]),
    ),
  );
  c.add(rect(0, 556, W, 8, "#a78bfa", 'opacity="0.6"'));
  // rockets on display stands
  const kinds = [
    { x: 380, s: 1.1, accent: "#f43f5e" },
    { x: 600, s: 1.5, accent: "#22d3ee" },
    { x: 820, s: 1.1, accent: "#fbbf24" },
  ];
  for (const k of kinds) {
    c.add(rect(k.x - 40, 540, 80, 24, "#1f1542"));
    c.add(
      g(
        rocket(c, { kind: "model", body: "#f8fafc", accent: k.accent, dark: "#1e1b4b" }).svg,
        `translate(${k.x} 540) scale(${k.s})`,
      ),
    );
  }
  // team on stage
  c.add(
    person(180, 600, 210, "#1b1036", { pose: "wave" }),
    person(1030, 600, 200, "#1b1036", { pose: "stand", dress: "abaya", head: "hijab" }),
    person(1100, 600, 214, "#1b1036", { pose: "wave", dress: "thobe", head: "ghutra" }),
  );
  // confetti and audience
  for (let i = 0; i < 70; i++)
    c.add(
      circle(
        r() * W,
        r() * 500,
        2 + r() * 3,
        r.pick(["#f472b6", "#22d3ee", "#fbbf24", "#a78bfa"]),
        `opacity="${f(0.5 + r() * 0.5)}"`,
      ),
    );
  for (let i = 0; i < 14; i++)
    c.add(bust(20 + i * 88, 820, 24, "#05020c", i % 4 === 2 ? "hijab" : i % 3 === 0 ? "ghutra" : "none"));
  c.add(vignette(c, 0.5, "#05020c"));
}

function drawCleanroom(c: Canvas): void {
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#eef4fb"],
        [1, "#d6e2ef"],
      ]),
    ),
  );
  // ceiling light panels in perspective
  for (let i = 0; i < 4; i++) {
    const y = 20 + i * 26;
    const w = 300 - i * 50;
    c.add(rect(300 - i * 10, y, w, 12, "#ffffff", 'rx="3"'), rect(900 - w + i * 10, y, w, 12, "#ffffff", 'rx="3"'));
  }
  c.add(rect(0, 140, W, 8, "#c9d6e6"));
  // wall panels
  for (let x = 0; x <= W; x += 150) c.add(line(x, 148, x, 560, "#c3d2e4", 3));
  c.add(rect(60, 220, 220, 140, "#cfe3f5", 'rx="6"'), rect(72, 232, 196, 116, "#9cc4e8", 'rx="4"'));
  c.add(rect(940, 220, 200, 260, "#e3ecf6", 'rx="6" stroke="#b7c8dc" stroke-width="4"'));
  // floor
  c.add(
    rect(
      0,
      560,
      W,
      240,
      c.linear([
        [0, "#c7d6e6"],
        [1, "#a9bed4"],
      ]),
    ),
  );
  for (let i = -8; i <= 8; i++) c.add(line(600 + i * 70, 560, 600 + i * 220, 800, "#b4c6da", 2));
  // satellite on an integration stand
  c.add(
    rect(540, 420, 120, 18, "#64748b"),
    path(`M575 438L550 600L650 600L625 438Z`, "#94a3b8"),
    rect(500, 596, 200, 14, "#475569"),
  );
  // equipment rack and a cubesat on a side table
  c.add(
    rect(140, 380, 140, 230, "#dfe7f1", 'rx="6"'),
    rect(156, 400, 108, 30, "#1e293b", 'rx="3"'),
    rect(156, 440, 108, 30, "#1e293b", 'rx="3"'),
    rect(170, 410, 30, 10, "#22d3ee"),
    rect(170, 450, 50, 10, "#4ade80"),
  );
  c.add(
    rect(900, 520, 200, 14, "#94a3b8"),
    line(915, 534, 915, 600, "#64748b", 6),
    line(1085, 534, 1085, 600, "#64748b", 6),
  );
  c.add(glow(c, 600, 350, 300, "#ffffff", 0.5));
  c.add(g(satellite(c, 72, true), "translate(600 360)"));
  // technicians in bunny suits
  const suit = "#f8fafc";
  c.add(
    g(
      person(380, 640, 300, suit, {
        pose: "reachRight",
        dress: "coverall",
        head: "hood",
        detail: "#e2e8f0",
      }),
      "",
      `filter="${c.blur(0.3)}"`,
    ),
  );
  c.add(
    person(830, 650, 310, "#f1f5f9", {
      pose: "hold",
      dress: "coverall",
      head: "hood",
      detail: "#e2e8f0",
    }),
  );
  c.add(
    person(1010, 610, 250, "#eef2f7", {
      pose: "stand",
      dress: "coverall",
      head: "hood",
      detail: "#dbe3ec",
    }),
  );
  // blue gloves and boots accents
  c.add(ellipse(380, 637, 30, 8, "#93c5fd"), ellipse(830, 647, 30, 8, "#93c5fd"), ellipse(1010, 607, 26, 7, "#93c5fd"));
  c.add(vignette(c, 0.25, "#5b7190"));
}

function drawDroneFlight(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#0b1b3f"],
      [0.5, "#2b4c8a"],
      [0.85, "#7d8fd0"],
      [1, "#d9a6c7"],
    ],
    0,
    620,
  );
  c.add(stars(c, r, { n: 140, h: 360, fade: 1, maxR: 1.1 }));
  c.add(moon(c, 1020, 140, 26));
  c.add(circle(1030, 132, 24, "#2b4c8a"));
  c.add(mountains(c, r, 560, 200, "#4b5c9a", "#3c4a82", 6));
  c.add(mountains(c, r, 640, 170, "#2f3b6b", "#26305a", 7));
  c.add(mountains(c, r, 720, 120, "#1b2345", "#151b38", 8));
  c.add(rect(0, 715, W, 85, "#101630"));
  // team on the ridge with a ground station
  c.add(
    person(180, 722, 120, "#0a0e22", { pose: "point" }),
    person(240, 722, 116, "#0a0e22", { pose: "hold", dress: "thobe", head: "ghutra" }),
    rect(270, 690, 36, 24, "#0a0e22"),
    rect(274, 694, 28, 14, "#38bdf8", 'opacity="0.8"'),
  );
  c.add(line(330, 722, 330, 650, "#0a0e22", 4), path(`M312 660L348 640L350 652Z`, "#0a0e22"));
  // UAV banking
  c.add(
    g(
      fixedWing(c, { top: "#e8ecf2", accent: "#f97316" }),
      "translate(620 300) rotate(-14) scale(1 0.55) rotate(-18) scale(1.1)",
    ),
  );
  c.add(circle(620 + 300, 268, 4, "#4ade80"), glow(c, 920, 268, 18, "#4ade80", 0.8));
  c.add(vignette(c, 0.4));
}

function drawTrophyCloseup(c: Canvas): void {
  const r = c.rng;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.radial(
        [
          [0, "#3a2410"],
          [1, "#0d0804"],
        ],
        { cx: 0.5, cy: 0.4, r: 0.8 },
      ),
    ),
  );
  const bokeh = c.radial([
    [0, "#ffcf70", 0.35],
    [0.8, "#ffb340", 0.25],
    [1, "#ffb340", 0],
  ]);
  for (let i = 0; i < 40; i++)
    c.add(circle(r() * W, r() * 520, 10 + r() * 50, bokeh, `opacity="${f(0.3 + r() * 0.6)}"`));
  // table
  c.add(
    rect(
      0,
      600,
      W,
      200,
      c.linear([
        [0, "#2a1a0e"],
        [1, "#0d0804"],
      ]),
    ),
  );
  c.add(rect(0, 596, W, 6, "#5a3a1a"));
  // rocket-shaped trophy
  const gold = c.linear(
    [
      [0, "#7a4d0e"],
      [0.25, "#e0a92e"],
      [0.4, "#fff3b0"],
      [0.6, "#f2c14e"],
      [1, "#5f3a0a"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  c.add(glow(c, 520, 360, 300, "#ffd98a", 0.3));
  c.add(rect(400, 520, 240, 90, cylinder(c, "#1f2937", 0.3), 'rx="4"'), rect(420, 500, 200, 26, gold, 'rx="3"'));
  c.add(
    path(
      `M520 160C545 190 560 230 560 290L560 430L600 480L600 500L440 500L440 480L480 430L480 290C480 230 495 190 520 160Z`,
      gold,
    ),
  );
  c.add(circle(520, 300, 18, "#5f3a0a"), circle(520, 300, 12, "#ffe9a8"));
  c.add(
    path(`M470 420C430 430 420 470 420 500L440 500L480 460ZM570 420C610 430 620 470 620 500L600 500L560 460Z`, gold),
  );
  c.add(
    path(
      `M492 230C488 280 490 380 496 440`,
      "none",
      'stroke="#fffbe6" stroke-width="5" opacity="0.6" stroke-linecap="round"',
    ),
  );
  // medal with ribbon lying on the table
  c.add(path(`M760 560L800 460L850 460L820 570Z`, "#1d4ed8"), path(`M880 560L840 460L890 460L920 570Z`, "#0f766e"));
  c.add(
    circle(840, 610, 62, gold),
    circle(840, 610, 46, "none", 'stroke="#8a5a12" stroke-width="4"'),
    path(starPath(840, 610, 30, 13), "#8a5a12"),
  );
  // small cup trophy in the back
  c.add(g(trophy(c), "translate(230 600) scale(0.7)", 'opacity="0.9"'));
  for (let i = 0; i < 6; i++) {
    const x = 300 + r() * 600;
    const y = 150 + r() * 300;
    const s = 6 + r() * 10;
    c.add(
      path(
        `M${f(x)} ${f(y - s)}L${f(x + s * 0.2)} ${f(y - s * 0.2)}L${f(x + s)} ${f(y)}L${f(x + s * 0.2)} ${f(y + s * 0.2)}L${f(x)} ${f(y + s)}L${f(x - s * 0.2)} ${f(y + s * 0.2)}L${f(x - s)} ${f(y)}L${f(x - s * 0.2)} ${f(y - s * 0.2)}Z`,
        "#fffbe6",
        'opacity="0.9"',
      ),
    );
  }
  c.add(vignette(c, 0.6, "#050302"));
}

function drawHangarVisit(c: Canvas): void {
  c.add(rect(0, 0, W, H, "#2a3140"));
  // roof trusses in perspective
  for (let i = 0; i < 9; i++) {
    const y = 30 + i * 14;
    c.add(line(0, y * 0.5 + 10, W, y * 0.5 + 10, "#3b4456", 4));
  }
  for (let i = -10; i <= 10; i++) c.add(line(600 + i * 30, 220, 600 + i * 140, 0, "#3b4456", 3));
  // open door: bright daylight outside
  const dx = 170;
  const dy = 220;
  const dw = 860;
  const dh = 360;
  c.add(
    rect(
      dx,
      dy,
      dw,
      dh,
      c.linear([
        [0, "#8ec5f0"],
        [0.7, "#d8ecf7"],
        [1, "#f4e6c8"],
      ]),
    ),
  );
  c.add(flatCloud(420, 300, 160, "#eef6fc", "#ffffff", 0.9), flatCloud(860, 270, 130, "#eef6fc", "#ffffff", 0.8));
  c.add(
    rect(dx, dy + dh - 70, dw, 70, "#c8c2b4"),
    mountains(c, c.rng, dy + dh - 70, 30, "#b8c6d4", "#a9b8c8", 10).replace(
      /<path/g,
      `<path clip-path="${c.clip(rect(dx, dy, dw, dh, "#000"))}"`,
    ),
  );
  c.add(
    rect(dx - 16, dy - 16, dw + 32, 16, "#1c222d"),
    rect(dx - 16, dy, 16, dh, "#1c222d"),
    rect(dx + dw, dy, 16, dh, "#1c222d"),
  );
  // hangar floor with light spill
  c.add(
    rect(
      0,
      dy + dh,
      W,
      H - dy - dh,
      c.linear([
        [0, "#6b7280"],
        [1, "#3a404c"],
      ]),
    ),
  );
  c.add(
    path(
      `M${dx} ${dy + dh}L${dx + dw} ${dy + dh}L${dx + dw + 200} 800L${dx - 200} 800Z`,
      c.linear([
        [0, "#fff7e0", 0.35],
        [1, "#fff7e0", 0],
      ]),
    ),
  );
  c.add(line(600, dy + dh, 600, 800, "#fde047", 6, 'opacity="0.6" stroke-dasharray="40 30"'));
  // business jet in silhouette against the door
  c.add(g(jetSide(c, { body: "#e5e7eb", stripe: "#1d4ed8" }), "translate(560 520) scale(1.05)"));
  c.add(ellipse(560, 596, 330, 14, "#111827", 'opacity="0.35"'));
  // visitors with a guide
  const vis: [number, number, string, Fig][] = [
    [160, 700, "#1f2937", { pose: "point" }],
    [250, 712, "#334155", { dress: "thobe", head: "ghutra", detail: "#e5e7eb" }],
    [320, 716, "#3f3a52", { dress: "abaya", head: "hijab" }],
    [390, 712, "#1e3a5f", {}],
    [1000, 706, "#1f2937", { dress: "coverall", head: "cap", detail: "#f97316" }],
  ];
  for (const [x, gY, col, k] of vis) c.add(person(x, gY, 190, col, k));
  c.add(vignette(c, 0.45, "#0b0f16"));
}

function drawCubesatAssembly(c: Canvas): void {
  const r = c.rng;
  // ESD mat, viewed from above at an angle
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#0f3d3a"],
        [1, "#082623"],
      ]),
    ),
  );
  const grid: string[] = [];
  for (let x = 0; x <= W; x += 60) grid.push(line(x, 0, x, H, "#1c5a54", 1.5));
  for (let y = 0; y <= H; y += 60) grid.push(line(0, y, W, y, "#1c5a54", 1.5));
  c.add(g(grid.join(""), undefined, 'opacity="0.8"'));
  // magnifier lamp light pool
  c.add(glow(c, 560, 380, 440, "#fff3d6", 0.45));
  // circuit boards
  const pcb = (x: number, y: number, w: number, h: number, rot: number): string => {
    const parts = [
      rect(0, 0, w, h, "#1f7a3a", 'rx="6"'),
      rect(4, 4, w - 8, h - 8, "none", 'stroke="#c9a227" stroke-width="1.5" opacity="0.6"'),
    ];
    for (let i = 0; i < 5; i++)
      parts.push(rect(12 + r() * (w - 60), 12 + r() * (h - 40), 20 + r() * 30, 14 + r() * 14, "#111827", 'rx="2"'));
    for (let i = 0; i < 8; i++)
      parts.push(
        path(
          `M${f(r() * w)} ${f(r() * h)}h${f(20 + r() * 40)}v${f(10 + r() * 20)}`,
          "none",
          'stroke="#c9a227" stroke-width="1.5" opacity="0.7"',
        ),
      );
    for (let i = 0; i < 4; i++)
      parts.push(
        circle(8, 8, 3, "#d4d4d8"),
        circle(w - 8, 8, 3, "#d4d4d8"),
        circle(8, h - 8, 3, "#d4d4d8"),
        circle(w - 8, h - 8, 3, "#d4d4d8"),
      );
    return g(parts.join(""), `translate(${f(x)} ${f(y)}) rotate(${rot})`);
  };
  c.add(pcb(120, 470, 220, 160, -8), pcb(860, 520, 200, 150, 12), pcb(900, 160, 190, 140, -5));
  // loose solar panels beside the structure
  c.add(
    g(loosePanel(c, 120, 300), "translate(300 330) rotate(-14)"),
    g(loosePanel(c, 120, 300), "translate(170 300) rotate(-20)"),
  );
  // open cubesat structure with stacked boards
  c.add(ellipse(600, 580, 170, 30, "#021a17", 'opacity="0.5"'));
  c.add(g(cubesatFrame(c, 150), "translate(590 370) rotate(4)"));
  // tools: screwdriver and tweezers
  c.add(screwdriver(860, 330, 1.4, 70, "#f97316"));
  c.add(
    g(
      path(`M0 -3L180 -10L180 -4L0 1Z`, "#d1d5db") +
        path(`M0 1L180 6L180 12L0 5Z`, "#9ca3af") +
        rect(-20, -6, 30, 14, "#6b7280", 'rx="4"'),
      "translate(780 650) rotate(-20)",
    ),
  );
  // screws in a small tray
  c.add(rect(950, 420, 150, 90, "#0b1f1d", 'rx="10"'), rect(958, 428, 134, 74, "#123a36", 'rx="8"'));
  for (let i = 0; i < 14; i++) c.add(circle(975 + r() * 100, 440 + r() * 50, 4, "#cbd5e1"));
  // lamp ring
  c.add(circle(560, 380, 330, "none", 'stroke="#e5e7eb" stroke-width="18" opacity="0.2"'));
  c.add(vignette(c, 0.55, "#021211"));
}

function drawNightSky(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#04030f"],
      [0.6, "#140f3a"],
      [0.9, "#3a2458"],
      [1, "#6b3a5e"],
    ],
    0,
    640,
  );
  c.add(stars(c, r, { n: 700, h: 620, maxR: 1.4, fade: 1.1 }));
  c.add(milkyWay(c, r, 640, 300, 62, 1200, 240));
  c.add(glow(c, 900, 640, 500, "#f08a6b", 0.25, 0.3));
  c.add(
    duneRow(r, {
      base: 650,
      n: 5,
      minH: 50,
      maxH: 110,
      light: "#2a1d3e",
      shade: "#1a1230",
      width: 320,
    }),
  );
  c.add(ridge(c, r, { base: 672, amp: 6, fill: "#2a1d3e", waves: 2 }).svg);
  c.add(
    duneRow(r, {
      base: 800,
      n: 3,
      minH: 90,
      maxH: 150,
      light: "#1c142c",
      shade: "#110b1e",
      width: 520,
      x0: -200,
      x1: 1400,
    }),
  );
  // glowing tent and a stargazer with a headlamp
  c.add(
    path(`M820 700L880 630L940 700Z`, "#f59e0b"),
    path(`M880 630L900 700L940 700Z`, "#b45309"),
    glow(c, 880, 690, 90, "#fbbf24", 0.45),
  );
  c.add(person(330, 720, 110, "#07050f", { pose: "point" }));
  c.add(
    path(
      `M340 622L560 420L600 470Z`,
      c.linear(
        [
          [0, "#fff7d6", 0.35],
          [1, "#fff7d6", 0],
        ],
        { x1: 0, y1: 1, x2: 1, y2: 0 },
      ),
    ),
  );
  c.add(vignette(c, 0.5));
}

function drawSeminarHall(c: Canvas): void {
  const r = c.rng;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, "#0e1530"],
        [1, "#070b1c"],
      ]),
    ),
  );
  // stage and screen far away
  c.add(rect(300, 110, 600, 300, "#0a0f24"));
  c.add(rect(360, 130, 480, 250, "#0c1838"));
  c.add(g(screenContent(r, 480, 250, "orbit", "#38bdf8"), "translate(360 130)"));
  c.add(glow(c, 600, 260, 420, "#60a5fa", 0.18, 0.7));
  c.add(rect(260, 410, 680, 30, "#3b2a1e"), rect(260, 440, 680, 16, "#22170f"));
  c.add(path(`M760 410L800 340L840 410Z`, "#0f172a"), rect(780, 360, 40, 50, "#4b3b2e"));
  c.add(person(740, 412, 120, "#0b1020", { pose: "point" }));
  c.add(
    path(
      `M290 0L340 0L520 410L380 410Z`,
      c.linear([
        [0, "#fde68a", 0.2],
        [1, "#fde68a", 0],
      ]),
    ),
  );
  // tiered curved rows of audience
  for (let row = 0; row < 5; row++) {
    const y = 490 + row * 72;
    const s = 12 + row * 4;
    const n = 13 - row * 2;
    const curve = 30 + row * 12;
    const col = mix("#2b3a66", "#070b1c", row / 5);
    c.add(
      path(
        `M-20 ${y + 4}Q600 ${y - curve + 4} 1220 ${y + 4}L1220 ${y + 30}Q600 ${y - curve + 30} -20 ${y + 30}Z`,
        mix("#1b2446", "#05070f", row / 5),
      ),
    );
    for (let i = 0; i < n; i++) {
      const t = (i + 0.5) / n;
      const x = -20 + t * 1240 + (r() - 0.5) * 20;
      const yy = y + 4 - curve * (1 - (2 * t - 1) ** 2) * 0.98;
      const hw = r.pick(["none", "none", "none", "ghutra", "hijab"] as const);
      c.add(bust(x, yy + 4, s, col, hw, hw === "ghutra" ? lighten(col, 0.04) : undefined));
    }
  }
  c.add(vignette(c, 0.5));
}

function drawRoverFieldTest(c: Canvas): void {
  const r = c.rng;
  sky(
    c,
    [
      [0, "#5fa8e0"],
      [0.7, "#bfe0f2"],
      [1, "#f2e6cf"],
    ],
    0,
    520,
  );
  c.add(flatCloud(900, 150, 200, "#f4f9fd", "#ffffff", 0.9));
  c.add(mountains(c, r, 500, 80, "#c7a27c", "#b08a66", 6));
  c.add(
    rect(
      0,
      500,
      W,
      300,
      c.linear([
        [0, "#e6c594"],
        [1, "#c99a60"],
      ]),
    ),
  );
  c.add(
    duneRow(r, {
      base: 540,
      n: 5,
      minH: 20,
      maxH: 45,
      light: "#e9c896",
      shade: "#d3ab74",
      width: 260,
    }),
  );
  c.add(ridge(c, r, { base: 548, amp: 4, fill: "#e6c594", waves: 2 }).svg);
  // canopy tent with team and laptops
  c.add(
    path(`M80 470L360 470L390 500L50 500Z`, "#0ea5e9"),
    path(`M80 470L220 440L360 470Z`, "#38bdf8"),
    line(60, 500, 60, 600, "#475569", 5),
    line(380, 500, 380, 600, "#475569", 5),
  );
  c.add(
    rect(90, 560, 260, 12, "#e2e8f0"),
    line(110, 572, 110, 600, "#64748b", 4),
    line(330, 572, 330, 600, "#64748b", 4),
  );
  c.add(path(`M150 560L160 530L210 530L206 560Z`, "#1f2937"), path(`M250 560L258 532L304 532L300 560Z`, "#1f2937"));
  c.add(
    person(120, 606, 120, "#1e3a5f", { pose: "stand" }),
    person(240, 606, 114, "#6b2f4a", { pose: "hold", dress: "abaya", head: "hijab" }),
    person(330, 606, 124, "#f1f5f9", { pose: "point", dress: "thobe", head: "ghutra" }),
  );
  // antenna mast
  c.add(line(460, 600, 460, 470, "#475569", 4), path(`M440 480L480 470L470 490Z`, "#94a3b8"));
  // tracks and rover
  const tracks: Pt[] = [
    [1260, 640],
    [1100, 650],
    [960, 680],
  ];
  c.add(path(smoothPath(tracks), "none", 'stroke="#b3834d" stroke-width="9" stroke-dasharray="6 5"'));
  c.add(ellipse(760, 730, 250, 16, "#7a5530", 'opacity="0.35"'));
  c.add(g(rover(c, { body: "#f97316" }), "translate(760 730) scale(-1.3 1.3)"));
  for (let i = 0; i < 18; i++) {
    const x = r() * W;
    const y = 610 + r() * 180;
    c.add(ellipse(x, y, 4 + r() * 10, 2 + r() * 4, "#b3834d", 'opacity="0.7"'));
  }
  c.add(vignette(c, 0.2, "#4a3010"));
}

export const galleryStills: Still[] = [
  { out: "gallery/launch-day.webp", w: W, h: H, draw: drawLaunchDay },
  { out: "gallery/team-photo.webp", w: W, h: H, draw: drawTeamPhoto },
  { out: "gallery/wind-tunnel-test.webp", w: W, h: H, draw: drawWindTunnelTest },
  { out: "gallery/workshop-session.webp", w: W, h: H, draw: drawWorkshopSession },
  { out: "gallery/competition-stage.webp", w: W, h: H, draw: drawCompetitionStage },
  { out: "gallery/cleanroom.webp", w: W, h: H, draw: drawCleanroom },
  { out: "gallery/drone-flight.webp", w: W, h: H, draw: drawDroneFlight },
  { out: "gallery/trophy.webp", w: W, h: H, draw: drawTrophyCloseup },
  { out: "gallery/hangar-visit.webp", w: W, h: H, draw: drawHangarVisit },
  { out: "gallery/cubesat-assembly.webp", w: W, h: H, draw: drawCubesatAssembly },
  { out: "gallery/night-sky.webp", w: W, h: H, draw: drawNightSky },
  { out: "gallery/seminar-hall.webp", w: W, h: H, draw: drawSeminarHall },
  { out: "gallery/rover-field-test.webp", w: W, h: H, draw: drawRoverFieldTest },
];

/** Site-wide artwork: campus panorama, social card, logo mark and icons. */
import { earth, flatCloud, glow, palm, ridge, sky, stars, vignette } from "../lib/env.ts";
import type { Still } from "../lib/output.ts";
import { flame, rocket } from "../lib/space.ts";
import { type Canvas, circle, darken, ellipse, f, g, lighten, line, path, rect } from "../lib/svg.ts";

export const BRAND = { orange: "#f97316", sky: "#0ea5e9", navy: "#0b1230" } as const;

/** The logo mark as inner SVG for a 64x64 viewBox. `ringWidth` grows for tiny favicon sizes. */
export function logoMark(idPrefix: string, ringWidth = 4.5): string {
  // delta-winged rocket plane pointing up, tilted along the orbit
  const delta =
    "M32 5C34.6 9 35.6 15 35.6 21L49 42.5L49 47L35.6 43.5L35 50L29 50L28.4 43.5L15 47L15 42.5L28.4 21C28.4 15 29.4 9 32 5Z";
  const rot = "rotate(40 32 32)";
  const mask = `${idPrefix}-gap`;
  return [
    `<defs><mask id="${mask}" maskUnits="userSpaceOnUse" x="0" y="0" width="64" height="64"><rect width="64" height="64" fill="#fff"/><path d="${delta}" transform="${rot}" fill="#000" stroke="#000" stroke-width="6" stroke-linejoin="round"/></mask></defs>`,
    `<ellipse cx="32" cy="33" rx="28.5" ry="11" transform="rotate(-24 32 33)" fill="none" stroke="${BRAND.sky}" stroke-width="${ringWidth}" mask="url(#${mask})"/>`,
    `<path d="${delta}" transform="${rot}" fill="${BRAND.orange}"/>`,
  ].join("");
}

export function logoSvg(ringWidth = 4.5, title = "KFUPM Aerospace Club"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${title}"><title>${title}</title>${logoMark("logo", ringWidth)}</svg>\n`;
}

function drawAppleIcon(c: Canvas): void {
  c.add(
    rect(
      0,
      0,
      c.w,
      c.h,
      c.linear(
        [
          [0, "#13204a"],
          [1, BRAND.navy],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  const s = (c.w * 0.72) / 64;
  const o = (c.w - 64 * s) / 2;
  c.add(g(logoMark("apple", 5), `translate(${f(o)} ${f(o)}) scale(${f(s)})`));
}

function building(
  c: Canvas,
  x: number,
  ground: number,
  w: number,
  h: number,
  wall: string,
  lit: number,
  arches = true,
): string {
  const r = c.rng;
  const out: string[] = [
    rect(
      x,
      ground - h,
      w,
      h,
      c.linear([
        [0, lighten(wall, 0.08)],
        [1, darken(wall, 0.15)],
      ]),
    ),
  ];
  out.push(rect(x - 6, ground - h - 8, w + 12, 10, darken(wall, 0.25)));
  const cols = Math.max(2, Math.floor(w / 34));
  const rows = Math.max(1, Math.floor((h - (arches ? 70 : 20)) / 38));
  const cw = w / cols;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const on = r() < lit;
      out.push(
        rect(
          x + i * cw + cw * 0.22,
          ground - h + 20 + j * 38,
          cw * 0.56,
          22,
          on ? r.pick(["#ffd58a", "#ffe3a8", "#ffc46b"]) : darken(wall, 0.35),
          on ? "" : 'opacity="0.8"',
        ),
      );
    }
  }
  if (arches) {
    const n = Math.max(2, Math.floor(w / 46));
    const aw = w / n;
    for (let i = 0; i < n; i++) {
      const ax = x + i * aw + aw * 0.15;
      const ww = aw * 0.7;
      out.push(
        path(
          `M${f(ax)} ${f(ground)}L${f(ax)} ${f(ground - 34)}A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(ax + ww)} ${f(ground - 34)}L${f(ax + ww)} ${f(ground)}Z`,
          r() < 0.5 ? "#ffcf87" : darken(wall, 0.45),
          'opacity="0.9"',
        ),
      );
    }
  }
  return out.join("");
}

/** Tall water-tower landmark: slender shaft with a flared tank on top. */
function tower(c: Canvas, x: number, ground: number, h: number): string {
  const shaft = c.linear(
    [
      [0, "#6f6a8e"],
      [0.35, "#f3e3d3"],
      [0.6, "#c9b7c0"],
      [1, "#5a5478"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const top = ground - h;
  return [
    path(
      `M${f(x - 26)} ${f(ground)}L${f(x - 13)} ${f(top + 120)}L${f(x + 13)} ${f(top + 120)}L${f(x + 26)} ${f(ground)}Z`,
      shaft,
    ),
    path(
      `M${f(x - 13)} ${f(top + 124)}C${f(x - 20)} ${f(top + 100)} ${f(x - 62)} ${f(top + 80)} ${f(x - 66)} ${f(top + 52)}L${f(x + 66)} ${f(top + 52)}C${f(x + 62)} ${f(top + 80)} ${f(x + 20)} ${f(top + 100)} ${f(x + 13)} ${f(top + 124)}Z`,
      shaft,
    ),
    rect(x - 66, top + 26, 132, 28, shaft),
    path(
      `M${f(x - 60)} ${f(top + 26)}L${f(x - 30)} ${f(top + 4)}L${f(x + 30)} ${f(top + 4)}L${f(x + 60)} ${f(top + 26)}Z`,
      shaft,
    ),
    rect(x - 66, top + 36, 132, 6, "#ffd58a", 'opacity="0.85"'),
    line(x, top + 4, x, top - 40, "#5a5478", 4),
    circle(x, top - 42, 4, "#ff5a5a"),
    glow(c, x, top - 42, 16, "#ff5a5a", 0.7),
  ].join("");
}

function drawCampus(c: Canvas): void {
  const r = c.rng;
  const W = c.w;
  sky(
    c,
    [
      [0, "#151a48"],
      [0.35, "#40306e"],
      [0.62, "#a24d74"],
      [0.82, "#f08a5d"],
      [1, "#ffc47a"],
    ],
    0,
    720,
  );
  c.add(stars(c, r, { n: 140, h: 320, fade: 1, maxR: 1.1 }));
  c.add(glow(c, 1050, 700, 700, "#ffd08a", 0.55, 0.45));
  c.add(flatCloud(330, 250, 300, "#7a3f74", "#a5557e", 0.55), flatCloud(1300, 200, 260, "#6b3a70", "#9a4f7c", 0.5));
  // distant hill (the campus sits on a rise)
  c.add(ridge(c, r, { base: 640, amp: 30, fill: "#5a3d6e", waves: 2 }).svg);
  // landmark tower
  c.add(tower(c, 1130, 650, 470));
  // building clusters
  const far = "#6e5a86";
  const near = "#8a7a9c";
  c.add(
    building(c, 120, 650, 300, 170, far, 0.35, false),
    building(c, 460, 650, 220, 230, far, 0.4, false),
    building(c, 1240, 650, 260, 190, far, 0.35, false),
  );
  c.add(
    building(c, 20, 720, 420, 190, near, 0.55),
    building(c, 520, 720, 360, 250, near, 0.6),
    building(c, 930, 720, 300, 160, near, 0.5),
    building(c, 1300, 720, 300, 210, near, 0.55),
  );
  // plaza and road
  c.add(
    rect(
      0,
      720,
      W,
      180,
      c.linear([
        [0, "#3a2a4a"],
        [1, "#1a1226"],
      ]),
    ),
  );
  c.add(rect(0, 770, W, 40, "#2a1f38"), line(0, 790, W, 790, "#ffd58a", 2, 'stroke-dasharray="30 26" opacity="0.5"'));
  for (let i = 0; i < 12; i++) {
    const x = 60 + i * 135;
    c.add(line(x, 770, x, 700, "#1a1226", 4), circle(x, 698, 5, "#ffe3a8"), glow(c, x, 700, 40, "#ffd58a", 0.35));
  }
  // palms in the foreground
  const palms: [number, number, number][] = [
    [80, 860, 300],
    [250, 880, 240],
    [470, 870, 270],
    [860, 880, 230],
    [1080, 875, 280],
    [1380, 870, 300],
    [1540, 885, 250],
  ];
  for (const [x, gy, h] of palms) c.add(palm(x, gy, h, "#120b1c", (x % 3) * 0.05 - 0.05));
  c.add(rect(0, 850, W, 50, "#0d0815"));
  c.add(vignette(c, 0.35, "#0a0514"));
}

function drawOgImage(c: Canvas): void {
  const r = c.rng;
  sky(c, [
    [0, "#030616"],
    [0.6, "#0b1440"],
    [1, "#1a2660"],
  ]);
  c.add(glow(c, 950, 260, 520, "#4338ca", 0.3));
  c.add(stars(c, r, { n: 320, maxR: 1.4, bright: 0 }));
  c.add(stars(c, r, { n: 20, x: 760, w: 440, h: 420, maxR: 1, bright: 4 }));
  c.add(earth(c, r, { cx: 1000, cy: 1480, r: 1000, sun: -60 }));
  c.add(glow(c, 1160, 500, 260, "#ff9a3c", 0.3, 0.4));
  // orbit ring with a rocket riding it
  const ring = c.linear(
    [
      [0, BRAND.sky, 0.1],
      [0.5, BRAND.sky, 0.9],
      [1, BRAND.sky, 0.2],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  c.add(ellipse(990, 280, 180, 66, "none", `stroke="${ring}" stroke-width="5" transform="rotate(-24 990 280)"`));
  c.add(
    g(
      g(flame(c, 90, 26), "") +
        rocket(c, { kind: "model", body: "#f8fafc", accent: BRAND.orange, dark: "#0f172a" }).svg,
      "translate(990 330) rotate(24) scale(1.05)",
    ),
  );
  c.add(circle(1150, 212, 6, BRAND.orange), glow(c, 1150, 212, 22, BRAND.orange, 0.6));
  // text block
  c.add(g(logoMark("og", 4.5), "translate(70 120) scale(1.4)"));
  c.add(
    `<text x="70" y="330" font-family="DejaVu Sans" font-weight="bold" font-size="66" fill="#ffffff" letter-spacing="-1">KFUPM Aerospace Club</text>`,
  );
  c.add(rect(72, 362, 120, 6, BRAND.orange, 'rx="3"'));
  c.add(
    `<text x="70" y="420" font-family="DejaVu Sans" font-size="32" fill="#cbd5f5">Engineering the future of flight</text>`,
  );
  c.add(vignette(c, 0.4));
}

export const siteStills: Still[] = [
  { out: "site/campus.webp", w: 1600, h: 900, draw: drawCampus },
  { out: "site/og-image.jpg", w: 1200, h: 630, draw: drawOgImage, format: "jpg", quality: 84 },
  { out: "site/apple-touch-icon.png", w: 180, h: 180, draw: drawAppleIcon, format: "png" },
];

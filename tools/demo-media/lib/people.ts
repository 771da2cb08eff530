/**
 * Faceless human figures: full-body silhouettes, seated busts seen from
 * behind, and head-and-shoulders avatar portraits.
 */
import { type Canvas, circle, darken, ellipse, f, lighten, mix, path, rect } from "./svg.ts";

export type Headwear = "none" | "ghutra" | "hijab" | "cap" | "hood";
export type Pose = "stand" | "wave" | "reachRight" | "reachLeft" | "point" | "hold";
export type Dress = "pants" | "thobe" | "abaya" | "coverall";

export interface PersonOpts {
  pose?: Pose;
  dress?: Dress;
  head?: Headwear;
  /** Second colour for headwear/clothes details (defaults to the body colour). */
  detail?: string;
  width?: number;
}

/** Standing figure with feet at (x, ground); h is the total height. */
export function person(x: number, ground: number, h: number, color: string, o: PersonOpts = {}): string {
  const pose = o.pose ?? "stand";
  const dress = o.dress ?? "pants";
  const head = o.head ?? "none";
  const detail = o.detail ?? color;
  const wk = o.width ?? 1;
  const hr = h * 0.062;
  const headY = ground - h + hr;
  const shY = ground - h * 0.8;
  const sw = h * 0.118 * wk;
  const hipY = ground - h * 0.47;
  const hipW = h * 0.085 * wk;
  const limb = h * 0.066;
  const out: string[] = [];
  const stroke = (d: string, w: number, col = color): string =>
    path(d, "none", `stroke="${col}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"`);
  // legs / skirt
  if (dress === "pants" || dress === "coverall") {
    out.push(stroke(`M${f(x - hipW * 0.5)} ${f(hipY)}L${f(x - hipW * 0.6)} ${f(ground - limb * 0.5)}`, limb * 1.15));
    out.push(stroke(`M${f(x + hipW * 0.5)} ${f(hipY)}L${f(x + hipW * 0.6)} ${f(ground - limb * 0.5)}`, limb * 1.15));
    out.push(ellipse(x - hipW * 0.6 - limb * 0.15, ground - limb * 0.25, limb * 0.75, limb * 0.3, color));
    out.push(ellipse(x + hipW * 0.6 + limb * 0.15, ground - limb * 0.25, limb * 0.75, limb * 0.3, color));
  } else {
    const flare = dress === "abaya" ? 1.55 : 1.3;
    out.push(
      path(
        `M${f(x - sw * 0.92)} ${f(shY + h * 0.04)}L${f(x - hipW * flare)} ${f(ground - h * 0.012)}L${f(x + hipW * flare)} ${f(ground - h * 0.012)}L${f(x + sw * 0.92)} ${f(shY + h * 0.04)}Z`,
        dress === "thobe" ? color : color,
      ),
    );
    out.push(ellipse(x, ground - limb * 0.2, hipW * flare * 0.9, limb * 0.28, darken(color, 0.2)));
  }
  // torso
  out.push(
    path(
      `M${f(x - sw)} ${f(shY + h * 0.035)}Q${f(x - sw)} ${f(shY)} ${f(x - sw + h * 0.04)} ${f(shY)}L${f(x + sw - h * 0.04)} ${f(shY)}Q${f(x + sw)} ${f(shY)} ${f(x + sw)} ${f(shY + h * 0.035)}L${f(x + hipW * 1.05)} ${f(hipY + h * 0.02)}L${f(x - hipW * 1.05)} ${f(hipY + h * 0.02)}Z`,
      color,
    ),
  );
  // arms
  const ax = sw - limb * 0.5;
  const ay = shY + limb * 0.55;
  const arm = (side: -1 | 1, kind: "down" | "up" | "forward" | "point" | "hold"): string => {
    const sx = x + side * ax;
    switch (kind) {
      case "up":
        return stroke(
          `M${f(sx)} ${f(ay)}L${f(sx + side * h * 0.09)} ${f(ay - h * 0.1)}L${f(sx + side * h * 0.1)} ${f(ay - h * 0.26)}`,
          limb,
        );
      case "forward":
        return stroke(
          `M${f(sx)} ${f(ay)}L${f(sx + side * h * 0.04)} ${f(ay + h * 0.15)}L${f(sx + side * h * 0.19)} ${f(ay + h * 0.17)}`,
          limb,
        );
      case "point":
        return stroke(
          `M${f(sx)} ${f(ay)}L${f(sx + side * h * 0.14)} ${f(ay - h * 0.06)}L${f(sx + side * h * 0.3)} ${f(ay - h * 0.14)}`,
          limb,
        );
      case "hold":
        return stroke(
          `M${f(sx)} ${f(ay)}L${f(sx + side * h * 0.03)} ${f(ay + h * 0.16)}L${f(x + side * h * 0.05)} ${f(ay + h * 0.2)}`,
          limb,
        );
      default:
        return stroke(
          `M${f(sx)} ${f(ay)}L${f(sx + side * h * 0.02)} ${f(ay + h * 0.16)}L${f(sx + side * h * 0.015)} ${f(ay + h * 0.31)}`,
          limb,
        );
    }
  };
  const left = pose === "reachLeft" ? "forward" : pose === "hold" ? "hold" : "down";
  const right =
    pose === "wave"
      ? "up"
      : pose === "reachRight"
        ? "forward"
        : pose === "point"
          ? "point"
          : pose === "hold"
            ? "hold"
            : "down";
  out.push(arm(-1, left), arm(1, right));
  // neck & head
  out.push(rect(x - hr * 0.45, headY + hr * 0.6, hr * 0.9, shY - headY - hr * 0.4, color));
  out.push(ellipse(x, headY, hr * 0.92, hr, color));
  if (head === "ghutra") {
    out.push(
      path(
        `M${f(x - hr * 1.05)} ${f(headY + hr * 0.1)}C${f(x - hr * 1.12)} ${f(headY - hr * 1.45)} ${f(x + hr * 1.12)} ${f(headY - hr * 1.45)} ${f(x + hr * 1.05)} ${f(headY + hr * 0.1)}C${f(x + hr * 1.2)} ${f(headY + hr)} ${f(x + hr * 1.45)} ${f(shY)} ${f(x + hr * 1.7)} ${f(shY + h * 0.06)}L${f(x - hr * 1.7)} ${f(shY + h * 0.06)}C${f(x - hr * 1.45)} ${f(shY)} ${f(x - hr * 1.2)} ${f(headY + hr)} ${f(x - hr * 1.05)} ${f(headY + hr * 0.1)}Z`,
        detail,
      ),
    );
    out.push(ellipse(x, headY - hr * 0.62, hr * 1.02, hr * 0.22, darken(color, 0.3)));
  } else if (head === "hijab") {
    out.push(
      path(
        `M${f(x - hr * 1.15)} ${f(headY + hr * 0.3)}C${f(x - hr * 1.25)} ${f(headY - hr * 1.5)} ${f(x + hr * 1.25)} ${f(headY - hr * 1.5)} ${f(x + hr * 1.15)} ${f(headY + hr * 0.3)}C${f(x + hr * 1.2)} ${f(headY + hr * 1.4)} ${f(x + sw * 0.9)} ${f(shY - h * 0.01)} ${f(x + sw * 0.85)} ${f(shY + h * 0.08)}L${f(x - sw * 0.85)} ${f(shY + h * 0.08)}C${f(x - sw * 0.9)} ${f(shY - h * 0.01)} ${f(x - hr * 1.2)} ${f(headY + hr * 1.4)} ${f(x - hr * 1.15)} ${f(headY + hr * 0.3)}Z`,
        detail,
      ),
    );
  } else if (head === "cap") {
    out.push(
      path(
        `M${f(x - hr)} ${f(headY - hr * 0.1)}Q${f(x)} ${f(headY - hr * 1.5)} ${f(x + hr)} ${f(headY - hr * 0.1)}L${f(x + hr * 1.7)} ${f(headY - hr * 0.05)}L${f(x + hr)} ${f(headY + hr * 0.15)}Z`,
        detail,
      ),
    );
  } else if (head === "hood") {
    out.push(ellipse(x, headY + hr * 0.1, hr * 1.25, hr * 1.3, detail));
    out.push(ellipse(x, headY + hr * 0.15, hr * 0.75, hr * 0.55, "#1e293b"));
  }
  return out.join("");
}

/** Head and shoulders seen from behind (audience); base centre at (x, y). s = head radius. */
export function bust(x: number, y: number, s: number, color: string, head: Headwear = "none", detail?: string): string {
  const d = detail ?? color;
  const out: string[] = [];
  out.push(
    path(
      `M${f(x - s * 2.2)} ${f(y)}C${f(x - s * 2.25)} ${f(y - s * 1.2)} ${f(x - s * 2)} ${f(y - s * 1.55)} ${f(x - s * 1.2)} ${f(y - s * 1.65)}L${f(x - s * 0.5)} ${f(y - s * 1.78)}L${f(x + s * 0.5)} ${f(y - s * 1.78)}L${f(x + s * 1.2)} ${f(y - s * 1.65)}C${f(x + s * 2)} ${f(y - s * 1.55)} ${f(x + s * 2.25)} ${f(y - s * 1.2)} ${f(x + s * 2.2)} ${f(y)}Z`,
      color,
    ),
  );
  out.push(rect(x - s * 0.42, y - s * 2.4, s * 0.84, s * 0.8, color));
  out.push(ellipse(x, y - s * 2.85, s * 0.9, s, color));
  if (head === "ghutra") {
    out.push(
      path(
        `M${f(x - s * 1.1)} ${f(y - s * 2.6)}Q${f(x - s * 1.15)} ${f(y - s * 4)} ${f(x)} ${f(y - s * 3.95)}Q${f(x + s * 1.15)} ${f(y - s * 4)} ${f(x + s * 1.1)} ${f(y - s * 2.6)}Q${f(x + s * 1.5)} ${f(y - s * 1.2)} ${f(x + s * 1.7)} ${f(y)}L${f(x - s * 1.7)} ${f(y)}Q${f(x - s * 1.5)} ${f(y - s * 1.2)} ${f(x - s * 1.1)} ${f(y - s * 2.6)}Z`,
        d,
      ),
    );
    out.push(rect(x - s, y - s * 3.55, s * 2, s * 0.28, darken(color, 0.35), `rx="${f(s * 0.14)}"`));
  } else if (head === "hijab") {
    out.push(
      path(
        `M${f(x - s * 1.15)} ${f(y - s * 2.6)}C${f(x - s * 1.2)} ${f(y - s * 4.2)} ${f(x + s * 1.2)} ${f(y - s * 4.2)} ${f(x + s * 1.15)} ${f(y - s * 2.6)}C${f(x + s * 1.25)} ${f(y - s * 1.8)} ${f(x + s * 2.1)} ${f(y - s * 1.5)} ${f(x + s * 2.2)} ${f(y)}L${f(x - s * 2.2)} ${f(y)}C${f(x - s * 2.1)} ${f(y - s * 1.5)} ${f(x - s * 1.25)} ${f(y - s * 1.8)} ${f(x - s * 1.15)} ${f(y - s * 2.6)}Z`,
        d,
      ),
    );
  }
  return out.join("");
}

export interface PortraitOpts {
  bg: [string, string];
  accent: string;
  skin: string;
  clothes: string;
  head: "short" | "curly" | "long" | "ghutra" | "hijab" | "bun";
  hair?: string;
  headwear?: string;
  beard?: boolean;
  glasses?: boolean;
  collar?: string;
}

/** Stylised head-and-shoulders avatar; draws into a square canvas. */
export function portrait(c: Canvas, o: PortraitOpts): void {
  const W = c.w;
  const s = W / 600;
  const cx = W / 2;
  const hair = o.hair ?? "#1f1a17";
  const skinShade = darken(o.skin, 0.18);
  const add = (...p: string[]): void => {
    c.add(...p);
  };
  add(
    rect(
      0,
      0,
      W,
      W,
      c.linear(
        [
          [0, o.bg[0]],
          [1, o.bg[1]],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  // background motif: orbit rings and a few stars
  add(circle(cx, 300 * s, 230 * s, lighten(o.bg[0], 0.08), 'opacity="0.35"'));
  add(
    ellipse(
      cx,
      250 * s,
      270 * s,
      80 * s,
      "none",
      `stroke="${o.accent}" stroke-width="${f(4 * s)}" opacity="0.45" transform="rotate(-18 ${f(cx)} ${f(250 * s)})"`,
    ),
  );
  add(circle(cx + 248 * s, 160 * s, 9 * s, o.accent, 'opacity="0.8"'));
  const rng = c.rng;
  for (let i = 0; i < 18; i++)
    add(circle(rng() * W, rng() * W * 0.6, (0.8 + rng() * 2) * s, "#ffffff", `opacity="${f(0.3 + rng() * 0.5)}"`));
  const headCy = 255 * s;
  const headRx = 84 * s;
  const headRy = 102 * s;
  // long hair behind
  if (o.head === "long")
    add(
      path(
        `M${f(cx - 100 * s)} ${f(240 * s)}C${f(cx - 120 * s)} ${f(120 * s)} ${f(cx + 120 * s)} ${f(120 * s)} ${f(cx + 100 * s)} ${f(240 * s)}L${f(cx + 118 * s)} ${f(430 * s)}L${f(cx - 118 * s)} ${f(430 * s)}Z`,
        hair,
      ),
    );
  // shoulders / clothing
  const shoulders = `M${f(cx - 235 * s)} ${f(W)}C${f(cx - 235 * s)} ${f(470 * s)} ${f(cx - 170 * s)} ${f(420 * s)} ${f(cx - 70 * s)} ${f(405 * s)}L${f(cx + 70 * s)} ${f(405 * s)}C${f(cx + 170 * s)} ${f(420 * s)} ${f(cx + 235 * s)} ${f(470 * s)} ${f(cx + 235 * s)} ${f(W)}Z`;
  add(
    path(
      shoulders,
      c.linear([
        [0, lighten(o.clothes, 0.12)],
        [1, darken(o.clothes, 0.25)],
      ]),
    ),
  );
  // neck
  add(
    path(
      `M${f(cx - 38 * s)} ${f(320 * s)}L${f(cx - 40 * s)} ${f(410 * s)}Q${f(cx)} ${f(450 * s)} ${f(cx + 40 * s)} ${f(410 * s)}L${f(cx + 38 * s)} ${f(320 * s)}Z`,
      skinShade,
    ),
  );
  if (o.collar) {
    add(
      path(
        `M${f(cx - 72 * s)} ${f(404 * s)}L${f(cx)} ${f(470 * s)}L${f(cx - 18 * s)} ${f(500 * s)}L${f(cx - 92 * s)} ${f(420 * s)}Z`,
        o.collar,
      ),
    );
    add(
      path(
        `M${f(cx + 72 * s)} ${f(404 * s)}L${f(cx)} ${f(470 * s)}L${f(cx + 18 * s)} ${f(500 * s)}L${f(cx + 92 * s)} ${f(420 * s)}Z`,
        o.collar,
      ),
    );
  }
  // headwear behind the head
  if (o.head === "hijab") {
    const hw = o.headwear ?? "#3b4a6b";
    add(
      path(
        `M${f(cx - 120 * s)} ${f(250 * s)}C${f(cx - 130 * s)} ${f(90 * s)} ${f(cx + 130 * s)} ${f(90 * s)} ${f(cx + 120 * s)} ${f(250 * s)}C${f(cx + 118 * s)} ${f(340 * s)} ${f(cx + 170 * s)} ${f(400 * s)} ${f(cx + 190 * s)} ${f(470 * s)}L${f(cx - 190 * s)} ${f(470 * s)}C${f(cx - 170 * s)} ${f(400 * s)} ${f(cx - 118 * s)} ${f(340 * s)} ${f(cx - 120 * s)} ${f(250 * s)}Z`,
        hw,
      ),
    );
    add(
      path(
        `M${f(cx - 160 * s)} ${f(440 * s)}Q${f(cx)} ${f(520 * s)} ${f(cx + 160 * s)} ${f(440 * s)}L${f(cx + 200 * s)} ${f(W)}L${f(cx - 200 * s)} ${f(W)}Z`,
        darken(hw, 0.12),
      ),
    );
  }
  if (o.head === "ghutra") {
    const hw = o.headwear ?? "#f5f5f4";
    const drape = (side: -1 | 1, shade: number): string =>
      path(
        `M${f(cx + side * 116 * s)} ${f(200 * s)}C${f(cx + side * 130 * s)} ${f(300 * s)} ${f(cx + side * 150 * s)} ${f(400 * s)} ${f(cx + side * 162 * s)} ${f(500 * s)}L${f(cx + side * 70 * s)} ${f(520 * s)}C${f(cx + side * 62 * s)} ${f(440 * s)} ${f(cx + side * 70 * s)} ${f(360 * s)} ${f(cx + side * 76 * s)} ${f(300 * s)}Z`,
        darken(hw, shade),
      );
    add(drape(-1, 0.06), drape(1, 0.14));
  }
  // ears
  if (o.head !== "hijab" && o.head !== "ghutra") {
    add(
      ellipse(cx - headRx, headCy + 10 * s, 16 * s, 24 * s, skinShade),
      ellipse(cx + headRx, headCy + 10 * s, 16 * s, 24 * s, skinShade),
    );
  }
  // head
  add(
    ellipse(
      cx,
      headCy,
      headRx,
      headRy,
      c.linear([
        [0, lighten(o.skin, 0.06)],
        [1, darken(o.skin, 0.06)],
      ]),
    ),
  );
  // simple features: eyes, brows, nose, smile
  const eyeY = headCy + 8 * s;
  add(ellipse(cx - 30 * s, eyeY, 7 * s, 8 * s, "#2a2220"), ellipse(cx + 30 * s, eyeY, 7 * s, 8 * s, "#2a2220"));
  add(
    path(
      `M${f(cx - 44 * s)} ${f(eyeY - 20 * s)}Q${f(cx - 30 * s)} ${f(eyeY - 28 * s)} ${f(cx - 16 * s)} ${f(eyeY - 21 * s)}`,
      "none",
      `stroke="${darken(hair, 0.1)}" stroke-width="${f(5 * s)}" stroke-linecap="round"`,
    ),
  );
  add(
    path(
      `M${f(cx + 16 * s)} ${f(eyeY - 21 * s)}Q${f(cx + 30 * s)} ${f(eyeY - 28 * s)} ${f(cx + 44 * s)} ${f(eyeY - 20 * s)}`,
      "none",
      `stroke="${darken(hair, 0.1)}" stroke-width="${f(5 * s)}" stroke-linecap="round"`,
    ),
  );
  add(
    path(
      `M${f(cx)} ${f(eyeY + 6 * s)}Q${f(cx - 9 * s)} ${f(eyeY + 34 * s)} ${f(cx + 3 * s)} ${f(eyeY + 36 * s)}`,
      "none",
      `stroke="${skinShade}" stroke-width="${f(4 * s)}" stroke-linecap="round"`,
    ),
  );
  add(
    ellipse(cx - 50 * s, eyeY + 34 * s, 14 * s, 8 * s, mix(o.skin, "#e06b6b", 0.25), 'opacity="0.5"'),
    ellipse(cx + 50 * s, eyeY + 34 * s, 14 * s, 8 * s, mix(o.skin, "#e06b6b", 0.25), 'opacity="0.5"'),
  );
  if (o.beard) {
    add(
      path(
        `M${f(cx - headRx + 2 * s)} ${f(headCy + 5 * s)}C${f(cx - headRx)} ${f(headCy + 95 * s)} ${f(cx - 40 * s)} ${f(headCy + 118 * s)} ${f(cx)} ${f(headCy + 120 * s)}C${f(cx + 40 * s)} ${f(headCy + 118 * s)} ${f(cx + headRx)} ${f(headCy + 95 * s)} ${f(cx + headRx - 2 * s)} ${f(headCy + 5 * s)}C${f(cx + headRx - 14 * s)} ${f(headCy + 60 * s)} ${f(cx + 40 * s)} ${f(headCy + 52 * s)} ${f(cx)} ${f(headCy + 54 * s)}C${f(cx - 40 * s)} ${f(headCy + 52 * s)} ${f(cx - headRx + 14 * s)} ${f(headCy + 60 * s)} ${f(cx - headRx + 2 * s)} ${f(headCy + 5 * s)}Z`,
        hair,
      ),
    );
    add(
      path(
        `M${f(cx - 22 * s)} ${f(eyeY + 62 * s)}Q${f(cx)} ${f(eyeY + 72 * s)} ${f(cx + 22 * s)} ${f(eyeY + 62 * s)}`,
        "none",
        `stroke="${lighten(o.skin, 0.25)}" stroke-width="${f(4 * s)}" stroke-linecap="round"`,
      ),
    );
  } else {
    add(
      path(
        `M${f(cx - 24 * s)} ${f(eyeY + 56 * s)}Q${f(cx)} ${f(eyeY + 74 * s)} ${f(cx + 24 * s)} ${f(eyeY + 56 * s)}`,
        "none",
        `stroke="${darken(o.skin, 0.45)}" stroke-width="${f(5 * s)}" stroke-linecap="round"`,
      ),
    );
  }
  if (o.glasses) {
    const gl = `stroke="#1f2937" stroke-width="${f(5 * s)}" fill="#ffffff" fill-opacity="0.12"`;
    add(
      `<rect x="${f(cx - 60 * s)}" y="${f(eyeY - 20 * s)}" width="${f(48 * s)}" height="${f(38 * s)}" rx="${f(12 * s)}" ${gl}/>`,
    );
    add(
      `<rect x="${f(cx + 12 * s)}" y="${f(eyeY - 20 * s)}" width="${f(48 * s)}" height="${f(38 * s)}" rx="${f(12 * s)}" ${gl}/>`,
    );
    add(
      path(
        `M${f(cx - 12 * s)} ${f(eyeY - 4 * s)}Q${f(cx)} ${f(eyeY - 10 * s)} ${f(cx + 12 * s)} ${f(eyeY - 4 * s)}`,
        "none",
        `stroke="#1f2937" stroke-width="${f(5 * s)}"`,
      ),
    );
  }
  // hair / headwear on top
  if (o.head === "short") {
    add(
      path(
        `M${f(cx - headRx - 4 * s)} ${f(headCy - 5 * s)}C${f(cx - headRx - 10 * s)} ${f(headCy - 120 * s)} ${f(cx + headRx + 10 * s)} ${f(headCy - 130 * s)} ${f(cx + headRx + 4 * s)} ${f(headCy - 10 * s)}C${f(cx + headRx - 10 * s)} ${f(headCy - 60 * s)} ${f(cx + 10 * s)} ${f(headCy - 62 * s)} ${f(cx - 30 * s)} ${f(headCy - 70 * s)}C${f(cx - 60 * s)} ${f(headCy - 55 * s)} ${f(cx - headRx + 4 * s)} ${f(headCy - 40 * s)} ${f(cx - headRx - 4 * s)} ${f(headCy - 5 * s)}Z`,
        hair,
      ),
    );
  } else if (o.head === "curly") {
    for (let i = 0; i < 13; i++) {
      const a = Math.PI * (1.02 + (i / 12) * 0.96);
      add(circle(cx + Math.cos(a) * headRx * 1.02, headCy - 20 * s + Math.sin(a) * headRy * 0.95, 30 * s, hair));
    }
    add(ellipse(cx, headCy - 72 * s, headRx * 0.95, 40 * s, hair));
  } else if (o.head === "long") {
    add(
      path(
        `M${f(cx - headRx - 8 * s)} ${f(headCy + 40 * s)}C${f(cx - headRx - 14 * s)} ${f(headCy - 140 * s)} ${f(cx + headRx + 14 * s)} ${f(headCy - 140 * s)} ${f(cx + headRx + 8 * s)} ${f(headCy + 40 * s)}C${f(cx + headRx - 8 * s)} ${f(headCy - 40 * s)} ${f(cx + 20 * s)} ${f(headCy - 70 * s)} ${f(cx - 10 * s)} ${f(headCy - 78 * s)}C${f(cx - 40 * s)} ${f(headCy - 50 * s)} ${f(cx - headRx)} ${f(headCy - 30 * s)} ${f(cx - headRx - 8 * s)} ${f(headCy + 40 * s)}Z`,
        hair,
      ),
    );
  } else if (o.head === "bun") {
    add(circle(cx, headCy - headRy - 12 * s, 38 * s, hair));
    add(
      path(
        `M${f(cx - headRx - 2 * s)} ${f(headCy + 10 * s)}C${f(cx - headRx - 10 * s)} ${f(headCy - 130 * s)} ${f(cx + headRx + 10 * s)} ${f(headCy - 130 * s)} ${f(cx + headRx + 2 * s)} ${f(headCy + 10 * s)}C${f(cx + 40 * s)} ${f(headCy - 70 * s)} ${f(cx - 40 * s)} ${f(headCy - 70 * s)} ${f(cx - headRx - 2 * s)} ${f(headCy + 10 * s)}Z`,
        hair,
      ),
    );
  } else if (o.head === "hijab") {
    const hw = o.headwear ?? "#3b4a6b";
    // frame around the face
    add(
      path(
        `M${f(cx - 120 * s)} ${f(260 * s)}C${f(cx - 130 * s)} ${f(80 * s)} ${f(cx + 130 * s)} ${f(80 * s)} ${f(cx + 120 * s)} ${f(260 * s)}C${f(cx + 115 * s)} ${f(350 * s)} ${f(cx + 60 * s)} ${f(395 * s)} ${f(cx)} ${f(400 * s)}C${f(cx - 60 * s)} ${f(395 * s)} ${f(cx - 115 * s)} ${f(350 * s)} ${f(cx - 120 * s)} ${f(260 * s)}ZM${f(cx - headRx + 6 * s)} ${f(headCy + 20 * s)}C${f(cx - headRx + 2 * s)} ${f(headCy + 95 * s)} ${f(cx - 40 * s)} ${f(headCy + 104 * s)} ${f(cx)} ${f(headCy + 104 * s)}C${f(cx + 40 * s)} ${f(headCy + 104 * s)} ${f(cx + headRx - 2 * s)} ${f(headCy + 95 * s)} ${f(cx + headRx - 6 * s)} ${f(headCy + 20 * s)}C${f(cx + headRx - 6 * s)} ${f(headCy - 90 * s)} ${f(cx - headRx + 6 * s)} ${f(headCy - 90 * s)} ${f(cx - headRx + 6 * s)} ${f(headCy + 20 * s)}Z`,
        hw,
        'fill-rule="evenodd"',
      ),
    );
    add(
      path(
        `M${f(cx - 90 * s)} ${f(175 * s)}Q${f(cx)} ${f(130 * s)} ${f(cx + 90 * s)} ${f(175 * s)}`,
        "none",
        `stroke="${lighten(hw, 0.18)}" stroke-width="${f(6 * s)}" stroke-linecap="round" opacity="0.7"`,
      ),
    );
  } else if (o.head === "ghutra") {
    const hw = o.headwear ?? "#f5f5f4";
    // cloth over the head framing the face
    add(
      path(
        `M${f(cx - 118 * s)} ${f(320 * s)}C${f(cx - 135 * s)} ${f(130 * s)} ${f(cx - 115 * s)} ${f(98 * s)} ${f(cx)} ${f(98 * s)}C${f(cx + 115 * s)} ${f(98 * s)} ${f(cx + 135 * s)} ${f(130 * s)} ${f(cx + 118 * s)} ${f(320 * s)}L${f(cx + headRx - 4 * s)} ${f(headCy + 30 * s)}C${f(cx + headRx - 4 * s)} ${f(headCy - 86 * s)} ${f(cx - headRx + 4 * s)} ${f(headCy - 86 * s)} ${f(cx - headRx + 4 * s)} ${f(headCy + 30 * s)}Z`,
        hw,
      ),
    );
    if (hw !== "#f5f5f4") {
      // shemagh check pattern
      const pat = c.uid("pt");
      c.defs.push(
        `<pattern id="${pat}" width="${f(12 * s)}" height="${f(12 * s)}" patternUnits="userSpaceOnUse"><rect width="${f(12 * s)}" height="${f(12 * s)}" fill="${hw}"/><rect width="${f(6 * s)}" height="${f(6 * s)}" fill="#f5f5f4"/><rect x="${f(6 * s)}" y="${f(6 * s)}" width="${f(6 * s)}" height="${f(6 * s)}" fill="#f5f5f4"/></pattern>`,
      );
      add(
        path(
          `M${f(cx - 118 * s)} ${f(320 * s)}C${f(cx - 135 * s)} ${f(130 * s)} ${f(cx - 115 * s)} ${f(98 * s)} ${f(cx)} ${f(98 * s)}C${f(cx + 115 * s)} ${f(98 * s)} ${f(cx + 135 * s)} ${f(130 * s)} ${f(cx + 118 * s)} ${f(320 * s)}L${f(cx + headRx - 4 * s)} ${f(headCy + 30 * s)}C${f(cx + headRx - 4 * s)} ${f(headCy - 86 * s)} ${f(cx - headRx + 4 * s)} ${f(headCy - 86 * s)} ${f(cx - headRx + 4 * s)} ${f(headCy + 30 * s)}Z`,
          `url(#${pat})`,
          'opacity="0.35"',
        ),
      );
    }
    // agal (black double cord)
    add(
      path(
        `M${f(cx - 112 * s)} ${f(140 * s)}Q${f(cx)} ${f(162 * s)} ${f(cx + 112 * s)} ${f(140 * s)}`,
        "none",
        `stroke="#151515" stroke-width="${f(12 * s)}" stroke-linecap="round"`,
      ),
    );
    add(
      path(
        `M${f(cx - 108 * s)} ${f(126 * s)}Q${f(cx)} ${f(146 * s)} ${f(cx + 108 * s)} ${f(126 * s)}`,
        "none",
        `stroke="#262626" stroke-width="${f(10 * s)}" stroke-linecap="round"`,
      ),
    );
  }
}

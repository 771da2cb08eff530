/**
 * Video rendering: each frame is an SVG rasterised with sharp into a PNG in a
 * temporary directory, then ffmpeg encodes the sequence. Motion is a pure
 * function of time, so renders are deterministic; the hero loop uses only
 * motion that is periodic in the clip length, making it seamless.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { glow, ridge, sky } from "./lib/env.ts";
import { createRng } from "./lib/rng.ts";
import { flame, type Puff, rocket, satellite, smoke } from "./lib/space.ts";
import { Canvas, circle, clamp, ellipse, f, g, line, rect, smoothstep } from "./lib/svg.ts";

const FFMPEG = "/usr/bin/ffmpeg";

function run(cmd: string, args: string[]): void {
  const res = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (res.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(" ")} failed (${res.status ?? res.signal}):\n${(res.stderr ?? "").slice(-2000)}`,
    );
  }
}

interface FrameJob {
  frames: number;
  /** Returns the PNG buffer of frame i. */
  render: (i: number) => Promise<Buffer>;
}

async function renderFrames(dir: string, job: FrameJob, concurrency = 2): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < job.frames) {
      const i = next++;
      const png = await job.render(i);
      await sharp(png)
        .png({ compressionLevel: 1 })
        .toFile(join(dir, `f${String(i).padStart(4, "0")}.png`));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/* ------------------------------------------------------------------ */
/* Hero loop: drifting star field, Earth's limb, a satellite crossing  */
/* ------------------------------------------------------------------ */

export interface LoopSpec {
  w: number;
  h: number;
  fps: number;
  seconds: number;
}

interface Star {
  x: number;
  y: number;
  r: number;
  op: number;
  phase: number;
  layer: number;
  tw: number;
}

const LAYERS = [
  { n: 600, rMin: 0.35, rMax: 0.9, drift: 18, op: 0.8 },
  { n: 180, rMin: 0.7, rMax: 1.3, drift: 42, op: 0.9 },
  { n: 36, rMin: 1.1, rMax: 1.9, drift: 90, op: 1 },
] as const;

function makeStars(w: number, h: number): Star[] {
  const r = createRng("club-loop-stars");
  const out: Star[] = [];
  LAYERS.forEach((L, layer) => {
    for (let i = 0; i < L.n; i++) {
      out.push({
        x: r() * (w + 120) - 60,
        y: r() * h * 0.92,
        r: L.rMin + r() ** 2 * (L.rMax - L.rMin),
        op: L.op * (0.45 + r() * 0.55),
        phase: r(),
        layer,
        tw: r() < 0.25 ? 1 + Math.floor(r() * 3) : 0,
      });
    }
  });
  return out;
}

function loopBackground(spec: LoopSpec): string {
  const c = new Canvas(spec.w, spec.h, "club-loop-bg");
  const { w, h } = spec;
  sky(c, [
    [0, "#02030b"],
    [0.5, "#050a24"],
    [0.8, "#0b1540"],
    [1, "#142060"],
  ]);
  c.add(glow(c, w * 0.18, h * 0.25, w * 0.35, "#3b2a7a", 0.22, 0.7));
  c.add(glow(c, w * 0.85, h * 0.35, w * 0.3, "#0f4c6b", 0.2, 0.8));
  return c.svg();
}

/** Earth's night-side limb with city lights, airglow and a sunrise on the right. */
function loopEarth(spec: LoopSpec): string {
  const { w, h } = spec;
  const c = new Canvas(w, h, "club-loop-earth");
  const r = createRng("club-loop-earth");
  const R = w * 1.9;
  const cx = w * 0.45;
  const cy = h * 0.86 + R;
  const halo = c.radial(
    [
      [0, "#4fb6ff", 0],
      [R / (R + 90), "#4fb6ff", 0],
      [(R + 3) / (R + 90), "#9fe3ff", 0.75],
      [(R + 18) / (R + 90), "#2f7dff", 0.3],
      [1, "#2b4cff", 0],
    ],
    { cx, cy, r: R + 90, user: true },
  );
  c.add(circle(cx, cy, R + 90, halo));
  const body = c.radial(
    [
      [0, "#01040d"],
      [(R - 60) / R, "#040b1e"],
      [1, "#0d2450"],
    ],
    { cx, cy, r: R, user: true },
  );
  c.add(circle(cx, cy, R, body));
  // city lights in clusters just below the limb
  const clip = c.clip(circle(cx, cy, R - 2, "#000"));
  const lights: string[] = [];
  for (let k = 0; k < 16; k++) {
    const a0 = -Math.PI / 2 + (r() - 0.5) * 0.75;
    const d0 = R - 8 - r() * 70;
    for (let i = 0; i < 26; i++) {
      const a = a0 + r.gauss() * 0.012;
      const d = d0 + r.gauss() * 8;
      lights.push(
        circle(
          cx + Math.cos(a) * d,
          cy + Math.sin(a) * d,
          0.5 + r() * 0.9,
          r.pick(["#ffd58a", "#ffbf69", "#fff1c9"]),
          `opacity="${f(0.35 + r() * 0.5)}"`,
        ),
      );
    }
  }
  c.add(g(lights.join(""), undefined, `clip-path="${clip}"`));
  // sunrise glow on the right end of the limb
  const sx = w * 0.93;
  const sy = cy - Math.sqrt(R * R - (sx - cx) ** 2);
  c.add(glow(c, sx, sy, w * 0.32, "#ff8a3d", 0.35, 0.28), glow(c, sx, sy, w * 0.1, "#ffd9a0", 0.6, 0.35));
  c.add(circle(cx, cy, R, "none", `stroke="#bff0ff" stroke-width="1.6" opacity="0.85"`));
  // darken the bottom edge so text over it stays readable
  c.add(
    rect(
      0,
      h * 0.9,
      w,
      h * 0.1,
      c.linear([
        [0, "#000000", 0],
        [1, "#000000", 0.35],
      ]),
    ),
  );
  return c.svg();
}

function loopOverlay(spec: LoopSpec, stars: Star[], t: number): string {
  const { w, h } = spec;
  const T = spec.seconds;
  const c = new Canvas(w, h, "club-loop-fg");
  const u = t / T;
  const parts: string[] = [];
  const soft = c.radial([
    [0, "#ffffff", 0.8],
    [0.3, "#dbeafe", 0.25],
    [1, "#dbeafe", 0],
  ]);
  for (const s of stars) {
    const L = LAYERS[s.layer] ?? LAYERS[0];
    const life = (u + s.phase) % 1;
    const env = smoothstep(0, 0.12, life) * (1 - smoothstep(0.88, 1, life));
    const tw = s.tw ? 0.75 + 0.25 * Math.sin(2 * Math.PI * (s.tw * u + s.phase * 3)) : 1;
    const op = s.op * env * tw;
    if (op < 0.03) continue;
    const x = s.x - L.drift * (life - 0.5);
    const y = s.y - L.drift * 0.18 * (life - 0.5);
    if (s.layer === 2) parts.push(circle(x, y, s.r * 5, soft, `opacity="${f(op)}"`));
    parts.push(circle(x, y, s.r, "#ffffff", `opacity="${Math.round(op * 100) / 100}"`));
  }
  c.add(g(parts.join("")));
  // satellite crossing the upper third once per loop, off-screen at both ends
  const sxPos = -120 + (w + 240) * u;
  const syPos = h * 0.2 + h * 0.06 * Math.sin(Math.PI * u) - h * 0.08 * u;
  const blink = Math.sin(2 * Math.PI * 8 * u) > 0.75 ? 1 : 0.15;
  c.add(glow(c, sxPos, syPos, 26, "#cfe8ff", 0.35));
  c.add(g(satellite(c, 6, true), `translate(${f(sxPos)} ${f(syPos)}) rotate(-8)`));
  c.add(circle(sxPos + 18, syPos - 2, 1.8, "#ff6b6b", `opacity="${blink}"`));
  return c.svg();
}

export async function renderClubLoop(
  spec: LoopSpec,
  outMp4: string,
  outWebm: string,
  outPoster: string,
): Promise<void> {
  const frames = Math.round(spec.fps * spec.seconds);
  const stars = makeStars(spec.w, spec.h);
  const bg = await sharp(Buffer.from(loopBackground(spec)))
    .png()
    .toBuffer();
  const earthPng = await sharp(Buffer.from(loopEarth(spec)))
    .png()
    .toBuffer();
  const dir = mkdtempSync(join(tmpdir(), "club-loop-"));
  try {
    await renderFrames(dir, {
      frames,
      render: async (i) => {
        const t = (i / frames) * spec.seconds;
        const overlay = Buffer.from(loopOverlay(spec, stars, t));
        return sharp(bg)
          .composite([{ input: overlay }, { input: earthPng }])
          .png({ compressionLevel: 1 })
          .toBuffer();
      },
    });
    mkdirSync(dirname(outMp4), { recursive: true });
    const input = ["-y", "-loglevel", "error", "-framerate", String(spec.fps), "-i", join(dir, "f%04d.png")];
    run(FFMPEG, [
      ...input,
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "21",
      "-tune",
      "animation",
      "-pix_fmt",
      "yuv420p",
      "-g",
      String(frames),
      "-movflags",
      "+faststart",
      outMp4,
    ]);
    const passlog = join(dir, "vp9pass");
    const vp9 = [
      "-an",
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "31",
      "-row-mt",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-g",
      String(frames),
      "-passlogfile",
      passlog,
    ];
    run(FFMPEG, [...input, ...vp9, "-pass", "1", "-deadline", "good", "-cpu-used", "4", "-f", "null", "/dev/null"]);
    // bitexact: no random Matroska segment UID or encoder tag, so re-renders are byte-identical
    run(FFMPEG, [
      ...input,
      ...vp9,
      "-pass",
      "2",
      "-deadline",
      "good",
      "-cpu-used",
      "1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      outWebm,
    ]);
    await sharp(join(dir, "f0000.png")).webp({ quality: 80 }).toFile(outPoster);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/* ------------------------------------------------------------------ */
/* Rocket launch clip                                                   */
/* ------------------------------------------------------------------ */

export interface ClipSpec {
  w: number;
  h: number;
  fps: number;
  seconds: number;
}

interface SmokePuff {
  born: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  r0: number;
  grow: number;
  ground: boolean;
}

const IGNITION = 0.7;
const LIFTOFF = 1.3;
const ACCEL = 150;

function rocketAltitude(t: number): number {
  return t < LIFTOFF ? 0 : 0.5 * ACCEL * (t - LIFTOFF) ** 2;
}

function makePuffs(spec: ClipSpec, padX: number, padY: number): SmokePuff[] {
  const r = createRng("rocket-launch-smoke");
  const out: SmokePuff[] = [];
  const dt = 1 / 60;
  for (let t = IGNITION; t < spec.seconds; t += dt) {
    const alt = rocketAltitude(t);
    const nozzleY = padY - alt;
    if (nozzleY < -60) continue;
    const thrust = smoothstep(IGNITION, LIFTOFF, t);
    if (alt < 80) {
      // exhaust hits the pad and spreads sideways
      if (r() < thrust * 0.8) {
        const dir = r() < 0.5 ? -1 : 1;
        out.push({
          born: t,
          x: padX + dir * r() * 10,
          y: padY + 2,
          vx: dir * (50 + r() * 130) * (1 - alt / 100),
          vy: -6 - r() * 14,
          r0: 5 + r() * 4,
          grow: 7 + r() * 6,
          ground: true,
        });
      }
    }
    if (t > LIFTOFF && nozzleY + 52 < padY - 6) {
      out.push({
        born: t,
        x: padX + (r() - 0.5) * 4,
        y: nozzleY + 44 + r() * 8,
        vx: (r() - 0.5) * 8,
        vy: 4 + r() * 6,
        r0: 4 + r() * 2,
        grow: 4 + r() * 3,
        ground: false,
      });
    }
  }
  return out;
}

function puffsAt(puffs: SmokePuff[], t: number, groundY: number): Puff[] {
  const out: Puff[] = [];
  for (const p of puffs) {
    if (p.born > t) continue;
    const age = t - p.born;
    const drag = p.ground ? (1 - Math.exp(-age * 1.6)) / 1.6 : age;
    const x = p.x + p.vx * drag + 9 * age;
    const y = p.y + p.vy * drag - (p.ground ? 6 * age : 0);
    const r = p.r0 + p.grow * Math.sqrt(age) * 1.7;
    out.push({ x, y: Math.min(y, groundY - r * 0.35), r });
  }
  return out;
}

function launchFrame(spec: ClipSpec, puffs: SmokePuff[], t: number, padX: number, padY: number): string {
  const { w, h } = spec;
  const c = new Canvas(w, h, "rocket-launch");
  const r = createRng("rocket-launch-scene");
  sky(
    c,
    [
      [0, "#0c1640"],
      [0.45, "#2e3a7a"],
      [0.75, "#c0607a"],
      [0.9, "#f59a5b"],
      [1, "#ffd08a"],
    ],
    0,
    padY + 20,
  );
  const starsOut: string[] = [];
  for (let i = 0; i < 90; i++)
    starsOut.push(circle(r() * w, r() * h * 0.35, 0.4 + r() * 0.8, "#ffffff", `opacity="${f(0.2 + r() * 0.5)}"`));
  c.add(starsOut.join(""));
  c.add(glow(c, w * 0.78, padY + 10, w * 0.4, "#ffd08a", 0.55, 0.45));
  c.add(ridge(c, r, { base: padY - 10, amp: 10, fill: "#6b4a6a", waves: 3 }).svg);
  c.add(
    rect(
      0,
      padY + 6,
      w,
      h - padY,
      c.linear([
        [0, "#4a3148"],
        [1, "#1e1426"],
      ]),
    ),
  );
  const thrust = smoothstep(IGNITION, LIFTOFF, t);
  // ground glow from the engine
  const alt = rocketAltitude(t);
  const glowI = thrust * clamp(1 - alt / 300);
  if (glowI > 0.01) c.add(glow(c, padX, padY + 6, 220, "#ffb347", 0.6 * glowI, 0.35));
  // launch rail
  c.add(rect(padX - 40, padY - 6, 80, 12, "#2a2233"), rect(padX + 14, padY - 150, 5, 148, "#3a3346"));
  for (let y = padY - 150; y < padY - 4; y += 24) c.add(line(padX + 16, y, padX + 34, y + 12, "#3a3346", 2));
  c.add(rect(padX + 30, padY - 150, 4, 148, "#3a3346"));
  // spectators far right
  for (let i = 0; i < 6; i++)
    c.add(
      circle(w * 0.8 + i * 14, padY - 14, 3, "#1e1426"),
      rect(w * 0.8 + i * 14 - 3.5, padY - 11, 7, 16, "#1e1426", 'rx="3"'),
    );
  // smoke behind the rocket
  const ps = puffsAt(puffs, t, padY + 4);
  if (ps.length) c.add(smoke(ps, "#e9dfe3", "#fff6ea", "#a996aa"));
  // rocket + flame
  const flick = 1 + 0.08 * Math.sin(t * 47) + 0.05 * Math.sin(t * 113 + 1);
  const rk = rocket(c, { kind: "model", body: "#f8fafc", accent: "#f97316", dark: "#1e293b" });
  const flameSvg = thrust > 0.02 ? g(flame(c, 70 * thrust * flick + 8, 20 + 4 * thrust), "translate(0 0)") : "";
  // a wisp of vapour before ignition
  const vent =
    t < IGNITION
      ? ellipse(
          padX - 16 - t * 20,
          padY - 90 - t * 10,
          6 + t * 8,
          4 + t * 4,
          "#f1f5f9",
          `opacity="${f(0.5 - t * 0.5)}"`,
        )
      : "";
  c.add(vent);
  c.add(g(flameSvg + rk.svg, `translate(${f(padX)} ${f(padY - 2 - alt)}) scale(0.85)`));
  if (thrust > 0.02) c.add(glow(c, padX, padY + 30 - alt, 60, "#ffd27a", 0.5 * thrust));
  return c.svg();
}

export async function renderRocketLaunch(spec: ClipSpec, outMp4: string): Promise<void> {
  const frames = Math.round(spec.fps * spec.seconds);
  const padX = spec.w * 0.42;
  const padY = spec.h * 0.8;
  const puffs = makePuffs(spec, padX, padY);
  const dir = mkdtempSync(join(tmpdir(), "rocket-launch-"));
  try {
    await renderFrames(dir, {
      frames,
      render: async (i) =>
        sharp(Buffer.from(launchFrame(spec, puffs, i / spec.fps, padX, padY)))
          .png({ compressionLevel: 1 })
          .toBuffer(),
    });
    mkdirSync(dirname(outMp4), { recursive: true });
    run(FFMPEG, [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(spec.fps),
      "-i",
      join(dir, "f%04d.png"),
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "20",
      "-tune",
      "animation",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      outMp4,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Render one frame of each video as a still, for quick previews. */
export async function previewFrames(dirOut: string): Promise<void> {
  const loop: LoopSpec = { w: 1280, h: 720, fps: 24, seconds: 8 };
  const stars = makeStars(loop.w, loop.h);
  const bg = await sharp(Buffer.from(loopBackground(loop)))
    .png()
    .toBuffer();
  const earthPng = await sharp(Buffer.from(loopEarth(loop)))
    .png()
    .toBuffer();
  await sharp(bg)
    .composite([{ input: Buffer.from(loopOverlay(loop, stars, 2)) }, { input: earthPng }])
    .png()
    .toFile(join(dirOut, "loop-preview.png"));
  const clip: ClipSpec = { w: 854, h: 480, fps: 30, seconds: 5 };
  const padX = clip.w * 0.42;
  const padY = clip.h * 0.8;
  const puffs = makePuffs(clip, padX, padY);
  for (const t of [1.0, 1.8, 2.8, 4.9]) {
    await sharp(Buffer.from(launchFrame(clip, puffs, t, padX, padY)))
      .png()
      .toFile(join(dirOut, `launch-${t}.png`));
  }
}

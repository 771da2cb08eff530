/**
 * Small deterministic pseudo-random generator (mulberry32) so every render of
 * the demo media produces byte-identical SVG input. Never use Math.random here.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  (): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Approximately normal (mean 0, sd 1) via the sum of uniforms. */
  gauss(): number;
  /** A new independent generator derived from this one and a label. */
  fork(label: string): Rng;
}

/** FNV-1a hash of a string to a 32-bit unsigned seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = (typeof seed === "string" ? hashSeed(seed) : seed >>> 0) || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = next as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  rng.pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("rng.pick: empty array");
    return items[Math.floor(next() * items.length)] as T;
  };
  rng.chance = (p) => next() < p;
  rng.gauss = () => {
    let s = 0;
    for (let i = 0; i < 6; i++) s += next();
    return (s - 3) / Math.sqrt(0.5);
  };
  rng.fork = (label) => createRng((hashSeed(label) ^ Math.floor(next() * 4294967296)) >>> 0);
  return rng;
}

/** Team avatars: six stylised, non-realistic head-and-shoulders portraits. */
import type { Still } from "../lib/output.ts";
import { type PortraitOpts, portrait } from "../lib/people.ts";

const people: PortraitOpts[] = [
  {
    bg: ["#1e2a5a", "#0b1230"],
    accent: "#f59e0b",
    skin: "#c68a5c",
    clothes: "#f4f4f2",
    head: "ghutra",
    beard: true,
    hair: "#221a16",
  },
  {
    bg: ["#0f4c5c", "#0b1a33"],
    accent: "#fb923c",
    skin: "#e3b088",
    clothes: "#1f3b73",
    head: "hijab",
    headwear: "#14808a",
  },
  {
    bg: ["#3b2a78", "#151033"],
    accent: "#38bdf8",
    skin: "#8a5533",
    clothes: "#e2602a",
    head: "short",
    glasses: true,
    hair: "#141010",
  },
  {
    bg: ["#c2553a", "#3a1d4f"],
    accent: "#fde68a",
    skin: "#f2cfae",
    clothes: "#1e3a8a",
    head: "hijab",
    headwear: "#6d2848",
    glasses: true,
  },
  {
    bg: ["#0e6b6b", "#0b2a3a"],
    accent: "#fca5a5",
    skin: "#a86b45",
    clothes: "#f1efe9",
    head: "ghutra",
    headwear: "#c0262d",
    beard: true,
    hair: "#2a1d17",
  },
  {
    bg: ["#1b3b6f", "#0d6e7a"],
    accent: "#fbbf24",
    skin: "#5e3a24",
    clothes: "#2f3b52",
    head: "curly",
    collar: "#e5e7eb",
    hair: "#120d0b",
  },
];

export const teamStills: Still[] = people.map((p, i) => ({
  out: `team/portrait-${i + 1}.webp`,
  w: 600,
  h: 600,
  draw: (c) => portrait(c, p),
}));

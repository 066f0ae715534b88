/**
 * The placeholder artwork's landscape: the times of day (sky, sun, light on the
 * walls, lit windows), the sky itself, a band of distant trees, trees and shrubs.
 */
import { C, type Ctx, circle, ellipse, f, line, path, poly, rect, shade, tint } from "./svg.ts";

/** A time of day: the sky's three stops, the sun and its height, the light on the walls, the glass. */
export type TimeOfDay = {
  sky: readonly [string, string, string];
  sun: string;
  sunY: number;
  light: string;
  lightA: number;
  glass: readonly [string, string];
  lit: boolean;
  far: string;
};

export type Season = "summer" | "fall" | "winter";

export const TIMES = {
  dawn: {
    sky: ["#aebbd0", "#e9d3cf", "#f6e4d3"],
    sun: "#fbeede",
    sunY: 0.82,
    light: "#f7d9c4",
    lightA: 0.12,
    glass: ["#8a9bb0", "#c9d2dc"],
    lit: false,
    far: "#b9bcc4",
  },
  golden: {
    sky: ["#8fa3b8", "#e6c8a2", "#f5ddb4"],
    sun: "#fff0cf",
    sunY: 0.72,
    light: "#f3c98c",
    lightA: 0.16,
    glass: ["#6e8193", "#e9c99a"],
    lit: false,
    far: "#b7b2a6",
  },
  day: {
    sky: ["#9fb6cb", "#d6e1e8", "#f1eee7"],
    sun: "#ffffff",
    sunY: 0.3,
    light: "#ffffff",
    lightA: 0,
    glass: ["#5d7185", "#b8c6d2"],
    lit: false,
    far: "#b3bcc0",
  },
  dusk: {
    sky: ["#2f3e4e", "#6c6f88", "#d9a58b"],
    sun: "#f6c9a0",
    sunY: 0.9,
    light: "#3a4660",
    lightA: 0.22,
    glass: ["#f2c27a", "#f8dba6"],
    lit: true,
    far: "#5d6275",
  },
  winter: {
    sky: ["#b9c3cc", "#dde2e5", "#f2f1ee"],
    sun: "#ffffff",
    sunY: 0.4,
    light: "#dfe6ee",
    lightA: 0.08,
    glass: ["#e9c47e", "#f5dca8"],
    lit: true,
    far: "#c3c8cc",
  },
} satisfies Record<string, TimeOfDay>;

export type TimeName = keyof typeof TIMES;

export function sky(
  ctx: Ctx,
  t: TimeOfDay,
  {
    sun = true,
    sunX = 0.75,
    clouds = 3,
    h = ctx.h,
  }: { sun?: boolean; sunX?: number; clouds?: number; h?: number } = {},
) {
  const { w } = ctx;
  const g = ctx.linear([
    [0, t.sky[0]],
    [0.62, t.sky[1]],
    [1, t.sky[2]],
  ]);
  let s = rect(0, 0, w, h, g);
  if (sun) {
    const glow = ctx.radial([
      [0, t.sun, 0.9],
      [0.25, t.sun, 0.35],
      [1, t.sun, 0],
    ]);
    s += circle(w * sunX, h * t.sunY, w * 0.28, glow);
    s += circle(w * sunX, h * t.sunY, w * 0.035, t.sun, 'opacity="0.85"');
  }
  const r = ctx.r;
  for (let i = 0; i < clouds; i++) {
    const cx = r.range(0.05, 0.95) * w;
    const cy = r.range(0.08, 0.4) * h;
    const cw = r.range(0.12, 0.24) * w;
    const col = t.lit ? "#9a8aa0" : "#ffffff";
    s += `<g opacity="${f(r.range(0.25, 0.45))}">${ellipse(cx, cy, cw / 2, cw * 0.06, col)}${ellipse(cx - cw * 0.12, cy - cw * 0.05, cw * 0.22, cw * 0.07, col)}${ellipse(cx + cw * 0.1, cy - cw * 0.04, cw * 0.18, cw * 0.06, col)}</g>`;
  }
  return s;
}

// A soft band of distant trees/hills along a horizon.
export function distance(
  ctx: Ctx,
  y: number,
  color: string,
  { amp = 18, bumps = 14, h = ctx.h - y }: { amp?: number; bumps?: number; h?: number } = {},
) {
  const r = ctx.r;
  const { w } = ctx;
  let d = `M0,${f(y)}`;
  const step = w / bumps;
  for (let i = 0; i < bumps; i++) {
    const x0 = i * step;
    const peak = y - r.range(0.3, 1) * amp;
    d += ` Q${f(x0 + step / 2)},${f(peak - amp * 0.6)} ${f(x0 + step)},${f(y - r.range(0, 0.4) * amp)}`;
  }
  d += ` L${w},${f(y + h)} L0,${f(y + h)} Z`;
  return path(d, color);
}

// Deciduous or conifer tree, flat with a two-tone canopy.
export function tree(
  ctx: Ctx,
  x: number,
  baseY: number,
  size: number,
  {
    kind = "round",
    color = C.green,
    season = "summer",
  }: { kind?: "round" | "conifer" | "column"; color?: string; season?: Season } = {},
) {
  const r = ctx.r;
  let fill = color;
  if (season === "fall") fill = r.pick(["#b5653a", "#c98b3f", "#a24a2f", "#d2a14e", "#8f5a3a"]);
  if (season === "winter") fill = "#8a8178";
  const dark = shade(fill, 0.22);
  const light = tint(fill, 0.18);
  const trunk = season === "winter" ? "#6d625a" : "#5b4d43";
  let s = rect(x - size * 0.035, baseY - size * 0.45, size * 0.07, size * 0.45, trunk);
  if (kind === "conifer") {
    const c = season === "fall" ? C.greenDeep : color === C.green ? C.greenDeep : color;
    for (let i = 0; i < 3; i++) {
      const top = baseY - size * (1.25 - i * 0.28);
      const half = size * (0.22 + i * 0.09);
      const bot = baseY - size * (0.62 - i * 0.25);
      s += poly(
        [
          [x, top],
          [x + half, bot],
          [x - half, bot],
        ],
        i % 2 ? shade(c, 0.1) : c,
      );
      if (season === "winter")
        s += poly(
          [
            [x, top],
            [x + half * 0.45, top + (bot - top) * 0.45],
            [x - half * 0.45, top + (bot - top) * 0.45],
          ],
          "#f6f4f0",
        );
    }
    return s;
  }
  if (season === "winter") {
    // bare branches
    const cy = baseY - size * 0.45;
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + r.range(-0.9, 0.9);
      const len = size * r.range(0.35, 0.6);
      const sx = x;
      const sy = cy + r.range(-0.1, 0.1) * size;
      s += line(
        sx,
        sy,
        sx + Math.cos(a) * len,
        sy + Math.sin(a) * len,
        trunk,
        size * 0.018,
        'stroke-linecap="round"',
      );
    }
    s += ellipse(x, baseY - size * 0.78, size * 0.34, size * 0.32, "#8a8178", 'opacity="0.35"');
    return s;
  }
  if (kind === "column") {
    s += ellipse(x, baseY - size * 0.8, size * 0.2, size * 0.5, fill);
    s += ellipse(
      x + size * 0.06,
      baseY - size * 0.78,
      size * 0.12,
      size * 0.42,
      dark,
      'opacity="0.5"',
    );
    return s;
  }
  const cy = baseY - size * 0.78;
  s += circle(x - size * 0.18, cy + size * 0.08, size * 0.26, dark);
  s += circle(x + size * 0.2, cy + size * 0.06, size * 0.27, dark);
  s += circle(x, cy - size * 0.1, size * 0.33, fill);
  s += circle(x - size * 0.16, cy + size * 0.02, size * 0.22, fill);
  s += circle(x + size * 0.15, cy + size * 0.0, size * 0.22, fill);
  s += circle(x - size * 0.08, cy - size * 0.2, size * 0.14, light, 'opacity="0.7"');
  return s;
}

export function shrubs(ctx: Ctx, x: number, y: number, w: number, color: string = C.greenDark) {
  const r = ctx.r;
  let s = "";
  const n = Math.max(2, Math.round(w / 22));
  for (let i = 0; i < n; i++) {
    const cx = x + (i + 0.5) * (w / n);
    const rr = (w / n) * r.range(0.55, 0.8);
    s += ellipse(cx, y - rr * 0.45, rr, rr * 0.75, i % 2 ? color : shade(color, 0.1));
  }
  return s;
}

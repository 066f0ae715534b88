/**
 * The placeholder artwork's drawing kit: the palette, a seeded random source,
 * SVG shapes with coordinates rounded to a tenth, colour mixing, and a drawing
 * context that collects <defs> and hands out unique ids.
 */
import { site } from "../../content/site.ts";

export const C = {
  paper: site.colors.paper,
  stone: "#eee8df",
  sand: "#ddd5ca",
  greige: "#c9bfb2",
  warmGrey: "#9d958a",
  taupe: "#7a7168",
  slate: "#51667a",
  navy: "#2f3e4e",
  ink: "#1f2a35",
  red: site.colors.brand,
  redDark: "#6e1414",
  green: "#6f8063",
  greenDark: "#4e5e47",
  greenDeep: "#3c4a3a",
  sage: "#9aa88c",
  lawn: "#8d9c78",
  water: "#7f97a8",
};

/** FNV-1a: every drawing's variety is seeded from its id. */
export function hash(str: string) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export type Rng = (() => number) & {
  range: (lo: number, hi: number) => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(arr: readonly T[]) => T;
  chance: (p: number) => boolean;
};

/** Mulberry32, seeded by a number or a string's hash. */
export function rng(seed: number | string): Rng {
  let a = typeof seed === "string" ? hash(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(next, {
    range: (lo: number, hi: number) => lo + next() * (hi - lo),
    int: (lo: number, hi: number) => Math.floor(lo + next() * (hi - lo + 1)),
    pick: <T>(arr: readonly T[]): T => {
      const item = arr[Math.floor(next() * arr.length)];
      if (item === undefined) throw new Error("rng.pick: an empty list");
      return item;
    },
    chance: (p: number) => next() < p,
  });
}

/** The `i`-th of a repeating list (a row of books in the list's colours, over and over). */
export function cycle<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error("cycle: an empty list");
  return item;
}

export type Point = readonly [number, number];

export const f = (n: number) => Math.round(n * 10) / 10;
export const pts = (arr: readonly Point[]) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
export const poly = (arr: readonly Point[], fill: string, extra = "") =>
  `<polygon points="${pts(arr)}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w = 1,
  extra = "",
) =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${w}" ${extra}/>`;
export const path = (d: string, fill: string, extra = "") =>
  `<path d="${d}" fill="${fill}" ${extra}/>`;

const channels = (colour: string) =>
  (colour.match(/\w\w/g) ?? []).map((x) => Number.parseInt(x, 16));

/** `a` moved towards `b` by `t` (0-1), both as #rrggbb. */
export function mix(a: string, b: string, t: number) {
  const pa = channels(a);
  const pb = channels(b);
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? Number.NaN) - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
export const shade = (c: string, t: number) => mix(c, "#1f2a35", t);
export const tint = (c: string, t: number) => mix(c, "#faf7f2", t);

/** A gradient stop: offset, colour and opacity (1 unless given). */
export type Stop = readonly [number, string, number?];

export type Ctx = {
  defs: string[];
  n: number;
  r: Rng;
  w: number;
  h: number;
  seed: number;
  id: (prefix: string) => string;
  linear: (stops: readonly Stop[], x2?: number, y2?: number, x1?: number, y1?: number) => string;
  radial: (stops: readonly Stop[], cx?: number, cy?: number, r?: number) => string;
  pattern: (w2: number, h2: number, body: string) => string;
  blur: (sd: number) => string;
};

const stopsOf = (stops: readonly Stop[]) =>
  stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("");

// A drawing context: collects <defs> and hands out unique ids.
export function makeCtx(seedStr: string, w: number, h: number): Ctx {
  const ctx: Ctx = {
    defs: [],
    n: 0,
    r: rng(seedStr),
    w,
    h,
    seed: hash(seedStr),
    id: (p) => `${p}${++ctx.n}`,
    linear: (stops, x2 = 0, y2 = 1, x1 = 0, y1 = 0) => {
      const id = ctx.id("g");
      ctx.defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial: (stops, cx = 0.5, cy = 0.5, r = 0.5) => {
      const id = ctx.id("r");
      ctx.defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    pattern: (w2, h2, body) => {
      const id = ctx.id("p");
      ctx.defs.push(
        `<pattern id="${id}" width="${w2}" height="${h2}" patternUnits="userSpaceOnUse">${body}</pattern>`,
      );
      return `url(#${id})`;
    },
    blur: (sd) => {
      const id = ctx.id("b");
      ctx.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      return `filter="url(#${id})"`;
    },
  };
  return ctx;
}

/** A drawing: the SVG body it draws with a context's defs and seeded randomness. */
export type Drawing = (ctx: Ctx) => string;

export function svgDoc(ctx: Ctx, body: string, outW: number, outH: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${ctx.w} ${ctx.h}"><defs>${ctx.defs.join("")}</defs>${body}</svg>`;
}

/**
 * The home page's two wide images: a street at golden hour with a calm, darker
 * corner for the headline, and the video's poster, a shingle-style house at dusk.
 */
import { house } from "./houses/house.ts";
import { preset } from "./houses/presets.ts";
import { distance, shrubs, sky, TIMES, tree } from "./landscape.ts";
import { lamppost } from "./street-furniture.ts";
import { ground, streetRow } from "./streets.ts";
import { C, type Ctx, circle, type Drawing, mix, poly, rect, rng } from "./svg.ts";

function homeHero(ctx: Ctx) {
  const t = TIMES.golden;
  const { w, h } = ctx;
  let s = sky(ctx, t, { sunX: 0.8, clouds: 3 });
  s += distance(ctx, h * 0.6, mix(t.far, t.sky[2], 0.3), { amp: 30, bumps: 10 });
  s += distance(ctx, h * 0.66, mix(C.greenDark, t.far, 0.45), { amp: 24, bumps: 16 });
  const base = h * 0.79;
  s += ground(ctx, t, base);
  s += streetRow(ctx, t, {
    x0: -60,
    x1: w + 40,
    base,
    u: 62,
    kinds: ["hip", "colonial", "twofamily", "queen", "shingle", "colonial", "victorian"],
  });
  // foreground street trees and lamps
  s += lamppost(w * 0.62, h * 0.86, 70) + lamppost(w * 0.93, h * 0.86, 70);
  s += tree(ctx, w * 0.07, h * 0.88, 330, { color: C.greenDeep });
  s += tree(ctx, w * 0.34, h * 0.88, 260, { color: C.greenDark });
  // calm, darker tone at the bottom left for the headline
  s += rect(
    0,
    0,
    w,
    h,
    ctx.linear(
      [
        [0, "#1f2a35", 0.55],
        [0.35, "#1f2a35", 0.32],
        [0.6, "#1f2a35", 0.0],
      ],
      1,
      0,
    ),
  );
  s += rect(
    0,
    0,
    w,
    h,
    ctx.linear([
      [0.45, "#1f2a35", 0],
      [1, "#1f2a35", 0.35],
    ]),
  );
  s += rect(
    0,
    0,
    w,
    h,
    ctx.linear(
      [
        [0, t.light, 0],
        [1, t.light, 0.12],
      ],
      1,
      0,
    ),
  );
  return s;
}

function videoPoster(ctx: Ctx) {
  const t = TIMES.dusk;
  const { w, h } = ctx;
  let s = sky(ctx, t, { sunX: 0.2, clouds: 2 });
  s += distance(ctx, h * 0.66, "#4c5468", { amp: 30, bumps: 8 });
  s += distance(ctx, h * 0.72, "#3a4552", { amp: 40, bumps: 12 });
  const base = h * 0.84;
  s += rect(
    0,
    base,
    w,
    h - base,
    ctx.linear([
      [0, "#55614f"],
      [1, "#3b4538"],
    ]),
  );
  const u = 112;
  s += house(ctx, {
    ...preset("shingle", rng("poster"), u, t),
    x: w * 0.5 - u * 2.3,
    base,
    w: u * 4.6,
    body: "#8a7560",
    roofCol: "#3a3836",
    door: C.red,
    dormers: 3,
    porch: "entry",
    shutters: null,
    trim: "#efe9df",
  });
  // wing
  s += house(ctx, {
    x: w * 0.5 + u * 2.3,
    base,
    w: u * 1.8,
    sh: u * 0.9,
    storeys: 1,
    roof: "hip",
    roofH: u * 0.7,
    cols: 2,
    body: "#7d6a57",
    texture: "shingle",
    roofCol: "#3a3836",
    trim: "#efe9df",
    door: false,
    t,
  });
  s += house(ctx, {
    x: w * 0.5 - u * 2.3 - u * 1.5,
    base,
    w: u * 1.5,
    sh: u * 0.85,
    storeys: 1,
    roof: "side",
    roofH: u * 0.55,
    cols: 1,
    body: "#7d6a57",
    texture: "shingle",
    roofCol: "#3a3836",
    trim: "#efe9df",
    door: false,
    t,
  });
  // path and lawn lights
  s += poly(
    [
      [w * 0.5 - 20, base + 2],
      [w * 0.5 + 20, base + 2],
      [w * 0.5 + 90, h],
      [w * 0.5 - 90, h],
    ],
    "#b5a890",
    'opacity="0.75"',
  );
  for (const px of [-110, 110, -70, 70])
    s +=
      circle(
        w * 0.5 + px * (Math.abs(px) > 100 ? 1 : 1.4),
        base + (Math.abs(px) > 100 ? 20 : 60),
        3.5,
        "#ffe2a8",
      ) +
      circle(
        w * 0.5 + px * (Math.abs(px) > 100 ? 1 : 1.4),
        base + (Math.abs(px) > 100 ? 20 : 60),
        22,
        ctx.radial([
          [0, "#ffd98f", 0.45],
          [1, "#ffd98f", 0],
        ]),
      );
  s +=
    shrubs(ctx, w * 0.5 - u * 2.3, base + 4, u * 1.6, "#34432f") +
    shrubs(ctx, w * 0.5 + u * 0.8, base + 4, u * 1.6, "#34432f");
  s += tree(ctx, w * 0.1, base + 30, 420, { kind: "conifer", color: "#2c3a2e" });
  s += tree(ctx, w * 0.2, base + 24, 300, { kind: "conifer", color: "#344436" });
  s += tree(ctx, w * 0.9, base + 30, 380, { color: "#3a4a3a" });
  s += rect(
    0,
    0,
    w,
    h,
    ctx.linear([
      [0, "#1f2a35", 0],
      [0.7, "#1f2a35", 0],
      [1, "#1f2a35", 0.3],
    ]),
  );
  return s;
}

export const HERO_DRAWINGS: [string, Drawing][] = [
  ["hero/home", homeHero],
  ["hero/video-poster", videoPoster],
];

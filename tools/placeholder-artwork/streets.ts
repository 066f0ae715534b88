/**
 * Streets: the lawn, pavement and road in front of the houses, a row of houses
 * along it with shrubs and street trees, the darker edges every scene gets, and
 * the street scene a blog post gets when no town or still life fits it.
 */
import { type HouseOptions, house } from "./houses/house.ts";
import { type HouseKind, preset } from "./houses/presets.ts";
import {
  distance,
  type Season,
  shrubs,
  sky,
  TIMES,
  type TimeName,
  type TimeOfDay,
  tree,
} from "./landscape.ts";
import { C, type Ctx, cycle, line, mix, rect, shade } from "./svg.ts";

export function ground(
  ctx: Ctx,
  _t: TimeOfDay,
  y: number,
  {
    street = true,
    season = "summer",
    sidewalk = true,
  }: { street?: boolean; season?: Season; sidewalk?: boolean } = {},
) {
  const { w, h } = ctx;
  const lawnCol = season === "winter" ? "#f4f3f0" : season === "fall" ? "#9a9a6e" : C.lawn;
  let s = rect(
    0,
    y,
    w,
    h - y,
    ctx.linear([
      [0, lawnCol],
      [1, shade(lawnCol, 0.12)],
    ]),
  );
  if (sidewalk) {
    const sy = y + (h - y) * 0.28;
    s += rect(0, sy, w, (h - y) * 0.14, season === "winter" ? "#dcdcd8" : "#d6cfc5");
    for (let i = 0; i < 40; i++)
      s += line(
        (w / 40) * i,
        sy,
        (w / 40) * i - 6,
        sy + (h - y) * 0.14,
        "#b8afa5",
        1,
        'opacity="0.6"',
      );
    if (street) {
      const cy = sy + (h - y) * 0.14;
      s += rect(0, cy, w, 5, "#bdb4a9");
      s += rect(
        0,
        cy + 5,
        w,
        h - cy,
        ctx.linear([
          [0, "#5c6168"],
          [1, "#474c53"],
        ]),
      );
      if (season === "winter") s += rect(0, cy + 5, w, 10, "#eceae6");
      for (let i = 0; i < 8; i++)
        s += rect((w / 8) * i + 20, cy + (h - cy) * 0.55, w / 16, 4, "#d9cf9f", 'opacity="0.7"');
    }
  }
  return s;
}

// The row of houses along a street, left to right.
export function streetRow(
  ctx: Ctx,
  t: TimeOfDay,
  {
    x0,
    x1,
    base,
    u,
    kinds,
    season = "summer",
    gap = [12, 40],
    trees = true,
  }: {
    x0: number;
    x1: number;
    base: number;
    u: number;
    kinds: readonly HouseKind[];
    season?: Season;
    gap?: readonly [number, number];
    trees?: boolean;
  },
) {
  const r = ctx.r;
  let s = "";
  let x = x0;
  let i = 0;
  const parts: HouseOptions[] = [];
  while (x < x1) {
    const o = {
      ...preset(cycle(kinds, i), r, u * r.range(0.92, 1.08), t),
      x,
      base,
      snow: season === "winter",
    };
    parts.push(o);
    x += o.w + r.range(gap[0], gap[1]) + u * 0.3;
    i++;
  }
  for (const o of parts) s += house(ctx, o);
  for (const o of parts)
    for (const at of [0.05, 0.65])
      s += shrubs(
        ctx,
        o.x + o.w * at,
        base + 2,
        o.w * 0.3,
        season === "winter" ? "#c8ccc8" : C.greenDark,
      );
  if (trees)
    for (const o of parts.slice(0, -1)) {
      if (r.chance(0.7))
        s += tree(ctx, o.x + o.w + u * 0.35, base + u * 0.55, u * r.range(2.4, 3.1), {
          season,
          color: r.pick([C.green, C.greenDark, "#7d8c66"]),
        });
    }
  return s;
}

export function vignette(ctx: Ctx, a = 0.18) {
  return rect(
    0,
    0,
    ctx.w,
    ctx.h,
    ctx.radial(
      [
        [0.6, "#1f2a35", 0],
        [1, "#1f2a35", a],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

/** A street of `kinds` of houses under the sky of `time`, in `season`. */
export function streetScene(
  ctx: Ctx,
  {
    time,
    season = "summer",
    kinds,
    u,
    baseAt,
  }: { time: TimeName; season?: Season; kinds: readonly HouseKind[]; u: number; baseAt: number },
) {
  const t = TIMES[season === "winter" ? "winter" : time];
  const { w, h } = ctx;
  let s = sky(ctx, t, { sunX: ctx.r.pick([0.2, 0.8]), clouds: 2, h: h * 0.8 });
  s += distance(ctx, h * 0.5, mix(t.far, t.sky[2], 0.3), { amp: 26, bumps: 8 });
  s += distance(ctx, h * 0.56, mix(season === "fall" ? "#8f5a3a" : C.greenDark, t.far, 0.45), {
    amp: 22,
    bumps: 12,
  });
  const base = h * baseAt;
  s += ground(ctx, t, base, { season });
  s += streetRow(ctx, t, { x0: -40, x1: w + 30, base, u, kinds, season });
  s += vignette(ctx, 0.14);
  return s;
}

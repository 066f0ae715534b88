/**
 * The portfolio's homes: one house (or a row of three brick townhouses) on its
 * lawn, with a walkway, hedges, trees and, once sold, the sign.
 */
import { house } from "./houses/house.ts";
import { type HouseKind, preset } from "./houses/presets.ts";
import { distance, shrubs, sky, TIMES, type TimeName, tree } from "./landscape.ts";
import { soldSign } from "./street-furniture.ts";
import { vignette } from "./streets.ts";
import { C, type Ctx, type Drawing, mix, poly, rect, shade } from "./svg.ts";

/** A home: its type, light, colours (the type's own where not given), and whether it sold. */
export type HomeSpec = {
  kind: HouseKind;
  time: TimeName;
  body?: string;
  door?: string;
  shutters?: string | null;
  trim?: string;
  sold?: boolean;
  /** Three attached brick townhouses instead of one house. */
  row?: boolean;
};

export const PORTFOLIO: readonly HomeSpec[] = [
  { kind: "colonial", time: "day", body: "#f3eee6", shutters: "#26302a", door: C.red, sold: true },
  { kind: "twofamily", time: "golden", body: "#a7b3bd", door: C.navy },
  { kind: "queen", time: "dawn", body: "#8f9a86", door: C.red },
  { kind: "cape", time: "day", body: "#9d958a", door: C.red, shutters: "#f4f1ec", sold: true },
  { kind: "brick", time: "golden", row: true, door: C.navy },
  { kind: "triple", time: "day", body: "#e4d6b8", door: C.red },
  { kind: "gambrel", time: "dawn", body: "#51667a", door: "#f4f1ec", shutters: null, sold: true },
  { kind: "mansard", time: "golden", body: "#d8cfc2", door: C.red },
  { kind: "hip", time: "dusk", body: "#2f3e4e", door: C.red, shutters: null, trim: "#f4f1ec" },
];

export function singleHome(ctx: Ctx, spec: HomeSpec) {
  const r = ctx.r;
  const t = TIMES[spec.time];
  const { w, h } = ctx;
  let s = sky(ctx, t, { sunX: r.pick([0.15, 0.85]), clouds: 2 });
  s += distance(ctx, h * 0.66, mix(t.far, t.sky[2], 0.25), { amp: 26, bumps: 9 });
  s += distance(ctx, h * 0.72, mix(C.greenDark, t.far, t.lit ? 0.6 : 0.35), { amp: 30, bumps: 13 });
  const base = h * 0.82;
  s += rect(
    0,
    base,
    w,
    h - base,
    ctx.linear([
      [0, t.lit ? "#55614f" : C.lawn],
      [1, shade(t.lit ? "#55614f" : C.lawn, 0.18)],
    ]),
  );
  const u = spec.kind === "brick" || spec.kind === "triple" ? 120 : 128;
  const { kind, time: _time, sold: _sold, row: _row, ...colours } = spec;
  const o = { ...preset(kind, r, u, t), ...colours };
  if (spec.row) {
    // three attached townhouses
    const bw = u * 2.1;
    const x0 = w / 2 - bw * 1.5;
    const bodies = ["#9c5a45", "#8a4a3a", "#a8654c"];
    for (const [i, body] of bodies.entries())
      s += house(ctx, {
        ...o,
        x: x0 + bw * i,
        w: bw,
        base,
        body,
        door: i === 1 ? C.red : C.navy,
        corniceCol: i === 1 ? "#2f3e4e" : "#f1ece4",
      });
  } else {
    s += house(ctx, { ...o, x: w / 2 - o.w / 2, base });
  }
  // walkway, hedges, trees
  s += poly(
    [
      [w / 2 - 16, base + 6],
      [w / 2 + 16, base + 6],
      [w / 2 + 70, h],
      [w / 2 - 70, h],
    ],
    t.lit ? "#8e8474" : "#d6cfc5",
  );
  s +=
    shrubs(ctx, w / 2 - 330, base + 6, 260, t.lit ? "#34432f" : C.greenDark) +
    shrubs(ctx, w / 2 + 70, base + 6, 260, t.lit ? "#34432f" : C.greenDark);
  const tc = t.lit ? "#3a4a3a" : r.pick([C.green, C.greenDark]);
  s += tree(ctx, w * 0.06, base + 40, r.range(380, 470), {
    color: tc,
    kind: r.chance(0.35) ? "conifer" : "round",
  });
  s += tree(ctx, w * 0.95, base + 50, r.range(340, 430), { color: tc });
  if (spec.sold) s += soldSign(w * 0.7, base + 70, 110);
  s += vignette(ctx, 0.12);
  return s;
}

export const PORTFOLIO_DRAWINGS: [string, Drawing][] = PORTFOLIO.map((spec, i) => [
  `portfolio/home-${String(i + 1).padStart(2, "0")}`,
  (ctx) => singleHome(ctx, spec),
]);

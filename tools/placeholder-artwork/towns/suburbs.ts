/**
 * The suburbs' portraits: Newton's stone church over Victorian shops,
 * Lexington's green between colonials, Needham's commuter rail depot, and
 * Arlington's river and its bikeway.
 */
import { house } from "../houses/house.ts";
import { preset } from "../houses/presets.ts";
import { distance, shrubs, sky, tree } from "../landscape.ts";
import { lamppost } from "../street-furniture.ts";
import { streetRow } from "../streets.ts";
import { C, f, mix, path, rect, shade } from "../svg.ts";
import { depot, steeple, stoneChurch, victorianShops } from "./buildings.ts";
import { commuterTrain, cyclist, river, sidewalkStreet } from "./streetscapes.ts";
import type { Town } from "./towns.ts";

export const SUBURBS: Record<string, Town> = {
  newton: {
    time: "golden",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const base = h * 0.66;
      let s = sky(ctx, t, { sunX: 0.2, clouds: 2, h: h * 0.6 });
      s += distance(ctx, h * 0.4, mix(C.greenDark, t.far, 0.45), { amp: 30, bumps: 10 });
      s += tree(ctx, w * 0.08, base - 280 * U, 360 * U, { color: C.greenDark });
      s += stoneChurch(w * 0.56, base - 260 * U, U, t);
      s += victorianShops(ctx, base, U, t);
      s += sidewalkStreet(ctx, base, U, { walk: 70 });
      s += tree(ctx, w * 0.04, base + 56 * U, 480 * U, { color: C.greenDark });
      s += lamppost(w * 0.3, base + 56 * U, 170 * U) + lamppost(w * 0.78, base + 56 * U, 170 * U);
      s += tree(ctx, w * 0.98, base + 56 * U, 420 * U, { color: C.green });
      return s;
    },
  },
  lexington: {
    time: "day",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const r = ctx.r;
      const base = h * 0.56;
      let s = sky(ctx, t, { sunX: 0.82, clouds: 3, h: h * 0.6 });
      s += distance(ctx, h * 0.44, mix(C.greenDark, t.far, 0.35), { amp: 40, bumps: 9 });
      s += rect(
        0,
        base - 4,
        w,
        h - base,
        ctx.linear([
          [0, "#98a882"],
          [1, shade(C.lawn, 0.18)],
        ]),
      );
      const u = 62 * U;
      for (const fx of [0.02, 0.66])
        s += house(ctx, {
          ...preset("colonial", r, u, t),
          x: w * fx,
          base,
          body: r.pick(["#f3eee6", "#e9e1d4", "#e4d6b8", "#d8cfc2"]),
        });
      s += tree(ctx, w * 0.33, base + 6 * U, 300 * U, { color: C.greenDark });
      s += tree(ctx, w * 0.63, base + 2 * U, 240 * U, { color: C.green });
      s += steeple(w * 0.48, base + 10 * U, 210 * U, t);
      s += shrubs(ctx, w * 0.4, base + 4, w * 0.2, C.greenDark);
      // paths across the green, the flagpole and a fence
      s += path(
        `M${f(w * 0.47)},${f(base + 2)} L${f(w * 0.53)},${f(base + 2)} L${f(w * 0.8)},${f(h)} L${f(w * 0.46)},${f(h)} Z`,
        "#d6cfc5",
        'opacity="0.75"',
      );
      s += path(
        `M0,${f(h * 0.74)} Q${f(w * 0.4)},${f(h * 0.66)} ${f(w * 0.5)},${f(base + 30 * U)} L${f(w * 0.52)},${f(base + 34 * U)} Q${f(w * 0.42)},${f(h * 0.7)} 0,${f(h * 0.79)} Z`,
        "#d6cfc5",
        'opacity="0.6"',
      );
      s += rect(w * 0.22, base - 230 * U, 6 * U, 330 * U, "#efe9df");
      s += rect(w * 0.22 + 6 * U, base - 226 * U, 90 * U, 56 * U, C.red);
      for (let k = 1; k < 5; k += 2)
        s += rect(
          w * 0.22 + 6 * U,
          base - 226 * U + k * 11 * U,
          90 * U,
          11 * U,
          "#faf7f2",
          'opacity="0.85"',
        );
      s += rect(w * 0.22 + 6 * U, base - 226 * U, 36 * U, 28 * U, C.navy);
      s += tree(ctx, w * -0.04, h * 0.84, 600 * U, { color: C.greenDeep });
      return s;
    },
  },
  needham: {
    time: "dawn",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const plat = h * 0.55;
      let s = sky(ctx, t, { sunX: 0.8, clouds: 2, h: h * 0.6 });
      s += distance(ctx, h * 0.31, mix(t.far, t.sky[2], 0.2), { amp: 30, bumps: 8 });
      s += distance(ctx, h * 0.37, mix(C.greenDark, t.far, 0.4), { amp: 26, bumps: 12 });
      s += rect(0, h * 0.41, w, plat - h * 0.41, mix(C.lawn, t.far, 0.3));
      s += streetRow(ctx, t, {
        x0: w * 0.3,
        x1: w + 40,
        base: h * 0.43,
        u: 50 * U,
        kinds: ["colonial", "cape", "hip"],
      });
      s += depot(ctx, w * 0.06, plat, U, t);
      // platform with canopy posts and a yellow edge
      s += rect(0, plat, w, 40 * U, "#c9c1b7") + rect(0, plat + 40 * U, w, 8 * U, "#d9b84a");
      const track = plat + 170 * U;
      s += rect(0, plat + 48 * U, w, track - plat, "#6b645c");
      s += commuterTrain(w * 0.46, track, U, t, w);
      s += rect(0, track, w, 10 * U, "#8e9297") + rect(0, track + 10 * U, w, 16 * U, "#5b4d43");
      for (let x = 0; x < w; x += 40 * U) s += rect(x, track + 26 * U, 22 * U, 8 * U, "#3b3530");
      s += rect(0, track + 50 * U, w, 10 * U, "#8e9297");
      // the near platform we stand on
      const near = track + 90 * U;
      s += rect(0, track + 60 * U, w, near - track - 60 * U, "#5b554f");
      s += rect(0, near, w, 10 * U, "#d9b84a");
      s += rect(
        0,
        near + 10 * U,
        w,
        h,
        ctx.linear([
          [0, "#b8afa5"],
          [1, "#7b7268"],
        ]),
      );
      s += lamppost(w * 0.36, plat + 20 * U, 150 * U);
      s +=
        rect(w * 0.12, near + 120 * U, 200 * U, 14 * U, "#6b4f3a") +
        rect(w * 0.12 + 10 * U, near + 134 * U, 10 * U, 30 * U, "#3b3f45") +
        rect(w * 0.12 + 180 * U, near + 134 * U, 10 * U, 30 * U, "#3b3f45");
      return s;
    },
  },
  arlington: {
    time: "golden",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const shore = h * 0.42;
      let s = sky(ctx, t, { sunX: 0.78, clouds: 2, h: h * 0.45 });
      s += distance(ctx, h * 0.3, mix(C.greenDark, t.far, 0.45), { amp: 34, bumps: 10 });
      s += rect(0, h * 0.32, w, shore - h * 0.32, mix(C.lawn, t.far, 0.3));
      s += streetRow(ctx, t, {
        x0: -30,
        x1: w + 30,
        base: shore - 8 * U,
        u: 50 * U,
        kinds: ["victorian", "colonial", "twofamily", "cape"],
      });
      s += rect(0, shore - 10 * U, w, 12 * U, C.greenDark);
      s += river(ctx, shore, h * 0.28, t);
      // reflections of the far shore
      s += rect(0, shore, w, 30 * U, C.greenDark, 'opacity="0.25"');
      const near = h * 0.7;
      s += path(
        `M0,${f(near)} Q${f(w * 0.5)},${f(near - 50 * U)} ${f(w)},${f(near)} L${f(w)},${f(h)} L0,${f(h)} Z`,
        ctx.linear([
          [0, C.lawn],
          [1, shade(C.lawn, 0.3)],
        ]),
      );
      // the bikeway
      s += path(
        `M0,${f(near + 60 * U)} Q${f(w * 0.5)},${f(near + 10 * U)} ${f(w)},${f(near + 70 * U)} L${f(w)},${f(near + 130 * U)} Q${f(w * 0.5)},${f(near + 70 * U)} 0,${f(near + 120 * U)} Z`,
        "#8a8178",
      );
      s += path(
        `M0,${f(near + 90 * U)} Q${f(w * 0.5)},${f(near + 40 * U)} ${f(w)},${f(near + 100 * U)}`,
        "none",
        `stroke="#efe9df" stroke-width="${3 * U}" stroke-dasharray="${20 * U} ${16 * U}"`,
      );
      s += cyclist(w * 0.56, near + 62 * U, U);
      s +=
        rect(w * 0.22, near - 30 * U, 110 * U, 12 * U, "#6b4f3a") +
        rect(w * 0.22 + 8 * U, near - 18 * U, 8 * U, 22 * U, "#3b3f45") +
        rect(w * 0.22 + 94 * U, near - 18 * U, 8 * U, 22 * U, "#3b3f45");
      s += tree(ctx, w * 0.04, near + 20 * U, 560 * U, { color: C.greenDark });
      s += tree(ctx, w * 0.96, near + 30 * U, 500 * U, { color: "#7d8c66" });
      return s;
    },
  },
};

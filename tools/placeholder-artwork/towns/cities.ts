/**
 * The cities' portraits: Cambridge's dome over the river, Somerville's
 * triple-deckers on a hill, Waltham's mill and clock tower over the river,
 * Medford's river bend between wooded banks, and Malden's elevated Orange Line
 * over a brick square.
 */
import { distance, sky, tree } from "../landscape.ts";
import { lamppost } from "../street-furniture.ts";
import { streetRow } from "../streets.ts";
import { C, cycle, f, line, mix, path, rect, shade, tint } from "../svg.ts";
import { brickFill, domeBuilding, millScene } from "./buildings.ts";
import { archBridge, elevatedLine, river, tripleHill } from "./streetscapes.ts";
import type { Town } from "./towns.ts";

export const CITIES: Record<string, Town> = {
  cambridge: {
    time: "dusk",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const base = h * 0.5;
      let s = sky(ctx, t, { sunX: 0.25, clouds: 2, h: h * 0.55 });
      s += domeBuilding(w * 0.64, base - 30 * U, U, t);
      s += streetRow(ctx, t, {
        x0: -30,
        x1: w + 30,
        base,
        u: 56 * U,
        kinds: ["brick", "brick", "mansard", "brick", "brick"],
        gap: [0, 2],
        trees: false,
      });
      s += rect(0, base, w, 40 * U, "#3f4d3d");
      const water = h * 0.62;
      s += river(ctx, base + 40 * U, h, t);
      s += rect(0, base + 40 * U, w, 90 * U, "#2f3e4e", 'opacity="0.25"');
      s += archBridge(ctx, h * 0.55, U, water + 40 * U, t);
      for (let i = 0; i < 10; i++) {
        const x = ctx.r.range(0, w);
        s += rect(
          x,
          water + 60 * U + ctx.r.range(0, 200) * U,
          ctx.r.range(30, 90) * U,
          3 * U,
          "#f2c27a",
          'opacity="0.5"',
        );
      }
      return s;
    },
  },
  somerville: {
    time: "day",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      let s = sky(ctx, t, { sunX: 0.2, clouds: 2, h: h * 0.5 });
      s += distance(ctx, h * 0.36, mix(C.greenDark, t.far, 0.45), { amp: 30, bumps: 10 });
      s += tripleHill(ctx, t, U);
      s += lamppost(w * 0.3, h * 0.79, 160 * U);
      return s;
    },
  },
  waltham: {
    time: "golden",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const base = h * 0.6;
      let s = sky(ctx, t, { sunX: 0.15, clouds: 2, h: h * 0.6 });
      s += distance(ctx, h * 0.42, mix(C.greenDark, t.far, 0.45), { amp: 30, bumps: 10 });
      s += millScene(ctx, w * 0.02, base, w * 0.96, 420 * U, U, t);
      s += rect(0, base, w, 24 * U, "#9a9189");
      s += river(ctx, base + 24 * U, h, t);
      // reflection of the mill and the dam's white spill
      s += rect(0, base + 24 * U, w, 130 * U, "#9c5a45", 'opacity="0.22"');
      s += rect(0, base + 150 * U, w, 26 * U, "#f4f1ec", 'opacity="0.75"');
      s += rect(0, base + 176 * U, w, 16 * U, "#dfe6ee", 'opacity="0.4"');
      s += tree(ctx, w * 0.02, base + 60 * U, 420 * U, { color: C.greenDark });
      return s;
    },
  },
  medford: {
    time: "dawn",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const r = ctx.r;
      let s = sky(ctx, t, { sunX: 0.7, clouds: 2, h: h * 0.45 });
      s += distance(ctx, h * 0.3, mix(t.far, t.sky[2], 0.2), { amp: 40, bumps: 7 });
      s += rect(0, h * 0.34, w, h, mix(C.lawn, t.far, 0.25));
      s += streetRow(ctx, t, {
        x0: -20,
        x1: w + 30,
        base: h * 0.42,
        u: 56 * U,
        kinds: ["cape", "colonial", "gambrel"],
        trees: false,
      });
      // woods on both banks
      for (let i = 0; i < 12; i++) {
        const x = (i % 2 ? r.range(-0.05, 0.3) : r.range(0.72, 1.05)) * w;
        s += tree(ctx, x, h * 0.46 + r.range(0, 40) * U, r.range(200, 300) * U, {
          kind: r.chance(0.5) ? "conifer" : "round",
          color: r.pick([C.green, C.greenDark, C.greenDeep, "#7d8c66"]),
        });
      }
      // the river bend, narrow far away and wide in front
      const water = ctx.linear([
        [0, mix(C.water, t.sky[1], 0.4)],
        [1, shade(C.water, 0.3)],
      ]);
      s += path(
        `M${f(w * 0.5)},${f(h * 0.48)} C${f(w * 0.95)},${f(h * 0.52)} ${f(w * 0.95)},${f(h * 0.6)} ${f(w * 0.4)},${f(h * 0.66)} C${f(w * -0.1)},${f(h * 0.72)} ${f(w * 0.05)},${f(h * 0.8)} ${f(w * 0.15)},${f(h)} L${f(w * 1.05)},${f(h)} C${f(w * 0.55)},${f(h * 0.8)} ${f(w * 0.6)},${f(h * 0.72)} ${f(w * 0.85)},${f(h * 0.66)} C${f(w * 1.15)},${f(h * 0.58)} ${f(w * 0.8)},${f(h * 0.5)} ${f(w * 0.58)},${f(h * 0.48)} Z`,
        water,
      );
      s += path(
        `M${f(w * 0.6)},${f(h * 0.6)} q${f(80 * U)},0 ${f(160 * U)},${f(-8 * U)}`,
        "none",
        `stroke="${tint(C.water, 0.6)}" stroke-width="${3 * U}" opacity="0.6"`,
      );
      s += path(
        `M${f(w * 0.35)},${f(h * 0.8)} q${f(120 * U)},0 ${f(220 * U)},${f(-10 * U)}`,
        "none",
        `stroke="${tint(C.water, 0.6)}" stroke-width="${3 * U}" opacity="0.5"`,
      );
      for (const [fx, fy, sz, kind] of [
        [0.06, 0.62, 520, "conifer"],
        [0.16, 0.58, 380, "round"],
        [0.92, 0.74, 540, "conifer"],
        [0.8, 0.72, 360, "round"],
      ] as const)
        s += tree(ctx, w * fx, h * fy, sz * U, {
          kind,
          color: kind === "conifer" ? C.greenDeep : C.greenDark,
        });
      return s;
    },
  },
  malden: {
    time: "day",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const base = h * 0.62;
      let s = sky(ctx, t, { sunX: 0.8, clouds: 2, h: h * 0.5 });
      // taller brick blocks behind
      for (let x = -20 * U, i = 0; x < w; i++) {
        const bw = (180 + (i % 3) * 40) * U;
        const top = h * (0.18 + ((i * 7) % 5) * 0.03);
        s += brickFill(
          ctx,
          x,
          top,
          bw - 10 * U,
          base - top,
          mix(cycle(["#a8654c", "#9c5a45", "#b9a48a"], i), t.far, 0.35),
          6 * U,
        );
        for (let yy = top + 30 * U; yy < base - 60 * U; yy += 60 * U)
          for (let xx = x + 20 * U; xx < x + bw - 40 * U; xx += 44 * U)
            s += rect(xx, yy, 22 * U, 32 * U, mix(t.glass[0], t.far, 0.3));
        x += bw;
      }
      s += streetRow(ctx, t, {
        x0: -30,
        x1: w + 30,
        base,
        u: 62 * U,
        kinds: ["brick", "mansard", "brick", "brick"],
        gap: [0, 4],
        trees: false,
      });
      s += elevatedLine(ctx, h * 0.45, U, t, w * 0.08);
      // the brick square
      s += rect(
        0,
        base,
        w,
        h - base,
        ctx.linear([
          [0, "#b36b5a"],
          [1, "#7d4636"],
        ]),
      );
      s += rect(
        0,
        base,
        w,
        h - base,
        ctx.pattern(
          f(60 * U),
          f(24 * U),
          line(0, 23 * U, 60 * U, 23 * U, "#e9d6c6", 1.5, 'opacity="0.35"') +
            line(30 * U, 0, 30 * U, 12 * U, "#e9d6c6", 1.5, 'opacity="0.3"') +
            line(0, 12 * U, 60 * U, 12 * U, "#e9d6c6", 1.5, 'opacity="0.35"'),
        ),
      );
      s += tree(ctx, w * 0.12, h * 0.76, 380 * U, { color: C.greenDark });
      s += tree(ctx, w * 0.88, h * 0.78, 360 * U, { color: C.green });
      s += lamppost(w * 0.36, h * 0.74, 160 * U) + lamppost(w * 0.64, h * 0.74, 160 * U);
      return s;
    },
  },
};

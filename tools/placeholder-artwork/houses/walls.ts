/**
 * A facade's walls: the foundation, the siding (clapboard, shingle or brick),
 * the corner boards and the light on them, and what stands out of them (a
 * Victorian turret, a bay window).
 */
import { type Ctx, f, line, poly, rect, tint } from "../svg.ts";
import type { Facade } from "./house.ts";
import { sashWindow } from "./windows.ts";

export function walls(ctx: Ctx, fc: Facade) {
  const { o, t, x, w, sh, found, base, bodyH, top, trim, body, lineCol } = fc;
  let s = "";
  // foundation
  s += rect(x + w * 0.01, base - found, w * 0.98, found, o.foundCol || "#9a9189");
  // body
  s += rect(x, top, w, bodyH, body);
  // texture
  if (o.texture === "clap" || o.texture === undefined) {
    const step = Math.max(4, sh * 0.075);
    const pat = ctx.pattern(
      10,
      f(step),
      line(0, step - 0.6, 10, step - 0.6, lineCol, 0.9, 'opacity="0.22"'),
    );
    s += rect(x, top, w, bodyH, pat);
  } else if (o.texture === "shingle") {
    const step = Math.max(4, sh * 0.07);
    const sw = step * 1.3;
    const pat = ctx.pattern(
      f(sw * 2),
      f(step * 2),
      line(0, step - 0.6, sw * 2, step - 0.6, lineCol, 0.8, 'opacity="0.25"') +
        line(0, step * 2 - 0.6, sw * 2, step * 2 - 0.6, lineCol, 0.8, 'opacity="0.25"') +
        line(sw * 0.5, 0, sw * 0.5, step, lineCol, 0.6, 'opacity="0.18"') +
        line(sw * 1.5, step, sw * 1.5, step * 2, lineCol, 0.6, 'opacity="0.18"'),
    );
    s += rect(x, top, w, bodyH, pat);
  } else if (o.texture === "brick") {
    const bh = Math.max(3, sh * 0.045);
    const bw = bh * 3;
    const mortar = tint(body, 0.35);
    const pat = ctx.pattern(
      f(bw),
      f(bh * 2),
      line(0, bh - 0.3, bw, bh - 0.3, mortar, 0.6, 'opacity="0.55"') +
        line(0, bh * 2 - 0.3, bw, bh * 2 - 0.3, mortar, 0.6, 'opacity="0.55"') +
        line(bw / 2, 0, bw / 2, bh, mortar, 0.6, 'opacity="0.45"') +
        line(0.3, bh, 0.3, bh * 2, mortar, 0.6, 'opacity="0.45"'),
    );
    s += rect(x, top, w, bodyH, pat);
  }
  // corner boards & storey band
  if (o.texture !== "brick") {
    s += rect(x, top, w * 0.025, bodyH, trim) + rect(x + w * 0.975, top, w * 0.025, bodyH, trim);
  }
  // light wash from the sun side
  s += rect(
    x,
    top,
    w,
    bodyH,
    ctx.linear(
      [
        [0, t.light, t.lightA * 1.4],
        [1, "#000000", 0.06],
      ],
      1,
      0,
    ),
  );

  return s;
}

/** A Victorian turret on the left. */
export function tower(ctx: Ctx, fc: Facade) {
  const { o, t, x, w, sh, storeys, found, base, top, trim, body, rc } = fc;
  if (!o.tower) return "";
  let s = "";
  const tw = w * 0.26;
  const tx = x - tw * 0.25;
  const ttop = top - sh * 0.35;
  s += rect(tx, ttop, tw, base - found - ttop, body);
  s += rect(
    tx,
    ttop,
    tw,
    base - found - ttop,
    ctx.linear(
      [
        [0, "#000", 0.0],
        [1, "#000", 0.12],
      ],
      1,
      0,
    ),
  );
  s += poly(
    [
      [tx - tw * 0.1, ttop + 2],
      [tx + tw / 2, ttop - tw * 1.25],
      [tx + tw * 1.1, ttop + 2],
    ],
    rc,
  );
  s += rect(tx - tw * 0.08, ttop - 1, tw * 1.16, sh * 0.06, trim);
  for (let i = 0; i < storeys; i++) {
    s += sashWindow(
      ctx,
      tx + tw * 0.28,
      base - found - (i + 1) * sh + sh * 0.22,
      tw * 0.44,
      sh * 0.56,
      trim,
      t,
      {},
    );
  }
  s += sashWindow(ctx, tx + tw * 0.33, ttop + sh * 0.1, tw * 0.34, sh * 0.24, trim, t, {});
  return s;
}

/** A bay window on the ground floor. */
export function bayWindow(ctx: Ctx, fc: Facade) {
  const { o, t, x, w, sh, found, base, trim, body, rc } = fc;
  if (!o.bay) return "";
  let s = "";
  const bw = w * 0.3;
  const bx = x + w * (o.bayX ?? 0.12);
  const by = base - found - sh * 0.85;
  s += rect(bx, by, bw, sh * 0.85, body);
  s += rect(
    bx,
    by,
    bw,
    sh * 0.85,
    ctx.linear(
      [
        [0, "#000", 0],
        [0.3, "#000", 0.08],
        [0.7, "#000", 0.08],
        [1, "#000", 0.16],
      ],
      1,
      0,
    ),
  );
  s += poly(
    [
      [bx - 6, by + 2],
      [bx + bw + 6, by + 2],
      [bx + bw - 4, by - sh * 0.12],
      [bx + 4, by - sh * 0.12],
    ],
    rc,
  );
  for (let i = 0; i < 3; i++)
    s += sashWindow(
      ctx,
      bx + bw * (0.08 + i * 0.31),
      by + sh * 0.12,
      bw * 0.22,
      sh * 0.5,
      trim,
      t,
      {},
    );
  return s;
}

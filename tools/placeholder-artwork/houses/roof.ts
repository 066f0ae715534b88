/**
 * A facade's roof in each of its shapes (side gable, hip, front gable with its
 * window, gambrel, mansard, a flat roof's cornice), the chimney behind it, the
 * dormers on it and the snow over it.
 */
import { type Ctx, f, poly, rect, shade } from "../svg.ts";
import type { Facade } from "./house.ts";
import { sashWindow } from "./windows.ts";

/** Drawn before the walls: it rises behind the roof. */
export function chimney(fc: Facade) {
  const { o, x, w, sh, top, rh } = fc;
  if (!o.chimney) return "";
  const cx = x + w * (o.chimneyX ?? 0.72);
  let s = rect(
    cx,
    top - rh * 0.95 - sh * 0.15,
    w * 0.07,
    rh * 0.95 + sh * 0.15,
    o.chimneyCol || "#8a4f3f",
  );
  s += rect(
    cx - w * 0.008,
    top - rh * 0.95 - sh * 0.17,
    w * 0.086,
    sh * 0.05,
    shade(o.chimneyCol || "#8a4f3f", 0.25),
  );
  return s;
}

/** The roof, and the height its top reaches (where the snow lies). */
/**
 * A roof face from the eaves, which overhang the walls by `ov`, up to `upperY`,
 * where it is `inset` narrower on each side than the walls.
 */
function eaveSlope(
  x: number,
  w: number,
  ov: number,
  top: number,
  upperY: number,
  inset: number,
  fill: string,
) {
  return poly(
    [
      [x - ov, top + 2],
      [x + w + ov, top + 2],
      [x + w - inset, upperY],
      [x + inset, upperY],
    ],
    fill,
  );
}

export function roof(ctx: Ctx, fc: Facade) {
  const { o, t, x, w, sh, top, trim, body, rc, ov, roofType, rh, lineCol } = fc;
  let s = "";
  let roofTopY = top;
  if (roofType === "side") {
    const ridge = top - rh;
    s += eaveSlope(x, w, ov, top, ridge, w * 0.06, rc);
    s += rect(x - ov, top - 1, w + ov * 2, sh * 0.06, trim);
    roofTopY = ridge;
  } else if (roofType === "hip") {
    const ridge = top - rh * 0.85;
    s += poly(
      [
        [x - ov, top + 2],
        [x + w + ov, top + 2],
        [x + w * 0.72, ridge],
        [x + w * 0.28, ridge],
      ],
      rc,
    );
    s += poly(
      [
        [x + w * 0.5, ridge],
        [x + w + ov, top + 2],
        [x + w * 0.72, ridge],
      ],
      shade(rc, 0.15),
    );
    s += rect(x - ov, top - 1, w + ov * 2, sh * 0.06, trim);
    roofTopY = ridge;
  } else if (roofType === "front") {
    const apex = top - rh;
    s += poly(
      [
        [x - ov * 1.2, top + ov * 0.3],
        [x + w / 2, apex - ov * 0.9],
        [x + w + ov * 1.2, top + ov * 0.3],
      ],
      rc,
    );
    s += poly(
      [
        [x + ov * 0.2, top],
        [x + w / 2, apex + ov * 0.2],
        [x + w - ov * 0.2, top],
      ],
      body,
    );
    if (o.texture === "shingle" || o.gableShingle) {
      const step = Math.max(4, sh * 0.07);
      const pat = ctx.pattern(
        12,
        f(step),
        `<path d="M0,${f(step)} Q3,${f(step * 0.4)} 6,${f(step)} Q9,${f(step * 0.4)} 12,${f(step)}" fill="none" stroke="${lineCol}" stroke-width="0.7" opacity="0.3"/>`,
      );
      s += poly(
        [
          [x + ov * 0.2, top],
          [x + w / 2, apex + ov * 0.2],
          [x + w - ov * 0.2, top],
        ],
        pat,
      );
    }
    s += rect(x - ov * 0.6, top - 1, w + ov * 1.2, sh * 0.06, trim);
    // gable window
    const gw = w * 0.16;
    const gy = top - rh * 0.52;
    s += sashWindow(ctx, x + w / 2 - gw / 2, gy, gw, gw * (o.gableRound ? 1.1 : 1.25), trim, t, {
      arch: o.gableRound,
    });
    roofTopY = apex;
  } else if (roofType === "gambrel") {
    const k = top - rh * 0.55;
    const apex = top - rh * 1.25;
    s += poly(
      [
        [x - ov, top + 2],
        [x + w + ov, top + 2],
        [x + w * 0.86, k],
        [x + w * 0.64, apex],
        [x + w * 0.36, apex],
        [x + w * 0.14, k],
      ],
      rc,
    );
    s += rect(x - ov, top - 1, w + ov * 2, sh * 0.06, trim);
    roofTopY = apex;
  } else if (roofType === "mansard") {
    const mt = top - rh;
    s += eaveSlope(x, w, ov, top, mt, ov * 0.2, rc);
    s += rect(x - ov * 0.5, mt - sh * 0.08, w + ov, sh * 0.08, trim);
    s += rect(x - ov, top - 1, w + ov * 2, sh * 0.07, trim);
    // bracket dots
    for (let i = 0; i <= 8; i++)
      s += rect(x - ov + ((w + ov * 2) / 8) * i - 2, top + sh * 0.06, 4, sh * 0.06, trim);
    roofTopY = mt;
  } else if (roofType === "flat") {
    const ch = sh * 0.22;
    s += rect(x - ov * 0.6, top - ch, w + ov * 1.2, ch, o.corniceCol || trim);
    s += rect(
      x - ov * 0.6,
      top - ch * 0.25,
      w + ov * 1.2,
      ch * 0.25,
      shade(o.corniceCol || trim, 0.1),
    );
    for (let i = 0; i <= 10; i++)
      s += rect(
        x - ov * 0.6 + ((w + ov * 1.2) / 10) * i - 2,
        top - ch * 0.3,
        4,
        ch * 0.55,
        shade(o.corniceCol || trim, 0.15),
      );
    roofTopY = top - ch;
  }
  return { svg: s, roofTopY };
}

export function dormers(ctx: Ctx, fc: Facade) {
  const { o, t, x, w, top, trim, body, rc, roofType, rh } = fc;
  let s = "";
  if (
    o.dormers &&
    (roofType === "side" || roofType === "mansard" || roofType === "gambrel" || roofType === "hip")
  ) {
    const n = o.dormers;
    const dw = w * 0.13;
    const dh = roofType === "mansard" ? rh * 0.8 : rh * 0.62;
    for (let i = 0; i < n; i++) {
      const dx = x + (w * (i + 1)) / (n + 1) - dw / 2;
      const dy = top - dh - (roofType === "side" ? rh * 0.08 : 0);
      s += rect(dx, dy, dw, dh, body);
      if (roofType !== "mansard")
        s += poly(
          [
            [dx - dw * 0.18, dy + 2],
            [dx + dw / 2, dy - dw * 0.5],
            [dx + dw * 1.18, dy + 2],
          ],
          rc,
        );
      else
        s += `<path d="M${f(dx - 2)},${f(dy + 2)} A${f(dw / 2 + 2)},${f(dw / 2 + 2)} 0 0 1 ${f(dx + dw + 2)},${f(dy + 2)} Z" fill="${trim}"/>`;
      s += sashWindow(ctx, dx + dw * 0.2, dy + dh * 0.18, dw * 0.6, dh * 0.62, trim, t, {});
    }
  }
  return s;
}

/** Snow on the roof's edge and, for the sloped roofs, on the roof itself. */
export function snow(fc: Facade, roofTopY: number) {
  const { x, w, sh, top, ov, roofType, rh } = fc;
  let s = `<path d="M${f(x - ov * 1.2)},${f(top - 2)} Q${f(x + w / 2)},${f(top - sh * 0.1)} ${f(x + w + ov * 1.2)},${f(top - 2)} L${f(x + w + ov)},${f(top + 4)} L${f(x - ov)},${f(top + 4)} Z" fill="#fbfaf7"/>`;
  if (roofType === "side" || roofType === "hip" || roofType === "gambrel")
    s += poly(
      [
        [x - ov * 0.6, top - 1],
        [x + w + ov * 0.6, top - 1],
        [x + w - w * 0.08, roofTopY + rh * 0.25],
        [x + w * 0.08, roofTopY + rh * 0.25],
      ],
      "#f4f3f0",
      'opacity="0.9"',
    );
  if (roofType === "front")
    s +=
      poly(
        [
          [x - ov * 1.2, top + ov * 0.3],
          [x + w / 2, roofTopY - ov * 0.9],
          [x + w / 2, roofTopY + ov * 0.6],
          [x + ov * 0.2, top - 2],
        ],
        "#f4f3f0",
        'opacity="0.9"',
      ) +
      poly(
        [
          [x + w + ov * 1.2, top + ov * 0.3],
          [x + w / 2, roofTopY - ov * 0.9],
          [x + w / 2, roofTopY + ov * 0.6],
          [x + w - ov * 0.2, top - 2],
        ],
        "#e6e8ea",
        'opacity="0.9"',
      );
  return s;
}

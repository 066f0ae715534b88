/**
 * The two feature illustrations (luxury living, the global network) and the
 * team's placeholder portraits.
 */
import { distance } from "./landscape.ts";
import { cup, lamp, plant, sofa } from "./still-life-objects.ts";
import {
  C,
  type Ctx,
  circle,
  cycle,
  ellipse,
  f,
  line,
  mix,
  type Point,
  path,
  rect,
  tint,
} from "./svg.ts";

/** The luxury-living feature: an interior with a view. */
export function luxuryLiving(ctx: Ctx) {
  const { w, h } = ctx;
  let s = rect(
    0,
    0,
    w,
    h,
    ctx.linear([
      [0, "#f4efe7"],
      [1, "#e6ddd0"],
    ]),
  );
  for (const [x, wd] of [
    [w * 0.08, w * 0.26],
    [w * 0.38, w * 0.26],
    [w * 0.68, w * 0.24],
  ] as const) {
    s += rect(
      x,
      h * 0.08,
      wd,
      h * 0.52,
      ctx.linear([
        [0, "#b9cbd8"],
        [1, "#e9e1d4"],
      ]),
    );
    s += distance({ ...ctx, w: wd }, 0, C.greenDark)
      .replace(/M0,/, `M${x},`)
      .slice(0, 0);
    s += rect(x, h * 0.45, wd, h * 0.15, mix(C.green, "#e9e1d4", 0.3));
    s += rect(x, h * 0.08, wd, h * 0.52, "none", `stroke="#fbf9f5" stroke-width="16"`);
    s += line(x + wd / 2, h * 0.08, x + wd / 2, h * 0.6, "#fbf9f5", 8);
  }
  s += rect(
    0,
    h * 0.68,
    w,
    h * 0.32,
    ctx.linear([
      [0, "#b39a7c"],
      [1, "#8e7a62"],
    ]),
  );
  s += ellipse(w * 0.5, h * 0.86, w * 0.36, h * 0.08, "#e9e1d4");
  s += sofa(w * 0.27, h * 0.56, w * 0.46, h * 0.24, "#efe9df");
  s +=
    rect(w * 0.4, h * 0.8, w * 0.2, h * 0.04, "#3b3f45") +
    rect(w * 0.42, h * 0.84, 8, h * 0.06, "#3b3f45") +
    rect(w * 0.58 - 8, h * 0.84, 8, h * 0.06, "#3b3f45");
  s += cup(w * 0.47, h * 0.785, 12, C.red);
  s += lamp(w * 0.84, h * 0.8, 280) + plant(w * 0.12, h * 0.82, 190);
  return s;
}

/** The global-network feature: the team's reach drawn as a globe of connections. */
export function globalNetwork(ctx: Ctx) {
  const { w, h } = ctx;
  const cx = w * 0.5;
  const cy = h * 0.52;
  const R = h * 0.36;
  let s = rect(
    0,
    0,
    w,
    h,
    ctx.linear([
      [0, "#2f3e4e"],
      [1, "#1f2a35"],
    ]),
  );
  s += circle(
    cx,
    cy,
    R * 1.25,
    ctx.radial([
      [0, "#51667a", 0.6],
      [1, "#51667a", 0],
    ]),
  );
  s += circle(
    cx,
    cy,
    R,
    ctx.linear([
      [0, "#51667a"],
      [1, "#3b4d5e"],
    ]),
  );
  // The grid lines: the five flat ellipses first, then the five upright ones.
  for (const flat of [true, false])
    for (let i = 1; i < 6; i++) {
      const r = R * (i / 6);
      s += ellipse(
        cx,
        cy,
        flat ? R : r,
        flat ? r : R,
        "none",
        `stroke="#9fb6cb" stroke-width="2" opacity="0.35"`,
      );
    }
  const pts2: readonly Point[] = [
    [-0.6, -0.3],
    [-0.2, 0.35],
    [0.35, -0.45],
    [0.55, 0.2],
    [0.05, -0.05],
    [-0.45, 0.5],
    [0.7, -0.1],
  ];
  for (let i = 0; i < pts2.length; i++) {
    const [ax, ay] = cycle(pts2, i);
    const [bx, by] = cycle(pts2, i + 2);
    const x1 = cx + ax * R,
      y1 = cy + ay * R,
      x2 = cx + bx * R,
      y2 = cy + by * R;
    s += path(
      `M${f(x1)},${f(y1)} Q${f((x1 + x2) / 2)},${f(Math.min(y1, y2) - R * 0.5)} ${f(x2)},${f(y2)}`,
      "none",
      `stroke="#f3c98c" stroke-width="3" opacity="0.85"`,
    );
  }
  for (const [ax, ay] of pts2)
    s +=
      circle(cx + ax * R, cy + ay * R, 9, C.red) +
      circle(
        cx + ax * R,
        cy + ay * R,
        18,
        "none",
        `stroke="#faf7f2" stroke-width="2" opacity="0.6"`,
      );
  return s;
}

/** A team member's placeholder portrait: their initial on a tinted ground. */
export function portraitPlaceholder(ctx: Ctx, letter: string, hue: string) {
  const { w, h } = ctx;
  let s = rect(
    0,
    0,
    w,
    h,
    ctx.linear([
      [0, tint(hue, 0.55)],
      [1, tint(hue, 0.2)],
    ]),
  );
  s += circle(w * 0.5, h * 0.42, w * 0.34, "#faf7f2", 'opacity="0.55"');
  s += `<text x="${w / 2}" y="${h * 0.42 + w * 0.14}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${w * 0.4}" fill="${C.red}">${letter}</text>`;
  s += path(
    `M${w * 0.2},${h * 0.86} L${w * 0.5},${h * 0.72} L${w * 0.8},${h * 0.86}`,
    "none",
    `stroke="#faf7f2" stroke-width="10" opacity="0.8"`,
  );
  s += rect(w * 0.3, h * 0.86, w * 0.4, 10, "#faf7f2", 'opacity="0.8"');
  return s;
}

/**
 * The towns' landmark buildings, sized in units of U (a 1500-unit-high frame):
 * a white steeple, brick walls, Victorian shop blocks, a stone church, a railway
 * depot, a domed hall, and a brick mill with its clock tower.
 */
import { sashWindow } from "../houses/windows.ts";
import type { TimeOfDay } from "../landscape.ts";
import { C, type Ctx, circle, cycle, f, line, poly, rect, shade, tint } from "../svg.ts";

export function steeple(
  x: number,
  base: number,
  size: number,
  t: TimeOfDay,
  {
    body = "#f7f4ee",
    roof = "#ece6dc",
    spire,
  }: { body?: string; roof?: string; spire?: string } = {},
) {
  let s = rect(x - size * 0.45, base - size * 1.1, size * 0.9, size * 1.1, body);
  s += poly(
    [
      [x - size * 0.55, base - size * 1.1],
      [x + size * 0.55, base - size * 1.1],
      [x, base - size * 1.55],
    ],
    roof,
  );
  s += rect(x - size * 0.18, base - size * 1.95, size * 0.36, size * 0.55, body);
  s += rect(x - size * 0.22, base - size * 1.97, size * 0.44, size * 0.05, roof);
  s += poly(
    [
      [x - size * 0.2, base - size * 1.95],
      [x + size * 0.2, base - size * 1.95],
      [x, base - size * 3.0],
    ],
    spire || roof,
  );
  for (const dx of [-0.28, 0, 0.28])
    s += `<path d="M${f(x + dx * size - size * 0.07)},${f(base - size * 0.43)} v${f(-size * 0.34)} a${f(size * 0.07)},${f(size * 0.07)} 0 0 1 ${f(size * 0.14)},0 v${f(size * 0.34)} Z" fill="${t.glass[0]}"/>`;
  s += rect(x - size * 0.1, base - size * 0.38, size * 0.2, size * 0.38, C.red);
  s += circle(x, base - size * 1.72, size * 0.1, t.glass[0]);
  s += rect(x - size * 0.05, base - size * 1.93, size * 0.1, size * 0.12, shade(body, 0.4));
  return s;
}

// A brick texture fill for a rectangle.
export function brickFill(
  ctx: Ctx,
  x: number,
  y: number,
  wd: number,
  ht: number,
  body: string,
  bh = 7,
) {
  const bw = bh * 3;
  const mortar = tint(body, 0.35);
  const pat = ctx.pattern(
    f(bw),
    f(bh * 2),
    line(0, bh - 0.3, bw, bh - 0.3, mortar, 0.6, 'opacity="0.5"') +
      line(0, bh * 2 - 0.3, bw, bh * 2 - 0.3, mortar, 0.6, 'opacity="0.5"') +
      line(bw / 2, 0, bw / 2, bh, mortar, 0.6, 'opacity="0.4"') +
      line(0.3, bh, 0.3, bh * 2, mortar, 0.6, 'opacity="0.4"'),
  );
  return rect(x, y, wd, ht, body) + rect(x, y, wd, ht, pat);
}

// Victorian commercial blocks: cornices, arched upper windows, awnings over shop glass.
export function victorianShops(ctx: Ctx, base: number, U: number, t: TimeOfDay, x0 = -30) {
  const r = ctx.r;
  const bodies = ["#9c5a45", "#8a4a3a", "#c7b48d", "#a8654c", "#d8cfc2", "#7d4636", "#b9a48a"];
  let s = "";
  let x = x0;
  let i = r.int(0, 6);
  while (x < ctx.w) {
    const bw = r.range(230, 300) * U;
    const hgt = r.range(330, 440) * U;
    const body = cycle(bodies, i);
    const top = base - hgt;
    const isBrick = ["#9c5a45", "#8a4a3a", "#a8654c", "#7d4636"].includes(body);
    s += isBrick ? brickFill(ctx, x, top, bw, hgt, body, 6 * U) : rect(x, top, bw, hgt, body);
    s +=
      rect(x, top, bw * 0.04, hgt, shade(body, 0.12)) +
      rect(x + bw * 0.96, top, bw * 0.04, hgt, shade(body, 0.12));
    const corn = i % 3 === 0 ? "#2f3e4e" : "#efe9df";
    if (r.chance(0.35)) {
      // mansard top with a dormer
      s += poly(
        [
          [x + 4 * U, top],
          [x + bw - 4 * U, top],
          [x + bw - 18 * U, top - 70 * U],
          [x + 18 * U, top - 70 * U],
        ],
        "#4a5563",
      );
      s += sashWindow(ctx, x + bw / 2 - 20 * U, top - 58 * U, 40 * U, 48 * U, "#efe9df", t, {
        arch: true,
      });
    }
    s += rect(x - 6 * U, top - 20 * U, bw + 12 * U, 20 * U, corn);
    for (let k = 0; k <= 7; k++)
      s += rect(x + (bw / 7) * k - 3 * U, top, 6 * U, 14 * U, shade(corn, 0.2));
    const cols = 3;
    const ww = bw * 0.16;
    const wh = ww * 1.9;
    for (let row = 0; row < 2; row++) {
      const wy = top + 46 * U + (row * (hgt - 200 * U)) / 2;
      if (wy + wh > base - 150 * U) continue;
      for (let c = 0; c < cols; c++)
        s += sashWindow(ctx, x + bw * ((c + 0.5) / cols) - ww / 2, wy, ww, wh, "#efe9df", t, {
          arch: row === 0 || isBrick,
        });
    }
    // shop front
    const sf = base - 130 * U;
    s += rect(x + 8 * U, sf - 14 * U, bw - 16 * U, 14 * U, corn);
    s += rect(x + 14 * U, sf, bw - 28 * U, 130 * U, "#3b3f45");
    s += rect(x + 22 * U, sf + 30 * U, bw * 0.58, 92 * U, t.glass[1], 'opacity="0.9"');
    s += rect(x + bw * 0.7, sf + 24 * U, bw * 0.18, 106 * U, i % 2 ? C.red : C.navy);
    const aw = i % 2 ? C.red : i % 3 ? C.navy : C.greenDark;
    s += poly(
      [
        [x + 10 * U, sf + 2 * U],
        [x + bw - 10 * U, sf + 2 * U],
        [x + bw - 2 * U, sf + 42 * U],
        [x + 2 * U, sf + 42 * U],
      ],
      aw,
    );
    for (let k = 1; k < 8; k += 2)
      s += poly(
        [
          [x + 10 * U + ((bw - 20 * U) / 8) * k, sf + 2 * U],
          [x + 10 * U + ((bw - 20 * U) / 8) * (k + 1), sf + 2 * U],
          [x + 2 * U + ((bw - 4 * U) / 8) * (k + 1), sf + 42 * U],
          [x + 2 * U + ((bw - 4 * U) / 8) * k, sf + 42 * U],
        ],
        "#faf7f2",
        'opacity="0.25"',
      );
    x += bw;
    i++;
  }
  return s;
}

// A stone church: nave gable with a rose window, and a tower with a spire.
export function stoneChurch(x: number, base: number, U: number, t: TimeOfDay) {
  const stone = "#b9ab96";
  const roof = "#4a5563";
  let s = rect(x, base - 300 * U, 260 * U, 300 * U, stone);
  s += poly(
    [
      [x - 12 * U, base - 300 * U],
      [x + 130 * U, base - 430 * U],
      [x + 272 * U, base - 300 * U],
    ],
    roof,
  );
  s += circle(x + 130 * U, base - 330 * U, 34 * U, t.glass[0]);
  s += circle(
    x + 130 * U,
    base - 330 * U,
    34 * U,
    "none",
    `stroke="${shade(stone, 0.3)}" stroke-width="${6 * U}"`,
  );
  const tx = x + 250 * U;
  s += rect(tx, base - 520 * U, 110 * U, 520 * U, shade(stone, 0.06));
  s += rect(tx - 8 * U, base - 530 * U, 126 * U, 14 * U, shade(stone, 0.25));
  s += poly(
    [
      [tx - 4 * U, base - 530 * U],
      [tx + 55 * U, base - 820 * U],
      [tx + 114 * U, base - 530 * U],
    ],
    roof,
  );
  s += `<path d="M${f(tx + 35 * U)},${f(base - 400 * U)} v${f(-70 * U)} a${f(20 * U)},${f(20 * U)} 0 0 1 ${f(40 * U)},0 v${f(70 * U)} Z" fill="${shade(stone, 0.45)}"/>`;
  s += line(tx + 55 * U, base - 820 * U, tx + 55 * U, base - 860 * U, C.ink, 4 * U);
  s += line(tx + 43 * U, base - 846 * U, tx + 67 * U, base - 846 * U, C.ink, 4 * U);
  return s;
}

export function depot(ctx: Ctx, x: number, base: number, U: number, t: TimeOfDay) {
  const wd = 520 * U;
  const ht = 200 * U;
  let s = brickFill(ctx, x, base - ht, wd, ht, "#8a4a3a", 6 * U);
  s += rect(x, base - 26 * U, wd, 26 * U, "#9a9189");
  for (let k = 0; k < 4; k++) {
    const wx = x + 40 * U + k * 100 * U;
    if (k === 2) s += rect(wx, base - 120 * U, 56 * U, 120 * U, C.navy);
    else
      s += sashWindow(ctx, wx + 6 * U, base - 130 * U, 44 * U, 80 * U, "#efe9df", t, {
        arch: true,
      });
  }
  // deep hip roof with brackets
  s += poly(
    [
      [x - 70 * U, base - ht + 6 * U],
      [x + wd + 70 * U, base - ht + 6 * U],
      [x + wd - 40 * U, base - ht - 110 * U],
      [x + 40 * U, base - ht - 110 * U],
    ],
    "#4a5563",
  );
  s += rect(x - 70 * U, base - ht, wd + 140 * U, 10 * U, "#efe9df");
  for (let k = 0; k < 6; k++)
    s += line(
      x + k * (wd / 5),
      base - ht + 6 * U,
      x + k * (wd / 5) + (k < 3 ? -28 : 28) * U,
      base - ht + 40 * U,
      "#efe9df",
      5 * U,
    );
  s += rect(x + wd * 0.3, base - ht - 150 * U, 30 * U, 60 * U, "#7d4636");
  // station sign panel (no text)
  s += rect(x + wd * 0.3, base - ht + 22 * U, wd * 0.4, 26 * U, "#efe9df");
  s += rect(x + wd * 0.34, base - ht + 32 * U, wd * 0.32, 6 * U, C.navy);
  return s;
}

export function domeBuilding(x: number, base: number, U: number, t: TimeOfDay) {
  const col = "#e6e0d4";
  let s = rect(x - 230 * U, base - 200 * U, 460 * U, 200 * U, col);
  s += poly(
    [
      [x - 150 * U, base - 200 * U],
      [x + 150 * U, base - 200 * U],
      [x, base - 250 * U],
    ],
    shade(col, 0.06),
  );
  for (let k = 0; k < 8; k++)
    s += rect(x - 130 * U + k * 36 * U, base - 185 * U, 14 * U, 170 * U, tint(col, 0.4));
  s += rect(x - 120 * U, base - 300 * U, 240 * U, 70 * U, shade(col, 0.04));
  for (let k = 0; k < 7; k++)
    s += rect(x - 100 * U + k * 32 * U, base - 290 * U, 12 * U, 50 * U, t.glass[0]);
  s += `<path d="M${f(x - 130 * U)},${f(base - 300 * U)} A${f(130 * U)},${f(110 * U)} 0 0 1 ${f(x + 130 * U)},${f(base - 300 * U)} Z" fill="${shade(col, 0.1)}"/>`;
  s += `<path d="M${f(x - 60 * U)},${f(base - 395 * U)} A${f(130 * U)},${f(110 * U)} 0 0 1 ${f(x + 10 * U)},${f(base - 408 * U)}" fill="none" stroke="#faf7f2" stroke-width="${8 * U}" opacity="0.5"/>`;
  s += rect(x - 10 * U, base - 432 * U, 20 * U, 26 * U, shade(col, 0.15));
  return s;
}

export function millScene(
  ctx: Ctx,
  x: number,
  base: number,
  wdt: number,
  hgt: number,
  U: number,
  t: TimeOfDay,
) {
  let s = "";
  // smokestack behind
  s += rect(x + wdt * 0.86, base - hgt - 260 * U, 46 * U, 260 * U + hgt, "#7d4636");
  s += rect(x + wdt * 0.86 - 6 * U, base - hgt - 270 * U, 58 * U, 14 * U, "#5e3328");
  s += brickFill(ctx, x, base - hgt, wdt, hgt, "#9c5a45", 7 * U);
  s += rect(x - 8 * U, base - hgt - 16 * U, wdt + 16 * U, 16 * U, "#6e3a2d");
  const rows = 4;
  const bay = 62 * U;
  for (let rr = 0; rr < rows; rr++)
    for (let cx = x + 24 * U; cx < x + wdt - 40 * U; cx += bay)
      s += sashWindow(
        ctx,
        cx,
        base - hgt + 30 * U + rr * (hgt / rows),
        32 * U,
        hgt / rows - 46 * U,
        "#e7d9c6",
        t,
        {
          arch: rr === rows - 1,
        },
      );
  // clock tower
  const tx = x + wdt * 0.42;
  const tw = 130 * U;
  const top = base - hgt - 330 * U;
  s += brickFill(ctx, tx, top, tw, base - top, "#8a4a3a", 7 * U);
  s += rect(tx - 10 * U, top - 14 * U, tw + 20 * U, 16 * U, "#efe9df");
  s += rect(tx + 14 * U, top - 90 * U, tw - 28 * U, 76 * U, "#efe9df");
  for (let k = 0; k < 3; k++)
    s += rect(tx + 26 * U + k * 30 * U, top - 78 * U, 16 * U, 56 * U, "#3b3f45");
  s += poly(
    [
      [tx + 4 * U, top - 90 * U],
      [tx + tw / 2, top - 190 * U],
      [tx + tw - 4 * U, top - 90 * U],
    ],
    "#4a5563",
  );
  s += circle(tx + tw / 2, top + 70 * U, 44 * U, "#f4f1ec");
  s += circle(
    tx + tw / 2,
    top + 70 * U,
    44 * U,
    "none",
    `stroke="#3b3f45" stroke-width="${5 * U}"`,
  );
  s += line(tx + tw / 2, top + 70 * U, tx + tw / 2, top + 40 * U, "#1f2a35", 5 * U);
  s += line(tx + tw / 2, top + 70 * U, tx + tw / 2 + 22 * U, top + 80 * U, "#1f2a35", 5 * U);
  for (let k = 0; k < 3; k++)
    s += `<path d="M${f(tx + 40 * U)},${f(top + 150 * U + k * 110 * U)} v${f(70 * U)} h${f(50 * U)} v${f(-70 * U)} a${f(25 * U)},${f(25 * U)} 0 0 0 ${f(-50 * U)},0 Z" fill="${t.glass[0]}"/>`;
  return s;
}

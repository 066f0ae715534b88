/**
 * The towns' streets, water and lines, sized in units of U (a 1500-unit-high
 * frame): a river, a pavement and road, a cyclist, a commuter train, a stone
 * arch bridge, triple-deckers climbing a hill, and the elevated Orange Line.
 */
import { type HouseOptions, house } from "../houses/house.ts";
import { preset } from "../houses/presets.ts";
import { type TimeOfDay, tree } from "../landscape.ts";
import { lamppost } from "../street-furniture.ts";
import { C, type Ctx, circle, f, line, mix, path, poly, rect, shade, tint } from "../svg.ts";

export function river(ctx: Ctx, y: number, hgt: number, t: TimeOfDay) {
  const { w } = ctx;
  let s = rect(
    0,
    y,
    w,
    hgt,
    ctx.linear([
      [0, mix(C.water, t.sky[1], 0.35)],
      [1, shade(C.water, 0.3)],
    ]),
  );
  for (let i = 0; i < 18; i++) {
    const yy = y + ctx.r.range(0.05, 0.9) * hgt;
    const xx = ctx.r.range(0, 0.9) * w;
    s += line(xx, yy, xx + ctx.r.range(30, 110), yy, tint(C.water, 0.6), 2, 'opacity="0.45"');
  }
  return s;
}

export function sidewalkStreet(
  ctx: Ctx,
  y: number,
  U: number,
  { walk = 60, kerb = "#bdb4a9" }: { walk?: number; kerb?: string } = {},
) {
  const { w, h } = ctx;
  let s = rect(0, y, w, walk * U, "#d6cfc5");
  for (let xx = 0; xx < w; xx += 48 * U)
    s += line(xx, y, xx - 8 * U, y + walk * U, "#b8afa5", 1.2, 'opacity="0.6"');
  s += rect(0, y + walk * U, w, 7 * U, kerb);
  s += rect(
    0,
    y + (walk + 7) * U,
    w,
    h - y,
    ctx.linear([
      [0, "#5c6168"],
      [1, "#40454c"],
    ]),
  );
  return s;
}

export function cyclist(x: number, base: number, U: number, col = C.red) {
  const r = 26 * U;
  let s = circle(x - 36 * U, base - r, r, "none", `stroke="${C.ink}" stroke-width="${4 * U}"`);
  s += circle(x + 36 * U, base - r, r, "none", `stroke="${C.ink}" stroke-width="${4 * U}"`);
  s += path(
    `M${f(x - 36 * U)},${f(base - r)} L${f(x - 6 * U)},${f(base - r)} L${f(x + 20 * U)},${f(base - 62 * U)} L${f(x - 14 * U)},${f(base - 62 * U)} Z M${f(x + 36 * U)},${f(base - r)} L${f(x + 22 * U)},${f(base - 70 * U)}`,
    "none",
    `stroke="${C.ink}" stroke-width="${4 * U}"`,
  );
  s += path(
    `M${f(x - 12 * U)},${f(base - 66 * U)} L${f(x + 4 * U)},${f(base - 118 * U)} L${f(x + 22 * U)},${f(base - 72 * U)}`,
    "none",
    `stroke="${col}" stroke-width="${13 * U}" stroke-linecap="round"`,
  );
  s += circle(x + 8 * U, base - 130 * U, 11 * U, "#5b4d43");
  return s;
}

export function commuterTrain(x: number, base: number, U: number, t: TimeOfDay, len: number) {
  const hgt = 190 * U;
  const top = base - hgt;
  let s = "";
  // locomotive nose on the left, coaches to the right
  s += path(
    `M${f(x)},${f(base - 20 * U)} L${f(x)},${f(top + 60 * U)} L${f(x + 50 * U)},${f(top)} L${f(x + len)},${f(top)} L${f(x + len)},${f(base - 20 * U)} Z`,
    "#c9ccd0",
  );
  s += rect(x, top + 96 * U, len, 26 * U, "#6b4f7a");
  s += rect(x, top + 122 * U, len, 8 * U, C.red);
  s += rect(x + 2 * U, top + 20 * U, len, 6 * U, "#eef0f2", 'opacity="0.7"');
  s += poly(
    [
      [x + 10 * U, top + 60 * U],
      [x + 52 * U, top + 14 * U],
      [x + 92 * U, top + 14 * U],
      [x + 92 * U, top + 70 * U],
      [x + 10 * U, top + 70 * U],
    ],
    t.glass[0],
  );
  const carLen = 330 * U;
  for (let cx = x + 240 * U; cx < x + len; cx += carLen) {
    s += rect(cx - 6 * U, top, 4 * U, hgt - 20 * U, "#8e9297");
    for (let k = 0; k < 5; k++)
      s += rect(cx + 22 * U + k * 58 * U, top + 36 * U, 40 * U, 42 * U, t.glass[0]);
  }
  for (let k = 0; k < 3; k++)
    s += rect(x + 120 * U + k * 40 * U, top + 36 * U, 26 * U, 42 * U, "#8e9297");
  s += circle(x + 20 * U, top + 140 * U, 8 * U, "#fff3d0");
  s += rect(x, base - 20 * U, len, 20 * U, "#2e3640");
  for (let wx = x + 40 * U; wx < x + len; wx += 110 * U)
    s += circle(wx, base - 8 * U, 14 * U, "#1f2a35");
  return s;
}

export function archBridge(ctx: Ctx, y: number, U: number, water: number, t: TimeOfDay) {
  const { w } = ctx;
  const stone = t.lit ? "#8f8578" : "#c9bfb2";
  const span = 300 * U;
  let d = `M0,${f(y)} L${f(w)},${f(y)} L${f(w)},${f(water)}`;
  for (let x = w; x > -span; x -= span) {
    const x0 = x - span;
    d += ` L${f(x - 24 * U)},${f(water)} L${f(x - 24 * U)},${f(y + 60 * U)} A${f(span / 2 - 24 * U)},${f(water - y - 80 * U)} 0 0 0 ${f(x0 + 24 * U)},${f(y + 60 * U)} L${f(x0 + 24 * U)},${f(water)}`;
  }
  d += ` L0,${f(water)} Z`;
  let s = path(d, stone);
  s += rect(0, y - 30 * U, w, 30 * U, shade(stone, 0.08));
  for (let x = 10 * U; x < w; x += 26 * U)
    s += rect(x, y - 28 * U, 10 * U, 24 * U, tint(stone, 0.25));
  s += rect(0, y - 38 * U, w, 10 * U, tint(stone, 0.2));
  s += rect(0, y, w, 12 * U, shade(stone, 0.2));
  for (let x = span * 0.5; x < w; x += span) s += lamppost(x, y - 30 * U, 70 * U, t.lit);
  return s;
}

export function tripleHill(ctx: Ctx, t: TimeOfDay, U: number) {
  const { w, h } = ctx;
  const r = ctx.r;
  const hillY = (x: number) => h * 0.84 - (x / w) * h * 0.34;
  let s = path(`M0,${f(hillY(0))} L${f(w)},${f(hillY(w))} L${f(w)},${f(h)} L0,${f(h)} Z`, C.lawn);
  const u = 96 * U;
  const parts: HouseOptions[] = [];
  let x = -30 * U;
  while (x < w) {
    const p = preset("triple", r, u, t);
    const o = { ...p, x, base: hillY(x + p.w) - 6 * U };
    parts.push(o);
    x += o.w + 26 * U;
  }
  // higher (further) houses first
  for (const o of parts.slice().reverse()) {
    const low = hillY(o.x) + 4 * U;
    s += rect(o.x - 14 * U, o.base - 2, o.w + 28 * U, low - o.base + 30 * U, "#b8afa5");
    for (let k = 1; k < 4; k++)
      s += line(
        o.x - 14 * U,
        o.base + (k * (low - o.base + 30 * U)) / 4,
        o.x + o.w + 14 * U,
        o.base + (k * (low - o.base + 30 * U)) / 4,
        "#9a9189",
        1.5,
      );
    s += house(ctx, o);
    s += tree(ctx, o.x - 14 * U, hillY(o.x) + 40 * U, 300 * U, {
      color: r.pick([C.green, C.greenDark]),
    });
  }
  // sloped sidewalk and street in front
  const off = 70 * U;
  s += path(
    `M0,${f(hillY(0) + off)} L${f(w)},${f(hillY(w) + off)} L${f(w)},${f(hillY(w) + off + 40 * U)} L0,${f(hillY(0) + off + 40 * U)} Z`,
    "#d6cfc5",
  );
  s += path(
    `M0,${f(hillY(0) + off + 46 * U)} L${f(w)},${f(hillY(w) + off + 46 * U)} L${f(w)},${f(h)} L0,${f(h)} Z`,
    ctx.linear([
      [0, "#5c6168"],
      [1, "#40454c"],
    ]),
  );
  return s;
}

export function elevatedLine(ctx: Ctx, y: number, U: number, t: TimeOfDay, x0: number) {
  const { w } = ctx;
  const colBase = ctx.h * 0.68;
  let s = "";
  for (let x = 60 * U; x < w; x += 230 * U) {
    s += rect(x, y + 30 * U, 30 * U, colBase - y - 30 * U, "#4a5563");
    s += poly(
      [
        [x - 30 * U, y + 30 * U],
        [x + 60 * U, y + 30 * U],
        [x + 30 * U, y + 80 * U],
        [x, y + 80 * U],
      ],
      "#4a5563",
    );
  }
  // deck girder with rivet panels
  s += rect(0, y, w, 34 * U, "#3b3f45");
  for (let x = 0; x < w; x += 46 * U)
    s += line(x, y + 4 * U, x + 23 * U, y + 30 * U, "#5e6670", 3 * U);
  // the Orange Line train
  const hgt = 150 * U;
  const top = y - hgt;
  const len = w * 0.86;
  s += path(
    `M${f(x0)},${f(y - 6 * U)} L${f(x0)},${f(top + 20 * U)} Q${f(x0)},${f(top)} ${f(x0 + 24 * U)},${f(top)} L${f(x0 + len)},${f(top)} L${f(x0 + len)},${f(y - 6 * U)} Z`,
    "#d9dde0",
  );
  s += rect(x0, top + 92 * U, len, 22 * U, "#e07a2f");
  s += rect(x0, top + 10 * U, len, 6 * U, "#e07a2f");
  const carLen = 300 * U;
  for (let cx = x0; cx < x0 + len; cx += carLen) {
    s += rect(cx + carLen - 4 * U, top, 4 * U, hgt - 10 * U, "#8e9297");
    s += rect(cx + 26 * U, top + 34 * U, 46 * U, 50 * U, t.glass[0]);
    s += rect(cx + 96 * U, top + 26 * U, 40 * U, hgt - 40 * U, "#b6bbc0");
    s +=
      rect(cx + 100 * U, top + 32 * U, 14 * U, 44 * U, t.glass[0]) +
      rect(cx + 118 * U, top + 32 * U, 14 * U, 44 * U, t.glass[0]);
    s += rect(cx + 160 * U, top + 34 * U, 46 * U, 50 * U, t.glass[0]);
    s += rect(cx + 220 * U, top + 34 * U, 46 * U, 50 * U, t.glass[0]);
  }
  s += rect(x0, y - 8 * U, len, 8 * U, "#2e3640");
  s += circle(x0 + 12 * U, top + 104 * U, 6 * U, "#fff3d0");
  return s;
}

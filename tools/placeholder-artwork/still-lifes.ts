/**
 * The still lifes of the process steps and some blog posts: a table top against
 * a wall (a window, shelf, picture, plant or nothing on it) with the objects of
 * each step drawn on the table.
 */
import {
  balloons,
  bank,
  bigHands,
  calculator,
  camera,
  chart,
  checkBoard,
  coins,
  cup,
  easel,
  envelope,
  keyRing,
  lamp,
  magnifier,
  mapSheet,
  miniHouse,
  notebook,
  openDoor,
  paper,
  pen,
  plant,
  postSign,
  sofa,
} from "./still-life-objects.ts";
import {
  C,
  type Ctx,
  circle,
  cycle,
  ellipse,
  f,
  line,
  path,
  poly,
  rect,
  shade,
  tint,
} from "./svg.ts";

/** Draws a still life's objects on a `w` by `h` frame. */
export type Draw = (ctx: Ctx, w: number, h: number) => string;

// A table top against a wall, with objects drawn by `draw` in the table's plane.
// `bg` picks what hangs on the wall: a window (square, arched or a tall pair), a
// shelf of books, a framed picture, a tall plant, or nothing.
export function stillLife(
  ctx: Ctx,
  draw: Draw,
  {
    wall = "#eee8df",
    table = "#c9bfb2",
    bg,
    top = 0.56,
  }: { wall?: string; table?: string; bg?: string; top?: number } = {},
) {
  const { w, h } = ctx;
  // without an explicit backdrop (blog), use one that clears every object
  const back = bg || ["twin", "none", "arch"][ctx.seed % 3];
  const ty = h * top;
  let s = rect(
    0,
    0,
    w,
    h,
    ctx.linear([
      [0, tint(wall, 0.3)],
      [1, wall],
    ]),
  );
  const sky = tint(C.water, 0.55);
  const frame = "#faf7f2";
  if (back === "window") {
    s += rect(
      w * 0.62,
      h * 0.06,
      w * 0.3,
      h * 0.42,
      ctx.linear([
        [0, sky],
        [1, tint(C.sage, 0.4)],
      ]),
    );
    s += rect(w * 0.62, h * 0.06, w * 0.3, h * 0.42, "none", `stroke="${frame}" stroke-width="14"`);
    s += line(w * 0.77, h * 0.06, w * 0.77, h * 0.48, frame, 8);
  } else if (back === "arch") {
    const x = w * 0.08;
    const ww = w * 0.22;
    const d = `M${f(x)},${f(ty - 10)} V${f(h * 0.06 + ww / 2)} A${f(ww / 2)},${f(ww / 2)} 0 0 1 ${f(x + ww)},${f(h * 0.06 + ww / 2)} V${f(ty - 10)} Z`;
    s += path(
      d,
      ctx.linear([
        [0, sky],
        [1, tint(C.sage, 0.3)],
      ]),
    );
    s += path(d, "none", `stroke="${frame}" stroke-width="14"`);
    s += line(x + ww / 2, h * 0.06, x + ww / 2, ty - 10, frame, 7);
    s += line(x, h * 0.3, x + ww, h * 0.3, frame, 7);
  } else if (back === "twin") {
    for (const x of [w * 0.06, w * 0.8])
      s +=
        rect(
          x,
          h * 0.05,
          w * 0.14,
          h * 0.46,
          ctx.linear([
            [0, sky],
            [1, tint(C.sage, 0.4)],
          ]),
        ) +
        rect(x, h * 0.05, w * 0.14, h * 0.46, "none", `stroke="${frame}" stroke-width="12"`) +
        line(x, h * 0.28, x + w * 0.14, h * 0.28, frame, 7);
  } else if (back === "shelf") {
    const sy = h * 0.26;
    s +=
      rect(w * 0.06, sy, w * 0.4, 14, "#8e7a62") +
      rect(w * 0.06, sy + 14, w * 0.4, 6, shade("#8e7a62", 0.3), 'opacity="0.5"');
    let x = w * 0.08;
    const books = [
      "#51667a",
      C.red,
      "#c7b48d",
      "#2f3e4e",
      "#8f9a86",
      "#b9a48a",
      "#6e1414",
      "#a7b3bd",
    ];
    for (let i = 0; i < 9; i++) {
      const bw = ctx.r.range(18, 30);
      const bh = ctx.r.range(90, 125);
      if (i === 7) {
        s += rect(
          x + 4,
          sy - 96,
          30,
          96,
          "#b36b5a",
          `transform="rotate(-14 ${f(x + 4)} ${f(sy)})"`,
        );
        x += 40;
        continue;
      }
      s +=
        rect(x, sy - bh, bw, bh, cycle(books, i)) +
        rect(x, sy - bh * 0.8, bw, 5, "#faf7f2", 'opacity="0.35"');
      x += bw + 2;
    }
    s +=
      ellipse(w * 0.4, sy - 40, 22, 40, "#e9e1d4") + rect(w * 0.39, sy - 110, 4, 60, C.greenDark);
    s +=
      circle(w * 0.76, h * 0.24, h * 0.12, "#fbf9f5") +
      circle(w * 0.76, h * 0.24, h * 0.12, "none", `stroke="#3b3f45" stroke-width="8"`);
    s +=
      line(w * 0.76, h * 0.24, w * 0.76, h * 0.16, "#3b3f45", 6) +
      line(w * 0.76, h * 0.24, w * 0.81, h * 0.27, "#3b3f45", 6);
  } else if (back === "picture") {
    const x = w * 0.56;
    const y = h * 0.08;
    const pw = w * 0.3;
    const ph = h * 0.3;
    s += rect(x - 14, y - 14, pw + 28, ph + 28, "#3b3f45") + rect(x, y, pw, ph, "#f4efe7");
    s += circle(x + pw * 0.7, y + ph * 0.35, ph * 0.16, "#e6c8a2");
    s += path(
      `M${f(x)},${f(y + ph * 0.75)} Q${f(x + pw * 0.3)},${f(y + ph * 0.4)} ${f(x + pw * 0.55)},${f(y + ph * 0.7)} T${f(x + pw)},${f(y + ph * 0.6)} V${f(y + ph)} H${f(x)} Z`,
      C.sage,
    );
    s += rect(x, y + ph * 0.85, pw, ph * 0.15, C.greenDark, 'opacity="0.5"');
    s += rect(w * 0.14, h * 0.16, w * 0.12, h * 0.16, "none", `stroke="#8e7a62" stroke-width="8"`);
    s += rect(w * 0.14 + 4, h * 0.16 + 4, w * 0.12 - 8, h * 0.16 - 8, tint(C.red, 0.75));
  } else if (back === "plant") {
    s +=
      rect(0, h * 0.34, w, 8, tint(wall, 0.5)) +
      rect(0, h * 0.34 + 8, w, ty - h * 0.34 - 8, shade(wall, 0.04));
    for (let x = 30; x < w; x += 60) s += line(x, h * 0.34 + 14, x, ty, shade(wall, 0.1), 2);
    s += rect(w * 0.86, h * 0.3, w * 0.1, h * 0.26, "#b36b5a");
    for (const [dx, dy, a, c] of [
      [-40, -0.2, -25, C.greenDark],
      [30, -0.26, 20, C.green],
      [0, -0.32, 0, C.greenDark],
      [-70, -0.08, -50, C.green],
      [70, -0.1, 45, C.greenDark],
    ] as const)
      s += ellipse(
        w * 0.91 + dx,
        h * (0.3 + dy),
        34,
        110,
        c,
        `transform="rotate(${a} ${f(w * 0.91 + dx)} ${f(h * (0.3 + dy))})"`,
      );
  } else {
    s += rect(0, h * 0.42, w, 6, tint(wall, 0.5));
  }
  s += rect(
    0,
    ty,
    w,
    h - ty,
    ctx.linear([
      [0, table],
      [1, shade(table, 0.22)],
    ]),
  );
  s += rect(0, ty, w, 10, shade(table, 0.1));
  s += draw(ctx, w, h);
  return s;
}
export const STILLS: Record<string, Draw> = {
  consultation: (_ctx, w, h) =>
    notebook(w * 0.28, h * 0.56, w * 0.44, h * 0.36) +
    pen(w * 0.52, h * 0.9, 200, -12) +
    ellipse(w * 0.15, h * 0.74 + 80 * 0.9, 125, 24, "#e9e1d4") +
    ellipse(w * 0.85, h * 0.7 + 80 * 0.9, 125, 24, "#e9e1d4") +
    cup(w * 0.15, h * 0.74, 80, "#fbf9f5") +
    cup(w * 0.85, h * 0.7, 80, C.slate),
  documents: (_ctx, w, h) =>
    paper(w * 0.12, h * 0.5, w * 0.3, h * 0.42, 8) +
    paper(w * 0.2, h * 0.46, w * 0.3, h * 0.44, 9) +
    calculator(w * 0.58, h * 0.4, 230) +
    pen(w * 0.3, h * 0.93, 200, -8),
  map: (ctx, w, h) =>
    mapSheet(ctx, w * 0.1, h * 0.5, w * 0.8, h * 0.44) +
    (
      [
        [0.34, 0.6],
        [0.6, 0.76],
        [0.76, 0.58],
      ] as const
    )
      .map(
        ([a, b]) =>
          line(w * a, h * b, w * a, h * (b + 0.05), "#3b3f45", 4) + circle(w * a, h * b, 18, C.red),
      )
      .join(""),
  offer: (_ctx, w, h) =>
    envelope(w * 0.1, h * 0.58, w * 0.4, h * 0.32) +
    paper(w * 0.5, h * 0.34, w * 0.32, h * 0.6, 9) +
    circle(w * 0.74, h * 0.84, 28, C.red) +
    pen(w * 0.52, h * 0.96, 220, -16),
  inspection: (_ctx, w, h) =>
    miniHouse(w * 0.42, h * 0.92, 460) + magnifier(w * 0.6, h * 0.56, 130),
  bank: (_ctx, w, h) =>
    bank(w * 0.24, h * 0.2, w * 0.52, h * 0.7) + coins(w * 0.86, h * 0.9, 56, 6),
  door: (_ctx, w, h) =>
    rect(w * 0.2, h * 0.06, w * 0.6, h * 0.86, "#e9e1d4") +
    openDoor(w * 0.38, h * 0.12, w * 0.24, h * 0.8) +
    rect(w * 0.3, h * 0.92, w * 0.4, h * 0.04, "#c9c1b7") +
    rect(w * 0.42, h * 0.87, w * 0.16, h * 0.05, "#8e7a62", 'opacity="0.6"') +
    plant(w * 0.27, h * 0.92, 220) +
    plant(w * 0.74, h * 0.92, 200),
  keys: (_ctx, w, h) => keyRing(w * 0.24, h * 0.6, 440),
  chart: (_ctx, w, h) =>
    easel(w * 0.24, h * 0.1, w * 0.52, h * 0.6) +
    chart(w * 0.24, h * 0.1, w * 0.52, h * 0.6) +
    path(
      `M${f(w * 0.3)},${f(h * 0.5)} L${f(w * 0.45)},${f(h * 0.4)} L${f(w * 0.55)},${f(h * 0.44)} L${f(w * 0.7)},${f(h * 0.2)}`,
      "none",
      `stroke="${C.red}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`,
    ) +
    poly(
      [
        [w * 0.7, h * 0.17],
        [w * 0.72, h * 0.26],
        [w * 0.66, h * 0.23],
      ],
      C.red,
    ),
  staging: (_ctx, w, h) =>
    ellipse(w * 0.48, h * 0.9, w * 0.36, h * 0.06, "#e9e1d4") +
    sofa(w * 0.2, h * 0.42, w * 0.56, h * 0.42, "#8f9a86") +
    lamp(w * 0.87, h * 0.88, 360) +
    plant(w * 0.09, h * 0.92, 260),
  camera: (_ctx, w, h) => camera(w * 0.3, h * 0.42, 230) + miniHouse(w * 0.72, h * 0.9, 380),
  openhouse: (_ctx, w, h) =>
    postSign(w * 0.14, h * 0.95, 330) +
    balloons(w * 0.5, h * 0.42, 180) +
    miniHouse(w * 0.76, h * 0.9, 330),
  handshake: (_ctx, w, h) => bigHands(w * 0.5, h * 0.7, 460),
  clipboard: (_ctx, w, h) =>
    checkBoard(w * 0.34, h * 0.16, w * 0.3, h * 0.78) + pen(w * 0.7, h * 0.9, 220, -60),
};
/** The still life of that name; a name with none stops the tool. */
export function still(name: string): Draw {
  const draw = STILLS[name];
  if (!draw) throw new Error(`no still life named ${name}`);
  return draw;
}

// Each step gets its own backdrop so consecutive cards differ.
export const STEP_BG: Record<string, readonly string[]> = {
  buy: ["window", "shelf", "picture", "arch", "plant", "twin", "none", "window"],
  sell: ["arch", "twin", "window", "picture", "none", "shelf", "plant", "picture"],
};
export const BUY_STEPS = [
  "consultation",
  "documents",
  "map",
  "offer",
  "inspection",
  "bank",
  "door",
  "keys",
];
export const SELL_STEPS = [
  "consultation",
  "chart",
  "staging",
  "camera",
  "openhouse",
  "handshake",
  "clipboard",
  "keys",
];

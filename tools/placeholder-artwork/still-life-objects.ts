/**
 * The objects of the placeholder still lifes (the stills of still-lifes.ts):
 * papers, cups, keys, a calculator, a map, a sofa, a camera and the rest, each
 * drawn at (x, y) in the table's plane and sized by its arguments.
 */
import { C, type Ctx, circle, ellipse, f, line, path, poly, rect, shade, tint } from "./svg.ts";

export const paper = (x: number, y: number, wd: number, ht: number, lines = 6) => {
  let s = rect(x + 6, y + 6, wd, ht, "#000", 'opacity="0.08"') + rect(x, y, wd, ht, "#fbf9f5");
  for (let i = 0; i < lines; i++)
    s += rect(
      x + wd * 0.1,
      y + ht * (0.14 + i * 0.11),
      wd * (i % 3 === 2 ? 0.5 : 0.8),
      ht * 0.025,
      "#c9bfb2",
    );
  return s;
};
export const cup = (x: number, y: number, r: number, col: string) =>
  ellipse(x, y + r * 0.9, r * 1.4, r * 0.3, "#000", 'opacity="0.08"') +
  rect(x - r, y - r, r * 2, r * 1.8, col) +
  ellipse(x, y - r, r, r * 0.28, shade(col, 0.25)) +
  path(
    `M${x + r},${y - r * 0.5} q${r * 0.7},0 ${r * 0.7},${r * 0.6} q0,${r * 0.6} ${-r * 0.7},${r * 0.6}`,
    "none",
    `stroke="${col}" stroke-width="${r * 0.2}"`,
  );
export const keyRing = (x: number, y: number, s2: number) =>
  circle(x, y, s2 * 0.3, "none", `stroke="#b08d57" stroke-width="${s2 * 0.06}"`) +
  [0, 1]
    .map((i) => {
      const kx = x + s2 * (0.2 + i * 0.25);
      const ky = y + s2 * (0.25 + i * 0.1);
      return (
        circle(kx, ky, s2 * 0.16, i ? "#c9a86a" : "#b08d57") +
        rect(kx, ky - s2 * 0.04, s2 * 0.9, s2 * 0.08, i ? "#c9a86a" : "#b08d57") +
        rect(kx + s2 * 0.6, ky, s2 * 0.08, s2 * 0.14, i ? "#c9a86a" : "#b08d57") +
        rect(kx + s2 * 0.78, ky, s2 * 0.08, s2 * 0.1, i ? "#c9a86a" : "#b08d57") +
        circle(kx, ky, s2 * 0.05, "#fbf9f5")
      );
    })
    .join("") +
  rect(x - s2 * 0.25, y + s2 * 0.25, s2 * 0.3, s2 * 0.22, C.red);
export const miniHouse = (x: number, y: number, s2: number, col = C.red) =>
  rect(x - s2 * 0.4, y - s2 * 0.5, s2 * 0.8, s2 * 0.5, "#fbf9f5") +
  poly(
    [
      [x - s2 * 0.5, y - s2 * 0.5],
      [x + s2 * 0.5, y - s2 * 0.5],
      [x, y - s2 * 0.95],
    ],
    col,
  ) +
  rect(x - s2 * 0.08, y - s2 * 0.28, s2 * 0.16, s2 * 0.28, C.navy);
export const magnifier = (x: number, y: number, r: number) =>
  circle(x, y, r, tint(C.water, 0.7), 'opacity="0.55"') +
  circle(x, y, r, "none", `stroke="${C.navy}" stroke-width="${r * 0.14}"`) +
  line(
    x + r * 0.7,
    y + r * 0.7,
    x + r * 1.6,
    y + r * 1.6,
    C.navy,
    r * 0.22,
    'stroke-linecap="round"',
  );
export const calculator = (x: number, y: number, s2: number) =>
  rect(x, y, s2, s2 * 1.35, "#3b3f45") +
  rect(x + s2 * 0.1, y + s2 * 0.1, s2 * 0.8, s2 * 0.28, "#c7d3c0") +
  Array.from({ length: 12 }, (_, i) =>
    rect(
      x + s2 * (0.1 + (i % 3) * 0.28),
      y + s2 * (0.48 + Math.floor(i / 3) * 0.2),
      s2 * 0.22,
      s2 * 0.14,
      i === 11 ? C.red : "#6b6660",
    ),
  ).join("");
export const mapSheet = (_ctx: Ctx, x: number, y: number, wd: number, ht: number) =>
  rect(x, y, wd, ht, "#eef0e6") +
  path(
    `M${x},${y + ht * 0.6} Q${x + wd * 0.4},${y + ht * 0.3} ${x + wd},${y + ht * 0.5}`,
    "none",
    `stroke="${C.water}" stroke-width="${ht * 0.06}"`,
  ) +
  [0.2, 0.5, 0.8]
    .map((k) => line(x + wd * k, y, x + wd * (k - 0.1), y + ht, "#d6cfc5", ht * 0.02))
    .join("") +
  line(x, y + ht * 0.25, x + wd, y + ht * 0.2, "#d6cfc5", ht * 0.02) +
  (
    [
      [0.3, 0.35],
      [0.62, 0.62],
      [0.8, 0.3],
    ] as const
  )
    .map(
      ([a, b]) =>
        circle(x + wd * a, y + ht * b, ht * 0.05, C.red) +
        circle(x + wd * a, y + ht * b, ht * 0.018, "#fbf9f5"),
    )
    .join("");
export const chart = (x: number, y: number, wd: number, ht: number) =>
  rect(x, y, wd, ht, "#fbf9f5") +
  [0.3, 0.45, 0.55, 0.72, 0.9]
    .map((v, i) =>
      rect(
        x + wd * (0.1 + i * 0.17),
        y + ht * (0.9 - v * 0.8),
        wd * 0.11,
        ht * v * 0.8,
        i === 4 ? C.red : C.slate,
      ),
    )
    .join("") +
  line(x + wd * 0.08, y + ht * 0.9, x + wd * 0.95, y + ht * 0.9, "#6b6660", 3);
export const envelope = (x: number, y: number, wd: number, ht: number) =>
  rect(x, y, wd, ht, "#fbf9f5") +
  poly(
    [
      [x, y],
      [x + wd, y],
      [x + wd / 2, y + ht * 0.55],
    ],
    "#eee8df",
  ) +
  circle(x + wd / 2, y + ht * 0.52, ht * 0.1, C.red);
export const bank = (x: number, y: number, wd: number, ht: number) =>
  poly(
    [
      [x - wd * 0.05, y + ht * 0.28],
      [x + wd * 1.05, y + ht * 0.28],
      [x + wd / 2, y],
    ],
    "#e9e1d4",
  ) +
  rect(x, y + ht * 0.28, wd, ht * 0.08, "#d8cfc2") +
  Array.from({ length: 5 }, (_, i) =>
    rect(x + wd * (0.06 + i * 0.2), y + ht * 0.38, wd * 0.08, ht * 0.5, "#f7f4ee"),
  ).join("") +
  rect(x - wd * 0.05, y + ht * 0.88, wd * 1.1, ht * 0.12, "#d8cfc2");
export const openDoor = (x: number, y: number, wd: number, ht: number) =>
  rect(x - 20, y - 20, wd + 40, ht + 20, "#fbf9f5") +
  rect(x, y, wd, ht, "#f3d9a8") +
  poly(
    [
      [x, y],
      [x + wd * 0.45, y + ht * 0.06],
      [x + wd * 0.45, y + ht * 0.96],
      [x, y + ht],
    ],
    C.red,
  ) +
  circle(x + wd * 0.38, y + ht * 0.55, 7, "#c9a86a");
export const sofa = (x: number, y: number, wd: number, ht: number, col: string) =>
  rect(x, y, wd, ht * 0.5, shade(col, 0.1)) +
  rect(x, y + ht * 0.35, wd, ht * 0.45, col) +
  rect(x - wd * 0.05, y + ht * 0.25, wd * 0.1, ht * 0.55, shade(col, 0.15)) +
  rect(x + wd * 0.95, y + ht * 0.25, wd * 0.1, ht * 0.55, shade(col, 0.15)) +
  rect(x + wd * 0.05, y + ht * 0.8, wd * 0.04, ht * 0.2, "#5b4d43") +
  rect(x + wd * 0.91, y + ht * 0.8, wd * 0.04, ht * 0.2, "#5b4d43") +
  rect(x + wd * 0.15, y + ht * 0.15, wd * 0.16, ht * 0.26, C.red, 'rx="8"');
export const lamp = (x: number, y: number, ht: number) =>
  rect(x - 3, y - ht, 6, ht, "#3b3f45") +
  poly(
    [
      [x - ht * 0.18, y - ht],
      [x + ht * 0.18, y - ht],
      [x + ht * 0.12, y - ht * 1.25],
      [x - ht * 0.12, y - ht * 1.25],
    ],
    "#f3e3c3",
  ) +
  ellipse(x, y, ht * 0.15, ht * 0.03, "#3b3f45");
export const plant = (x: number, y: number, s2: number) =>
  rect(x - s2 * 0.2, y - s2 * 0.35, s2 * 0.4, s2 * 0.35, "#b36b5a") +
  [-0.5, -0.2, 0.1, 0.4]
    .map((k, i) =>
      ellipse(
        x + k * s2 * 0.5,
        y - s2 * (0.6 + (i % 2) * 0.2),
        s2 * 0.12,
        s2 * 0.35,
        i % 2 ? C.green : C.greenDark,
        `transform="rotate(${k * 40} ${x + k * s2 * 0.5} ${y - s2 * 0.6})"`,
      ),
    )
    .join("");
export const camera = (x: number, y: number, s2: number) =>
  line(x, y, x - s2 * 0.6, y + s2 * 1.6, "#3b3f45", 6) +
  line(x, y, x + s2 * 0.6, y + s2 * 1.6, "#3b3f45", 6) +
  line(x, y, x, y + s2 * 1.6, "#3b3f45", 6) +
  rect(x - s2 * 0.45, y - s2 * 0.45, s2 * 0.9, s2 * 0.55, "#2f3e4e") +
  circle(x, y - s2 * 0.18, s2 * 0.2, "#8a9bb0") +
  circle(x, y - s2 * 0.18, s2 * 0.1, "#2f3e4e") +
  rect(x - s2 * 0.35, y - s2 * 0.55, s2 * 0.2, s2 * 0.1, "#2f3e4e");
export const notebook = (x: number, y: number, wd: number, ht: number) =>
  rect(x + 8, y + 8, wd, ht, "#000", 'opacity="0.08"') +
  rect(x, y, wd, ht, "#2f3e4e", 'rx="6"') +
  paper(x + wd * 0.04, y + ht * 0.05, wd * 0.44, ht * 0.9, 7) +
  paper(x + wd * 0.52, y + ht * 0.05, wd * 0.44, ht * 0.9, 5) +
  rect(x + wd * 0.49, y, wd * 0.02, ht, shade("#2f3e4e", 0.3));
export const pen = (x: number, y: number, len: number, a = -20) =>
  rect(
    x,
    y,
    len,
    len * 0.07,
    C.navy,
    `rx="${f(len * 0.03)}" transform="rotate(${a} ${f(x)} ${f(y)})"`,
  ) +
  rect(
    x + len * 0.8,
    y,
    len * 0.2,
    len * 0.07,
    "#c9a86a",
    `transform="rotate(${a} ${f(x)} ${f(y)})"`,
  );
export const coins = (x: number, y: number, r: number, n: number) =>
  Array.from({ length: n }, (_, i) =>
    ellipse(x, y - i * r * 0.22, r, r * 0.35, i % 2 ? "#c9a86a" : "#b08d57"),
  ).join("");
export const easel = (x: number, y: number, wd: number, ht: number) =>
  line(x + wd * 0.2, y + ht * 0.7, x + wd * 0.05, y + ht * 1.25, "#8e7a62", 10) +
  line(x + wd * 0.8, y + ht * 0.7, x + wd * 0.95, y + ht * 1.25, "#8e7a62", 10) +
  rect(x - 8, y - 8, wd + 16, ht + 16, "#8e7a62");
export const bigHands = (x: number, y: number, s2: number) =>
  `<g transform="rotate(-8 ${f(x)} ${f(y)})">` +
  rect(x - s2 * 1.1, y - s2 * 0.16, s2 * 0.9, s2 * 0.34, C.slate, `rx="${f(s2 * 0.17)}"`) +
  rect(x - s2 * 0.35, y - s2 * 0.2, s2 * 0.5, s2 * 0.4, "#d9b99a", `rx="${f(s2 * 0.18)}"`) +
  `</g><g transform="rotate(10 ${f(x)} ${f(y)})">` +
  rect(x + s2 * 0.2, y - s2 * 0.1, s2 * 0.9, s2 * 0.34, "#c7b48d", `rx="${f(s2 * 0.17)}"`) +
  rect(x - s2 * 0.2, y - s2 * 0.14, s2 * 0.52, s2 * 0.38, "#b08468", `rx="${f(s2 * 0.18)}"`) +
  `</g>` +
  circle(x - s2 * 0.02, y + s2 * 0.02, s2 * 0.09, C.red, 'opacity="0.9"');
export const checkBoard = (x: number, y: number, wd: number, ht: number) =>
  rect(x + 10, y + 10, wd, ht, "#000", 'opacity="0.08"') +
  rect(x, y, wd, ht, "#a3876a", 'rx="12"') +
  rect(x + wd * 0.07, y + ht * 0.07, wd * 0.86, ht * 0.88, "#fbf9f5") +
  rect(x + wd * 0.3, y - ht * 0.04, wd * 0.4, ht * 0.08, "#6b6660", 'rx="8"') +
  [0, 1, 2, 3]
    .map(
      (i) =>
        rect(
          x + wd * 0.14,
          y + ht * (0.18 + i * 0.18),
          wd * 0.13,
          wd * 0.13,
          "none",
          `stroke="#9d958a" stroke-width="3"`,
        ) +
        (i < 3
          ? path(
              `M${f(x + wd * 0.15)},${f(y + ht * (0.18 + i * 0.18) + wd * 0.06)} l${f(wd * 0.05)},${f(wd * 0.05)} l${f(wd * 0.09)},${f(-wd * 0.11)}`,
              "none",
              `stroke="${C.red}" stroke-width="${f(wd * 0.035)}" stroke-linecap="round" stroke-linejoin="round"`,
            )
          : "") +
        rect(
          x + wd * 0.34,
          y + ht * (0.18 + i * 0.18) + wd * 0.05,
          wd * (i % 2 ? 0.42 : 0.52),
          ht * 0.022,
          "#c9bfb2",
        ),
    )
    .join("");
export const postSign = (x: number, y: number, s2: number) =>
  rect(x, y - s2 * 1.5, s2 * 0.07, s2 * 1.5, "#fbf9f5") +
  rect(x, y - s2 * 1.5, s2 * 0.95, s2 * 0.07, "#fbf9f5") +
  line(x + s2 * 0.3, y - s2 * 1.43, x + s2 * 0.3, y - s2 * 1.3, "#6b6660", 3) +
  line(x + s2 * 0.8, y - s2 * 1.43, x + s2 * 0.8, y - s2 * 1.3, "#6b6660", 3) +
  rect(x + s2 * 0.16, y - s2 * 1.3, s2 * 0.78, s2 * 0.46, C.red) +
  rect(
    x + s2 * 0.22,
    y - s2 * 1.24,
    s2 * 0.66,
    s2 * 0.34,
    "none",
    `stroke="#fbf9f5" stroke-width="4"`,
  ) +
  rect(x + s2 * 0.3, y - s2 * 0.78, s2 * 0.5, s2 * 0.14, "#fbf9f5") +
  ellipse(x + s2 * 0.04, y, s2 * 0.3, s2 * 0.05, "#000", 'opacity="0.1"');
export const balloons = (x: number, y: number, s2: number) =>
  line(x, y, x - s2 * 0.2, y - s2, "#6b6660", 2) +
  line(x, y, x + s2 * 0.15, y - s2 * 0.9, "#6b6660", 2) +
  ellipse(x - s2 * 0.2, y - s2 * 1.1, s2 * 0.14, s2 * 0.18, C.red) +
  ellipse(x + s2 * 0.15, y - s2 * 1.0, s2 * 0.13, s2 * 0.17, "#fbf9f5");

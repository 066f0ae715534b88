/**
 * What stands on the pavement and the lawns: a street lamp and a sold sign.
 */
import { C, f, line, poly, rect } from "./svg.ts";

export function lamppost(x: number, base: number, h: number, lit = false) {
  let s = rect(x - h * 0.018, base - h, h * 0.036, h, C.ink);
  s += rect(x - h * 0.05, base - h * 0.05, h * 0.1, h * 0.05, C.ink);
  s += poly(
    [
      [x - h * 0.06, base - h * 1.02],
      [x + h * 0.06, base - h * 1.02],
      [x + h * 0.045, base - h * 1.14],
      [x - h * 0.045, base - h * 1.14],
    ],
    lit ? "#ffe0a0" : "#e8e1d2",
  );
  s += poly(
    [
      [x - h * 0.075, base - h * 1.14],
      [x + h * 0.075, base - h * 1.14],
      [x, base - h * 1.22],
    ],
    C.ink,
  );
  s += rect(x - h * 0.07, base - h * 1.02, h * 0.14, h * 0.025, C.ink);
  return s;
}

export function soldSign(x: number, base: number, h: number) {
  let s = rect(x, base - h, h * 0.05, h, "#f4f1ec");
  s += rect(x, base - h, h * 0.55, h * 0.05, "#f4f1ec");
  s += line(x + h * 0.15, base - h * 0.95, x + h * 0.15, base - h * 0.85, "#6b6660", 1.2);
  s += line(x + h * 0.45, base - h * 0.95, x + h * 0.45, base - h * 0.85, "#6b6660", 1.2);
  s += rect(x + h * 0.08, base - h * 0.86, h * 0.44, h * 0.28, C.red);
  s += rect(
    x + h * 0.12,
    base - h * 0.82,
    h * 0.36,
    h * 0.2,
    "none",
    `stroke="#faf7f2" stroke-width="${f(h * 0.015)}" opacity="0.8"`,
  );
  return s;
}

/**
 * The front door (an entry porch's pediment, the surround, sidelights and
 * fanlight, panels, steps and, when it is dark, the porch light) and the
 * full-width porches of one or two levels.
 */
import { C, type Ctx, circle, f, poly, rect, shade } from "../svg.ts";
import type { Facade } from "./house.ts";

export function door(ctx: Ctx, fc: Facade) {
  const { o, t, x, w, sh, found, base, trim, doorPos } = fc;
  if (o.door === false) return "";
  let s = "";
  const doorW = o.doorW || Math.min(w * 0.11, sh * 0.36);
  const doorH = doorW * 2.1;
  const dx = x + w * doorPos - doorW / 2;
  const dy = base - found - doorH;
  if (o.porch === "entry") {
    s += rect(dx - doorW * 0.55, dy - sh * 0.22, doorW * 2.1, sh * 0.07, trim);
    s += poly(
      [
        [dx - doorW * 0.6, dy - sh * 0.2],
        [dx + doorW / 2, dy - sh * 0.45],
        [dx + doorW * 1.6, dy - sh * 0.2],
      ],
      trim,
    );
    s += poly(
      [
        [dx - doorW * 0.4, dy - sh * 0.22],
        [dx + doorW / 2, dy - sh * 0.39],
        [dx + doorW * 1.4, dy - sh * 0.22],
      ],
      shade(trim, 0.08),
    );
    s += rect(dx - doorW * 0.45, dy - sh * 0.15, doorW * 0.1, doorH + sh * 0.15, trim);
    s += rect(dx + doorW * 1.35, dy - sh * 0.15, doorW * 0.1, doorH + sh * 0.15, trim);
  }
  // surround, sidelights, transom
  s += rect(dx - doorW * 0.28, dy - doorW * 0.42, doorW * 1.56, doorH + doorW * 0.42, trim);
  s += rect(dx - doorW * 0.2, dy + doorH * 0.08, doorW * 0.14, doorH * 0.8, t.glass[0]);
  s += rect(dx + doorW * 1.06, dy + doorH * 0.08, doorW * 0.14, doorH * 0.8, t.glass[0]);
  s += `<path d="M${f(dx)},${f(dy)} A${f(doorW / 2)},${f(doorW * 0.32)} 0 0 1 ${f(dx + doorW)},${f(dy)} Z" fill="${t.glass[t.lit ? 0 : 1]}"/>`;
  s += rect(dx, dy, doorW, doorH, o.door || C.red);
  // the upper and lower panels
  for (const [top, height] of [
    [0.1, 0.32],
    [0.5, 0.38],
  ] as const)
    s += rect(
      dx + doorW * 0.15,
      dy + doorH * top,
      doorW * 0.7,
      doorH * height,
      shade(o.door || C.red, 0.18),
      'opacity="0.6"',
    );
  s += circle(dx + doorW * 0.82, dy + doorH * 0.52, doorW * 0.05, "#d8b56a");
  // steps
  for (let i = 0; i < 3; i++)
    s += rect(
      dx - doorW * (0.35 + i * 0.12),
      base - found + i * (found / 3),
      doorW * (1.7 + i * 0.24),
      found / 3 + 1,
      i % 2 ? "#b8afa5" : "#c9c1b7",
    );
  if (t.lit)
    s +=
      circle(dx - doorW * 0.45, dy + doorH * 0.3, doorW * 0.07, "#ffe3a6") +
      circle(
        dx - doorW * 0.45,
        dy + doorH * 0.3,
        doorW * 0.5,
        ctx.radial([
          [0, "#ffd98f", 0.5],
          [1, "#ffd98f", 0],
        ]),
      );
  return s;
}

export function porch(fc: Facade) {
  const { o, x, w, sh, storeys, found, base, trim, rc, ov } = fc;
  let s = "";
  if (o.porch === "full" || o.porch === "double") {
    const levels = o.porch === "double" ? Math.min(2, storeys) : 1;
    for (let lv = 0; lv < levels; lv++) {
      const pyTop = base - found - (lv + 1) * sh + sh * 0.08;
      const pyBot = base - found - lv * sh;
      const px = x - ov * 0.3;
      const pw = w + ov * 0.6;
      // roof/deck band
      s += rect(px, pyTop - sh * 0.06, pw, sh * 0.1, trim);
      if (lv === levels - 1)
        s += poly(
          [
            [px - 4, pyTop - sh * 0.05],
            [px + pw + 4, pyTop - sh * 0.05],
            [px + pw - 8, pyTop - sh * 0.2],
            [px + 8, pyTop - sh * 0.2],
          ],
          rc,
        );
      // columns
      const ncol = 4;
      for (let i = 0; i < ncol; i++) {
        const cx = px + (pw - sh * 0.07) * (i / (ncol - 1));
        s += rect(cx, pyTop + sh * 0.04, sh * 0.07, pyBot - pyTop - sh * 0.04, trim);
      }
      // railing
      const ry = pyBot - sh * 0.28;
      s += rect(px, ry, pw, sh * 0.035, trim);
      for (let i = 0; i < 28; i++)
        s += rect(px + (pw / 28) * i + 1, ry, 1.6, pyBot - ry, trim, 'opacity="0.85"');
      s += rect(px, pyBot - sh * 0.03, pw, sh * 0.03, trim);
    }
  }
  return s;
}

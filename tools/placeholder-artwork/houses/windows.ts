/**
 * Windows: one sash window with its trim, shutters or an arched head, and the
 * rows of them on a facade's storeys.
 */
import type { TimeOfDay } from "../landscape.ts";
import { type Ctx, f, line, poly, rect, shade } from "../svg.ts";
import type { Facade } from "./house.ts";

/** A sash window; its glass catches the time of day's light, or glows when the lights are on. */
export function sashWindow(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  trim: string,
  t: TimeOfDay,
  { shutters = null, arch = false }: { shutters?: string | null; arch?: boolean } = {},
) {
  let s = "";
  if (shutters) {
    s += rect(x - w * 0.52, y, w * 0.42, h, shutters) + rect(x + w * 1.1, y, w * 0.42, h, shutters);
    const lc = shade(shutters, 0.25);
    for (let i = 1; i < 6; i++) {
      s += line(
        x - w * 0.48,
        y + (h / 6) * i,
        x - w * 0.14,
        y + (h / 6) * i,
        lc,
        0.8,
        'opacity="0.6"',
      );
      s += line(
        x + w * 1.14,
        y + (h / 6) * i,
        x + w * 1.48,
        y + (h / 6) * i,
        lc,
        0.8,
        'opacity="0.6"',
      );
    }
  }
  const fw = Math.max(1.5, w * 0.09);
  const glass = ctx.linear(
    [
      [0, t.glass[0]],
      [1, t.glass[1]],
    ],
    0.6,
    1,
    0,
    0,
  );
  if (arch) {
    s += `<path d="M${f(x - fw)},${f(y + h + fw)} L${f(x - fw)},${f(y + w / 2)} A${f(w / 2 + fw)},${f(w / 2 + fw)} 0 0 1 ${f(x + w + fw)},${f(y + w / 2)} L${f(x + w + fw)},${f(y + h + fw)} Z" fill="${trim}"/>`;
    s += `<path d="M${f(x)},${f(y + h)} L${f(x)},${f(y + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(x + w)},${f(y + w / 2)} L${f(x + w)},${f(y + h)} Z" fill="${glass}"/>`;
  } else {
    s += rect(x - fw, y - fw, w + fw * 2, h + fw * 2, trim);
    s += rect(x - fw * 1.6, y - fw * 2.2, w + fw * 3.2, fw * 1.3, trim); // head
    s += rect(x, y, w, h, glass);
  }
  if (!t.lit)
    s += poly(
      [
        [x + w * 0.15, y + h],
        [x + w * 0.6, y],
        [x + w, y],
        [x + w, y + h * 0.2],
        [x + w * 0.5, y + h],
      ],
      "#ffffff",
      'opacity="0.12"',
    );
  // sashes
  s += rect(x, y + h / 2 - fw * 0.4, w, fw * 0.8, trim);
  s += rect(x + w / 2 - fw * 0.25, y, fw * 0.5, h, trim, 'opacity="0.9"');
  s += rect(x - fw * 1.4, y + h + fw * 0.6, w + fw * 2.8, fw * 1.1, trim); // sill
  return s;
}

/** A window in each column of each storey, leaving the door its place. */
export function facadeWindows(ctx: Ctx, fc: Facade) {
  const { o, t, x, w, sh, storeys, found, base, trim, cols, doorPos } = fc;
  let s = "";
  const winW = o.winW || Math.min(w / (cols * 2.1), sh * 0.36);
  const winH = winW * (o.winRatio || 1.65);
  for (let st = 0; st < storeys; st++) {
    const wy = base - found - (st + 1) * sh + (sh - winH) * 0.45;
    for (let c = 0; c < cols; c++) {
      const cx = x + w * ((c + 0.5) / cols);
      if (
        st === 0 &&
        o.door !== false &&
        Math.abs(cx - (x + w * doorPos)) < w / cols / 2 &&
        cols % 2 === 1 &&
        !o.doorBetween
      )
        continue;
      if (o.tower && c === 0) continue;
      s += sashWindow(ctx, cx - winW / 2, wy, winW, winH, trim, t, {
        shutters: o.shutters,
        arch: o.archWin && st === storeys - 1,
      });
    }
  }
  return s;
}

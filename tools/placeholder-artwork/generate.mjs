import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { globalNetwork, luxuryLiving, portraitPlaceholder } from "./features.ts";
import {
  generated,
  MANIFEST,
  mayWrite,
  ONLY,
  ORIGINAL_EXTENSIONS,
  ORIGINALS,
  REFRESH,
  report,
  slotSize,
  writeJpeg,
} from "./files.ts";
import { distance, shrubs, sky, TIMES, tree } from "./landscape.ts";
import { writeIcons, writeOgImages } from "./og-and-icons.ts";
import { BUY_STEPS, SELL_STEPS, STEP_BG, STILLS, stillLife } from "./still-lifes.ts";
import {
  C,
  circle,
  ellipse,
  f,
  line,
  makeCtx,
  mix,
  path,
  poly,
  rect,
  rng,
  shade,
  svgDoc,
  tint,
} from "./svg.ts";

// ---------------------------------------------------------------- house facade
const BODY_COLOURS = [
  "#f3eee6",
  "#e9e1d4",
  "#d8cfc2",
  "#51667a",
  "#2f3e4e",
  "#8f9a86",
  "#c7b48d",
  "#a7b3bd",
  "#b9a48a",
  "#7f8a7a",
  "#e4d6b8",
  "#6f7f8f",
];
const ROOF_COLOURS = ["#3b3f45", "#4a5563", "#5e5954", "#433a35", "#2e3640", "#6b6660"];
const SHUTTER_COLOURS = [C.navy, "#26302a", C.red, "#3c4a3a", C.slate];

/**
 * A parametric New England facade.
 * opts: x, base (ground y), w, storeys, sh (storey height), roof
 * ('side'|'hip'|'front'|'gambrel'|'mansard'|'flat'), body, trim, roofCol,
 * door, shutters (colour|null), cols (windows per storey), texture
 * ('clap'|'shingle'|'brick'|'none'), porch ('full'|'entry'|'double'|null),
 * dormers (n), chimney, bay, tower, t (time-of-day), snow.
 */
function house(ctx, o) {
  const t = o.t || TIMES.day;
  const x = o.x;
  const w = o.w;
  const sh = o.sh || w * 0.22;
  const storeys = o.storeys || 2;
  const found = sh * 0.14;
  const base = o.base;
  const bodyH = storeys * sh;
  const top = base - found - bodyH;
  const trim = o.trim || "#faf7f2";
  const body = o.body;
  const roofCol = o.roofCol || "#3b3f45";
  const cols = o.cols || 3;
  const ov = w * 0.04;
  let back = "";
  let s = "";
  // shadow on ground
  s += ellipse(x + w / 2, base + 2, w * 0.58, sh * 0.08, "#000", 'opacity="0.10"');
  // roof shapes (drawn before body where they sit behind)
  const roofType = o.roof || "side";
  let roofTopY = top;
  const rh = o.roofH || (roofType === "front" ? w * 0.42 : roofType === "flat" ? 0 : sh * 0.95);
  if (o.chimney) {
    const cx = x + w * (o.chimneyX ?? 0.72);
    back += rect(
      cx,
      top - rh * 0.95 - sh * 0.15,
      w * 0.07,
      rh * 0.95 + sh * 0.15,
      o.chimneyCol || "#8a4f3f",
    );
    back += rect(
      cx - w * 0.008,
      top - rh * 0.95 - sh * 0.17,
      w * 0.086,
      sh * 0.05,
      shade(o.chimneyCol || "#8a4f3f", 0.25),
    );
  }
  s += back;
  // foundation
  s += rect(x + w * 0.01, base - found, w * 0.98, found, o.foundCol || "#9a9189");
  // body
  s += rect(x, top, w, bodyH, body);
  // texture
  const lineCol = shade(body, 0.5);
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

  // roof
  const rc = roofCol;
  if (roofType === "side") {
    const ridge = top - rh;
    s += poly(
      [
        [x - ov, top + 2],
        [x + w + ov, top + 2],
        [x + w - w * 0.06, ridge],
        [x + w * 0.06, ridge],
      ],
      rc,
    );
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
    s += window_(ctx, x + w / 2 - gw / 2, gy, gw, gw * (o.gableRound ? 1.1 : 1.25), trim, t, {
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
    s += poly(
      [
        [x - ov, top + 2],
        [x + w + ov, top + 2],
        [x + w - ov * 0.2, mt],
        [x + ov * 0.2, mt],
      ],
      rc,
    );
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
  // dormers
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
      s += window_(ctx, dx + dw * 0.2, dy + dh * 0.18, dw * 0.6, dh * 0.62, trim, t, {});
    }
  }
  // tower (Victorian turret) on the left
  if (o.tower) {
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
      s += window_(
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
    s += window_(ctx, tx + tw * 0.33, ttop + sh * 0.1, tw * 0.34, sh * 0.24, trim, t, {});
  }
  // windows
  const doorPos = o.doorPos ?? 0.5;
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
      s += window_(ctx, cx - winW / 2, wy, winW, winH, trim, t, {
        shutters: o.shutters,
        arch: o.archWin && st === storeys - 1,
      });
    }
  }
  // bay window on the ground floor
  if (o.bay) {
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
      s += window_(
        ctx,
        bx + bw * (0.08 + i * 0.31),
        by + sh * 0.12,
        bw * 0.22,
        sh * 0.5,
        trim,
        t,
        {},
      );
  }
  // porch
  const doorW = o.doorW || Math.min(w * 0.11, sh * 0.36);
  const doorH = doorW * 2.1;
  const dx = x + w * doorPos - doorW / 2;
  const dy = base - found - doorH;
  if (o.door !== false) {
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
    s += rect(
      dx + doorW * 0.15,
      dy + doorH * 0.1,
      doorW * 0.7,
      doorH * 0.32,
      shade(o.door || C.red, 0.18),
      'opacity="0.6"',
    );
    s += rect(
      dx + doorW * 0.15,
      dy + doorH * 0.5,
      doorW * 0.7,
      doorH * 0.38,
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
  }
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
  if (o.snow) {
    // snow on roof edge and ground
    s += `<path d="M${f(x - ov * 1.2)},${f(top - 2)} Q${f(x + w / 2)},${f(top - sh * 0.1)} ${f(x + w + ov * 1.2)},${f(top - 2)} L${f(x + w + ov)},${f(top + 4)} L${f(x - ov)},${f(top + 4)} Z" fill="#fbfaf7"/>`;
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
  }
  return s;
}

function window_(ctx, x, y, w, h, trim, t, { shutters = null, arch = false } = {}) {
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

function lamppost(x, base, h, lit = false) {
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

function soldSign(x, base, h) {
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

// ---------------------------------------------------------------- output
const jobs = new Map(); // id -> (ctx) => body
const job = (id, fn) => jobs.set(id, fn);

// ---------------------------------------------------------------- scenes
// (scenes are appended below)
// A preset for one of the New England house types, sized by storey height u.
function preset(kind, r, u, t) {
  const body = r.pick(BODY_COLOURS);
  const roofCol = r.pick(ROOF_COLOURS);
  const light = ["#f3eee6", "#e9e1d4", "#d8cfc2", "#e4d6b8", "#c7b48d", "#a7b3bd"].includes(body);
  const trim = light ? "#fbf9f5" : r.pick(["#fbf9f5", "#efe9df"]);
  const door = r.chance(0.45) ? C.red : r.pick([C.navy, "#26302a", "#f4f1ec", C.slate, C.red]);
  const shutters = r.chance(0.6) ? r.pick(SHUTTER_COLOURS.filter((c) => c !== body)) : null;
  const base = { body, roofCol, trim, door, t, sh: u };
  switch (kind) {
    case "colonial":
      return {
        ...base,
        w: u * 4.2,
        storeys: 2,
        roof: "side",
        cols: 5,
        shutters: shutters || C.navy,
        porch: "entry",
        chimney: true,
        chimneyX: r.pick([0.1, 0.78]),
      };
    case "cape":
      return {
        ...base,
        w: u * 3.6,
        storeys: 1,
        roof: "side",
        roofH: u * 1.05,
        cols: 5,
        dormers: r.pick([2, 3]),
        texture: r.chance(0.5) ? "shingle" : "clap",
        body: r.chance(0.5) ? r.pick(["#9d958a", "#b9a48a", "#8e8a82"]) : body,
        shutters,
        chimney: true,
        chimneyX: 0.46,
      };
    case "victorian":
      return {
        ...base,
        w: u * 2.9,
        storeys: 2,
        roof: "front",
        roofH: u * 1.35,
        cols: 2,
        doorPos: 0.78,
        doorBetween: true,
        bay: true,
        bayX: 0.1,
        gableShingle: true,
        porch: null,
        body: r.pick(["#8f9a86", "#c7b48d", "#6f7f8f", "#b36b5a", "#d9c9a3", "#7a8f9c"]),
        archWin: r.chance(0.5),
      };
    case "queen":
      return {
        ...base,
        w: u * 3.4,
        storeys: 2,
        roof: "front",
        roofH: u * 1.3,
        cols: 3,
        tower: true,
        gableShingle: true,
        porch: "full",
        body: r.pick(["#8f9a86", "#c7b48d", "#6f7f8f", "#d9c9a3", "#51667a"]),
      };
    case "shingle":
      return {
        ...base,
        w: u * 4.4,
        storeys: 2,
        roof: "gambrel",
        roofH: u * 1.1,
        cols: 5,
        texture: "shingle",
        body: r.pick(["#a3876a", "#8e8a82", "#9d958a", "#b39a7c"]),
        dormers: 2,
        porch: "entry",
        chimney: true,
      };
    case "gambrel":
      return {
        ...base,
        w: u * 3.8,
        storeys: 1,
        roof: "gambrel",
        roofH: u * 1.3,
        cols: 4,
        doorBetween: true,
        dormers: 2,
        shutters,
      };
    case "mansard":
      return {
        ...base,
        w: u * 3.2,
        storeys: 2,
        roof: "mansard",
        roofH: u * 0.9,
        cols: 3,
        dormers: 3,
        porch: "entry",
        body: r.pick(["#d8cfc2", "#c7b48d", "#a7b3bd", "#e9e1d4"]),
      };
    case "brick":
      return {
        ...base,
        w: u * 2.2,
        storeys: 3,
        roof: "flat",
        cols: 2,
        doorPos: 0.25,
        doorBetween: true,
        texture: "brick",
        body: r.pick(["#9c5a45", "#8a4a3a", "#a8654c", "#7d4636"]),
        trim: "#f1ece4",
        corniceCol: r.pick(["#2f3e4e", "#f1ece4", "#3c4a3a"]),
        archWin: false,
      };
    case "triple":
      return {
        ...base,
        w: u * 2.5,
        storeys: 3,
        roof: "flat",
        cols: 2,
        doorPos: 0.8,
        doorBetween: true,
        porch: "double",
        bay: false,
        body: r.pick(["#a7b3bd", "#e4d6b8", "#8f9a86", "#d8cfc2", "#b9a48a", "#6f7f8f"]),
        corniceCol: "#f4f1ec",
      };
    case "twofamily":
      return {
        ...base,
        w: u * 2.8,
        storeys: 2,
        roof: "front",
        roofH: u * 1.2,
        cols: 2,
        doorPos: 0.8,
        doorBetween: true,
        porch: "double",
        gableShingle: true,
      };
    default:
      return {
        ...base,
        w: u * 3.8,
        storeys: 2,
        roof: "hip",
        roofH: u * 0.9,
        cols: 3,
        porch: "full",
        shutters,
      };
  }
}

function ground(ctx, _t, y, { street = true, season = "summer", sidewalk = true } = {}) {
  const { w, h } = ctx;
  const lawnCol = season === "winter" ? "#f4f3f0" : season === "fall" ? "#9a9a6e" : C.lawn;
  let s = rect(
    0,
    y,
    w,
    h - y,
    ctx.linear([
      [0, lawnCol],
      [1, shade(lawnCol, 0.12)],
    ]),
  );
  if (sidewalk) {
    const sy = y + (h - y) * 0.28;
    s += rect(0, sy, w, (h - y) * 0.14, season === "winter" ? "#dcdcd8" : "#d6cfc5");
    for (let i = 0; i < 40; i++)
      s += line(
        (w / 40) * i,
        sy,
        (w / 40) * i - 6,
        sy + (h - y) * 0.14,
        "#b8afa5",
        1,
        'opacity="0.6"',
      );
    if (street) {
      const cy = sy + (h - y) * 0.14;
      s += rect(0, cy, w, 5, "#bdb4a9");
      s += rect(
        0,
        cy + 5,
        w,
        h - cy,
        ctx.linear([
          [0, "#5c6168"],
          [1, "#474c53"],
        ]),
      );
      if (season === "winter") s += rect(0, cy + 5, w, 10, "#eceae6");
      for (let i = 0; i < 8; i++)
        s += rect((w / 8) * i + 20, cy + (h - cy) * 0.55, w / 16, 4, "#d9cf9f", 'opacity="0.7"');
    }
  }
  return s;
}

// The row of houses along a street, left to right.
function streetRow(
  ctx,
  t,
  { x0, x1, base, u, kinds, season = "summer", gap = [12, 40], trees = true },
) {
  const r = ctx.r;
  let s = "";
  let x = x0;
  let i = 0;
  const parts = [];
  while (x < x1) {
    const kind = kinds[i % kinds.length];
    const o = preset(kind, r, u * r.range(0.92, 1.08), t);
    o.x = x;
    o.base = base;
    o.snow = season === "winter";
    parts.push(o);
    x += o.w + r.range(gap[0], gap[1]) + u * 0.3;
    i++;
  }
  for (const o of parts) s += house(ctx, o);
  for (const o of parts)
    s +=
      shrubs(
        ctx,
        o.x + o.w * 0.05,
        base + 2,
        o.w * 0.3,
        season === "winter" ? "#c8ccc8" : C.greenDark,
      ) +
      shrubs(
        ctx,
        o.x + o.w * 0.65,
        base + 2,
        o.w * 0.3,
        season === "winter" ? "#c8ccc8" : C.greenDark,
      );
  if (trees)
    for (const o of parts.slice(0, -1)) {
      if (r.chance(0.7))
        s += tree(ctx, o.x + o.w + u * 0.35, base + u * 0.55, u * r.range(2.4, 3.1), {
          season,
          color: r.pick([C.green, C.greenDark, "#7d8c66"]),
        });
    }
  return s;
}

function vignette(ctx, a = 0.18) {
  return rect(
    0,
    0,
    ctx.w,
    ctx.h,
    ctx.radial(
      [
        [0.6, "#1f2a35", 0],
        [1, "#1f2a35", a],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

job("hero/home", (ctx) => {
  const t = TIMES.golden;
  const { w, h } = ctx;
  let s = sky(ctx, t, { sunX: 0.8, clouds: 3 });
  s += distance(ctx, h * 0.6, mix(t.far, t.sky[2], 0.3), { amp: 30, bumps: 10 });
  s += distance(ctx, h * 0.66, mix(C.greenDark, t.far, 0.45), { amp: 24, bumps: 16 });
  const base = h * 0.79;
  s += ground(ctx, t, base);
  s += streetRow(ctx, t, {
    x0: -60,
    x1: w + 40,
    base,
    u: 62,
    kinds: ["hip", "colonial", "twofamily", "queen", "shingle", "colonial", "victorian"],
  });
  // foreground street trees and lamps
  s += lamppost(w * 0.62, h * 0.86, 70) + lamppost(w * 0.93, h * 0.86, 70);
  s += tree(ctx, w * 0.07, h * 0.88, 330, { color: C.greenDeep });
  s += tree(ctx, w * 0.34, h * 0.88, 260, { color: C.greenDark });
  // calm, darker tone at the bottom left for the headline
  s += rect(
    0,
    0,
    w,
    h,
    ctx.linear(
      [
        [0, "#1f2a35", 0.55],
        [0.35, "#1f2a35", 0.32],
        [0.6, "#1f2a35", 0.0],
      ],
      1,
      0,
    ),
  );
  s += rect(
    0,
    0,
    w,
    h,
    ctx.linear([
      [0.45, "#1f2a35", 0],
      [1, "#1f2a35", 0.35],
    ]),
  );
  s += rect(
    0,
    0,
    w,
    h,
    ctx.linear(
      [
        [0, t.light, 0],
        [1, t.light, 0.12],
      ],
      1,
      0,
    ),
  );
  return s;
});

job("hero/video-poster", (ctx) => {
  const t = TIMES.dusk;
  const { w, h } = ctx;
  let s = sky(ctx, t, { sunX: 0.2, clouds: 2 });
  s += distance(ctx, h * 0.66, "#4c5468", { amp: 30, bumps: 8 });
  s += distance(ctx, h * 0.72, "#3a4552", { amp: 40, bumps: 12 });
  const base = h * 0.84;
  s += rect(
    0,
    base,
    w,
    h - base,
    ctx.linear([
      [0, "#55614f"],
      [1, "#3b4538"],
    ]),
  );
  const u = 112;
  const o = preset("shingle", rng("poster"), u, t);
  Object.assign(o, {
    x: w * 0.5 - u * 2.3,
    base,
    w: u * 4.6,
    body: "#8a7560",
    roofCol: "#3a3836",
    door: C.red,
    dormers: 3,
    porch: "entry",
    shutters: null,
    trim: "#efe9df",
  });
  s += house(ctx, o);
  // wing
  s += house(ctx, {
    x: w * 0.5 + u * 2.3,
    base,
    w: u * 1.8,
    sh: u * 0.9,
    storeys: 1,
    roof: "hip",
    roofH: u * 0.7,
    cols: 2,
    body: "#7d6a57",
    texture: "shingle",
    roofCol: "#3a3836",
    trim: "#efe9df",
    door: false,
    t,
  });
  s += house(ctx, {
    x: w * 0.5 - u * 2.3 - u * 1.5,
    base,
    w: u * 1.5,
    sh: u * 0.85,
    storeys: 1,
    roof: "side",
    roofH: u * 0.55,
    cols: 1,
    body: "#7d6a57",
    texture: "shingle",
    roofCol: "#3a3836",
    trim: "#efe9df",
    door: false,
    t,
  });
  // path and lawn lights
  s += poly(
    [
      [w * 0.5 - 20, base + 2],
      [w * 0.5 + 20, base + 2],
      [w * 0.5 + 90, h],
      [w * 0.5 - 90, h],
    ],
    "#b5a890",
    'opacity="0.75"',
  );
  for (const px of [-110, 110, -70, 70])
    s +=
      circle(
        w * 0.5 + px * (Math.abs(px) > 100 ? 1 : 1.4),
        base + (Math.abs(px) > 100 ? 20 : 60),
        3.5,
        "#ffe2a8",
      ) +
      circle(
        w * 0.5 + px * (Math.abs(px) > 100 ? 1 : 1.4),
        base + (Math.abs(px) > 100 ? 20 : 60),
        22,
        ctx.radial([
          [0, "#ffd98f", 0.45],
          [1, "#ffd98f", 0],
        ]),
      );
  s +=
    shrubs(ctx, w * 0.5 - u * 2.3, base + 4, u * 1.6, "#34432f") +
    shrubs(ctx, w * 0.5 + u * 0.8, base + 4, u * 1.6, "#34432f");
  s += tree(ctx, w * 0.1, base + 30, 420, { kind: "conifer", color: "#2c3a2e" });
  s += tree(ctx, w * 0.2, base + 24, 300, { kind: "conifer", color: "#344436" });
  s += tree(ctx, w * 0.9, base + 30, 380, { color: "#3a4a3a" });
  s += rect(
    0,
    0,
    w,
    h,
    ctx.linear([
      [0, "#1f2a35", 0],
      [0.7, "#1f2a35", 0],
      [1, "#1f2a35", 0.3],
    ]),
  );
  return s;
});

// ------------------------------------------------ portfolio (single homes)
const PORTFOLIO = [
  { kind: "colonial", time: "day", body: "#f3eee6", shutters: "#26302a", door: C.red, sold: true },
  { kind: "twofamily", time: "golden", body: "#a7b3bd", door: C.navy },
  { kind: "queen", time: "dawn", body: "#8f9a86", door: C.red },
  { kind: "cape", time: "day", body: "#9d958a", door: C.red, shutters: "#f4f1ec", sold: true },
  { kind: "brick", time: "golden", row: true, door: C.navy },
  { kind: "triple", time: "day", body: "#e4d6b8", door: C.red },
  { kind: "gambrel", time: "dawn", body: "#51667a", door: "#f4f1ec", shutters: null, sold: true },
  { kind: "mansard", time: "golden", body: "#d8cfc2", door: C.red },
  { kind: "hip", time: "dusk", body: "#2f3e4e", door: C.red, shutters: null, trim: "#f4f1ec" },
];

function singleHome(ctx, _id, spec) {
  const r = ctx.r;
  const t = TIMES[spec.time];
  const { w, h } = ctx;
  let s = sky(ctx, t, { sunX: r.pick([0.15, 0.85]), clouds: 2 });
  s += distance(ctx, h * 0.66, mix(t.far, t.sky[2], 0.25), { amp: 26, bumps: 9 });
  s += distance(ctx, h * 0.72, mix(C.greenDark, t.far, t.lit ? 0.6 : 0.35), { amp: 30, bumps: 13 });
  const base = h * 0.82;
  s += rect(
    0,
    base,
    w,
    h - base,
    ctx.linear([
      [0, t.lit ? "#55614f" : C.lawn],
      [1, shade(t.lit ? "#55614f" : C.lawn, 0.18)],
    ]),
  );
  const u = spec.kind === "brick" || spec.kind === "triple" ? 120 : 128;
  const o = {
    ...preset(spec.kind, r, u, t),
    ...Object.fromEntries(
      Object.entries(spec).filter(([k]) => ["body", "door", "shutters", "trim"].includes(k)),
    ),
  };
  if (spec.row) {
    // three attached townhouses
    const bw = u * 2.1;
    const x0 = w / 2 - bw * 1.5;
    const bodies = ["#9c5a45", "#8a4a3a", "#a8654c"];
    for (let i = 0; i < 3; i++)
      s += house(ctx, {
        ...o,
        x: x0 + bw * i,
        w: bw,
        base,
        body: bodies[i],
        door: i === 1 ? C.red : C.navy,
        corniceCol: i === 1 ? "#2f3e4e" : "#f1ece4",
      });
  } else {
    o.x = w / 2 - o.w / 2;
    o.base = base;
    s += house(ctx, o);
  }
  // walkway, hedges, trees
  s += poly(
    [
      [w / 2 - 16, base + 6],
      [w / 2 + 16, base + 6],
      [w / 2 + 70, h],
      [w / 2 - 70, h],
    ],
    t.lit ? "#8e8474" : "#d6cfc5",
  );
  s +=
    shrubs(ctx, w / 2 - 330, base + 6, 260, t.lit ? "#34432f" : C.greenDark) +
    shrubs(ctx, w / 2 + 70, base + 6, 260, t.lit ? "#34432f" : C.greenDark);
  const tc = t.lit ? "#3a4a3a" : r.pick([C.green, C.greenDark]);
  s += tree(ctx, w * 0.06, base + 40, r.range(380, 470), {
    color: tc,
    kind: r.chance(0.35) ? "conifer" : "round",
  });
  s += tree(ctx, w * 0.95, base + 50, r.range(340, 430), { color: tc });
  if (spec.sold) s += soldSign(w * 0.7, base + 70, 110);
  s += vignette(ctx, 0.12);
  return s;
}
for (const [i, spec] of PORTFOLIO.entries()) {
  job(`portfolio/home-${String(i + 1).padStart(2, "0")}`, (ctx, id) => singleHome(ctx, id, spec));
}

// ------------------------------------------------ towns (areas)
// A town scene in portrait. A town with `draw` fills the frame itself (sizes in
// units of U = h/1500, so the same drawing also works in a 3:2 blog frame); the
// generic street scene (blog) keeps the sky/distance/street-row composition.
function townScene(
  ctx,
  { time = "day", season = "summer", kinds, u = 92, baseAt = 0.74, landmark, foreground, draw },
) {
  const t = TIMES[season === "winter" ? "winter" : time];
  const { w, h } = ctx;
  if (draw) {
    let s = draw(ctx, t, h / 1500, season);
    s += calmBottom(ctx);
    s += vignette(ctx, 0.12);
    return s;
  }
  let s = sky(ctx, t, { sunX: ctx.r.pick([0.2, 0.8]), clouds: 2, h: h * 0.8 });
  s += distance(ctx, h * 0.5, mix(t.far, t.sky[2], 0.3), { amp: 26, bumps: 8 });
  s += distance(ctx, h * 0.56, mix(season === "fall" ? "#8f5a3a" : C.greenDark, t.far, 0.45), {
    amp: 22,
    bumps: 12,
  });
  if (landmark) s += landmark(ctx, t, h * baseAt);
  const base = h * baseAt;
  s += ground(ctx, t, base, { season });
  if (kinds) s += streetRow(ctx, t, { x0: -40, x1: w + 30, base, u, kinds, season });
  if (foreground) s += foreground(ctx, t, base);
  s += vignette(ctx, 0.14);
  return s;
}

// The bottom third carries the white town name: a calm, darker band.
function calmBottom(ctx, a = 0.5) {
  return rect(
    0,
    0,
    ctx.w,
    ctx.h,
    ctx.linear([
      [0.55, "#1f2a35", 0],
      [0.78, "#1f2a35", a * 0.6],
      [1, "#1f2a35", a],
    ]),
  );
}

function steeple(_ctx, x, base, size, t, { body = "#f7f4ee", roof = "#ece6dc", spire } = {}) {
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

function river(ctx, y, hgt, t) {
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

// A brick texture fill for a rectangle.
function brickFill(ctx, x, y, wd, ht, body, bh = 7) {
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
function victorianShops(ctx, base, U, t, x0 = -30) {
  const r = ctx.r;
  const bodies = ["#9c5a45", "#8a4a3a", "#c7b48d", "#a8654c", "#d8cfc2", "#7d4636", "#b9a48a"];
  let s = "";
  let x = x0;
  let i = r.int(0, 6);
  while (x < ctx.w) {
    const bw = r.range(230, 300) * U;
    const hgt = r.range(330, 440) * U;
    const body = bodies[i % bodies.length];
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
      s += window_(ctx, x + bw / 2 - 20 * U, top - 58 * U, 40 * U, 48 * U, "#efe9df", t, {
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
        s += window_(ctx, x + bw * ((c + 0.5) / cols) - ww / 2, wy, ww, wh, "#efe9df", t, {
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
function stoneChurch(_ctx, x, base, U, t) {
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

function sidewalkStreet(ctx, y, U, { walk = 60, kerb = "#bdb4a9" } = {}) {
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

function cyclist(x, base, U, col = C.red) {
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

function commuterTrain(_ctx, x, base, U, t, len) {
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

function depot(ctx, x, base, U, t) {
  const wd = 520 * U;
  const ht = 200 * U;
  let s = brickFill(ctx, x, base - ht, wd, ht, "#8a4a3a", 6 * U);
  s += rect(x, base - 26 * U, wd, 26 * U, "#9a9189");
  for (let k = 0; k < 4; k++) {
    const wx = x + 40 * U + k * 100 * U;
    if (k === 2) s += rect(wx, base - 120 * U, 56 * U, 120 * U, C.navy);
    else
      s += window_(ctx, wx + 6 * U, base - 130 * U, 44 * U, 80 * U, "#efe9df", t, { arch: true });
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

function domeBuilding(x, base, U, t) {
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

function archBridge(ctx, y, U, water, t) {
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

function tripleHill(ctx, t, U) {
  const { w, h } = ctx;
  const r = ctx.r;
  const hillY = (x) => h * 0.84 - (x / w) * h * 0.34;
  let s = path(`M0,${f(hillY(0))} L${f(w)},${f(hillY(w))} L${f(w)},${f(h)} L0,${f(h)} Z`, C.lawn);
  const u = 96 * U;
  const parts = [];
  let x = -30 * U;
  while (x < w) {
    const o = preset("triple", r, u, t);
    o.x = x;
    o.base = hillY(x + o.w) - 6 * U;
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

function millScene(ctx, x, base, wdt, hgt, U, t) {
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
      s += window_(
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

function elevatedLine(ctx, y, U, t, x0) {
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

const AREAS = {
  newton: {
    time: "golden",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const base = h * 0.66;
      let s = sky(ctx, t, { sunX: 0.2, clouds: 2, h: h * 0.6 });
      s += distance(ctx, h * 0.4, mix(C.greenDark, t.far, 0.45), { amp: 30, bumps: 10 });
      s += tree(ctx, w * 0.08, base - 280 * U, 360 * U, { color: C.greenDark });
      s += stoneChurch(ctx, w * 0.56, base - 260 * U, U, t);
      s += victorianShops(ctx, base, U, t);
      s += sidewalkStreet(ctx, base, U, { walk: 70 });
      s += tree(ctx, w * 0.04, base + 56 * U, 480 * U, { color: C.greenDark });
      s += lamppost(w * 0.3, base + 56 * U, 170 * U) + lamppost(w * 0.78, base + 56 * U, 170 * U);
      s += tree(ctx, w * 0.98, base + 56 * U, 420 * U, { color: C.green });
      return s;
    },
  },
  lexington: {
    time: "day",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const r = ctx.r;
      const base = h * 0.56;
      let s = sky(ctx, t, { sunX: 0.82, clouds: 3, h: h * 0.6 });
      s += distance(ctx, h * 0.44, mix(C.greenDark, t.far, 0.35), { amp: 40, bumps: 9 });
      s += rect(
        0,
        base - 4,
        w,
        h - base,
        ctx.linear([
          [0, "#98a882"],
          [1, shade(C.lawn, 0.18)],
        ]),
      );
      const u = 62 * U;
      for (const [fx, kind] of [
        [0.02, "colonial"],
        [0.66, "colonial"],
      ]) {
        const o = preset(kind, r, u, t);
        Object.assign(o, {
          x: w * fx,
          base,
          body: r.pick(["#f3eee6", "#e9e1d4", "#e4d6b8", "#d8cfc2"]),
        });
        s += house(ctx, o);
      }
      s += tree(ctx, w * 0.33, base + 6 * U, 300 * U, { color: C.greenDark });
      s += tree(ctx, w * 0.63, base + 2 * U, 240 * U, { color: C.green });
      s += steeple(ctx, w * 0.48, base + 10 * U, 210 * U, t);
      s += shrubs(ctx, w * 0.4, base + 4, w * 0.2, C.greenDark);
      // paths across the green, the flagpole and a fence
      s += path(
        `M${f(w * 0.47)},${f(base + 2)} L${f(w * 0.53)},${f(base + 2)} L${f(w * 0.8)},${f(h)} L${f(w * 0.46)},${f(h)} Z`,
        "#d6cfc5",
        'opacity="0.75"',
      );
      s += path(
        `M0,${f(h * 0.74)} Q${f(w * 0.4)},${f(h * 0.66)} ${f(w * 0.5)},${f(base + 30 * U)} L${f(w * 0.52)},${f(base + 34 * U)} Q${f(w * 0.42)},${f(h * 0.7)} 0,${f(h * 0.79)} Z`,
        "#d6cfc5",
        'opacity="0.6"',
      );
      s += rect(w * 0.22, base - 230 * U, 6 * U, 330 * U, "#efe9df");
      s += rect(w * 0.22 + 6 * U, base - 226 * U, 90 * U, 56 * U, C.red);
      for (let k = 1; k < 5; k += 2)
        s += rect(
          w * 0.22 + 6 * U,
          base - 226 * U + k * 11 * U,
          90 * U,
          11 * U,
          "#faf7f2",
          'opacity="0.85"',
        );
      s += rect(w * 0.22 + 6 * U, base - 226 * U, 36 * U, 28 * U, C.navy);
      s += tree(ctx, w * -0.04, h * 0.84, 600 * U, { color: C.greenDeep });
      return s;
    },
  },
  needham: {
    time: "dawn",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const plat = h * 0.55;
      let s = sky(ctx, t, { sunX: 0.8, clouds: 2, h: h * 0.6 });
      s += distance(ctx, h * 0.31, mix(t.far, t.sky[2], 0.2), { amp: 30, bumps: 8 });
      s += distance(ctx, h * 0.37, mix(C.greenDark, t.far, 0.4), { amp: 26, bumps: 12 });
      s += rect(0, h * 0.41, w, plat - h * 0.41, mix(C.lawn, t.far, 0.3));
      s += streetRow(ctx, t, {
        x0: w * 0.3,
        x1: w + 40,
        base: h * 0.43,
        u: 50 * U,
        kinds: ["colonial", "cape", "hip"],
      });
      s += depot(ctx, w * 0.06, plat, U, t);
      // platform with canopy posts and a yellow edge
      s += rect(0, plat, w, 40 * U, "#c9c1b7") + rect(0, plat + 40 * U, w, 8 * U, "#d9b84a");
      const track = plat + 170 * U;
      s += rect(0, plat + 48 * U, w, track - plat, "#6b645c");
      s += commuterTrain(ctx, w * 0.46, track, U, t, w);
      s += rect(0, track, w, 10 * U, "#8e9297") + rect(0, track + 10 * U, w, 16 * U, "#5b4d43");
      for (let x = 0; x < w; x += 40 * U) s += rect(x, track + 26 * U, 22 * U, 8 * U, "#3b3530");
      s += rect(0, track + 50 * U, w, 10 * U, "#8e9297");
      // the near platform we stand on
      const near = track + 90 * U;
      s += rect(0, track + 60 * U, w, near - track - 60 * U, "#5b554f");
      s += rect(0, near, w, 10 * U, "#d9b84a");
      s += rect(
        0,
        near + 10 * U,
        w,
        h,
        ctx.linear([
          [0, "#b8afa5"],
          [1, "#7b7268"],
        ]),
      );
      s += lamppost(w * 0.36, plat + 20 * U, 150 * U);
      s +=
        rect(w * 0.12, near + 120 * U, 200 * U, 14 * U, "#6b4f3a") +
        rect(w * 0.12 + 10 * U, near + 134 * U, 10 * U, 30 * U, "#3b3f45") +
        rect(w * 0.12 + 180 * U, near + 134 * U, 10 * U, 30 * U, "#3b3f45");
      return s;
    },
  },
  arlington: {
    time: "golden",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const shore = h * 0.42;
      let s = sky(ctx, t, { sunX: 0.78, clouds: 2, h: h * 0.45 });
      s += distance(ctx, h * 0.3, mix(C.greenDark, t.far, 0.45), { amp: 34, bumps: 10 });
      s += rect(0, h * 0.32, w, shore - h * 0.32, mix(C.lawn, t.far, 0.3));
      s += streetRow(ctx, t, {
        x0: -30,
        x1: w + 30,
        base: shore - 8 * U,
        u: 50 * U,
        kinds: ["victorian", "colonial", "twofamily", "cape"],
      });
      s += rect(0, shore - 10 * U, w, 12 * U, C.greenDark);
      s += river(ctx, shore, h * 0.28, t);
      // reflections of the far shore
      s += rect(0, shore, w, 30 * U, C.greenDark, 'opacity="0.25"');
      const near = h * 0.7;
      s += path(
        `M0,${f(near)} Q${f(w * 0.5)},${f(near - 50 * U)} ${f(w)},${f(near)} L${f(w)},${f(h)} L0,${f(h)} Z`,
        ctx.linear([
          [0, C.lawn],
          [1, shade(C.lawn, 0.3)],
        ]),
      );
      // the bikeway
      s += path(
        `M0,${f(near + 60 * U)} Q${f(w * 0.5)},${f(near + 10 * U)} ${f(w)},${f(near + 70 * U)} L${f(w)},${f(near + 130 * U)} Q${f(w * 0.5)},${f(near + 70 * U)} 0,${f(near + 120 * U)} Z`,
        "#8a8178",
      );
      s += path(
        `M0,${f(near + 90 * U)} Q${f(w * 0.5)},${f(near + 40 * U)} ${f(w)},${f(near + 100 * U)}`,
        "none",
        `stroke="#efe9df" stroke-width="${3 * U}" stroke-dasharray="${20 * U} ${16 * U}"`,
      );
      s += cyclist(w * 0.56, near + 62 * U, U);
      s +=
        rect(w * 0.22, near - 30 * U, 110 * U, 12 * U, "#6b4f3a") +
        rect(w * 0.22 + 8 * U, near - 18 * U, 8 * U, 22 * U, "#3b3f45") +
        rect(w * 0.22 + 94 * U, near - 18 * U, 8 * U, 22 * U, "#3b3f45");
      s += tree(ctx, w * 0.04, near + 20 * U, 560 * U, { color: C.greenDark });
      s += tree(ctx, w * 0.96, near + 30 * U, 500 * U, { color: "#7d8c66" });
      return s;
    },
  },
  cambridge: {
    time: "dusk",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const base = h * 0.5;
      let s = sky(ctx, t, { sunX: 0.25, clouds: 2, h: h * 0.55 });
      s += domeBuilding(w * 0.64, base - 30 * U, U, t);
      s += streetRow(ctx, t, {
        x0: -30,
        x1: w + 30,
        base,
        u: 56 * U,
        kinds: ["brick", "brick", "mansard", "brick", "brick"],
        gap: [0, 2],
        trees: false,
      });
      s += rect(0, base, w, 40 * U, "#3f4d3d");
      const water = h * 0.62;
      s += river(ctx, base + 40 * U, h, t);
      s += rect(0, base + 40 * U, w, 90 * U, "#2f3e4e", 'opacity="0.25"');
      s += archBridge(ctx, h * 0.55, U, water + 40 * U, t);
      for (let i = 0; i < 10; i++) {
        const x = ctx.r.range(0, w);
        s += rect(
          x,
          water + 60 * U + ctx.r.range(0, 200) * U,
          ctx.r.range(30, 90) * U,
          3 * U,
          "#f2c27a",
          'opacity="0.5"',
        );
      }
      return s;
    },
  },
  somerville: {
    time: "day",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      let s = sky(ctx, t, { sunX: 0.2, clouds: 2, h: h * 0.5 });
      s += distance(ctx, h * 0.36, mix(C.greenDark, t.far, 0.45), { amp: 30, bumps: 10 });
      s += tripleHill(ctx, t, U);
      s += lamppost(w * 0.3, h * 0.79, 160 * U);
      return s;
    },
  },
  waltham: {
    time: "golden",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const base = h * 0.6;
      let s = sky(ctx, t, { sunX: 0.15, clouds: 2, h: h * 0.6 });
      s += distance(ctx, h * 0.42, mix(C.greenDark, t.far, 0.45), { amp: 30, bumps: 10 });
      s += millScene(ctx, w * 0.02, base, w * 0.96, 420 * U, U, t);
      s += rect(0, base, w, 24 * U, "#9a9189");
      s += river(ctx, base + 24 * U, h, t);
      // reflection of the mill and the dam's white spill
      s += rect(0, base + 24 * U, w, 130 * U, "#9c5a45", 'opacity="0.22"');
      s += rect(0, base + 150 * U, w, 26 * U, "#f4f1ec", 'opacity="0.75"');
      s += rect(0, base + 176 * U, w, 16 * U, "#dfe6ee", 'opacity="0.4"');
      s += tree(ctx, w * 0.02, base + 60 * U, 420 * U, { color: C.greenDark });
      return s;
    },
  },
  medford: {
    time: "dawn",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const r = ctx.r;
      let s = sky(ctx, t, { sunX: 0.7, clouds: 2, h: h * 0.45 });
      s += distance(ctx, h * 0.3, mix(t.far, t.sky[2], 0.2), { amp: 40, bumps: 7 });
      s += rect(0, h * 0.34, w, h, mix(C.lawn, t.far, 0.25));
      s += streetRow(ctx, t, {
        x0: -20,
        x1: w + 30,
        base: h * 0.42,
        u: 56 * U,
        kinds: ["cape", "colonial", "gambrel"],
        trees: false,
      });
      // woods on both banks
      for (let i = 0; i < 12; i++) {
        const x = (i % 2 ? r.range(-0.05, 0.3) : r.range(0.72, 1.05)) * w;
        s += tree(ctx, x, h * 0.46 + r.range(0, 40) * U, r.range(200, 300) * U, {
          kind: r.chance(0.5) ? "conifer" : "round",
          color: r.pick([C.green, C.greenDark, C.greenDeep, "#7d8c66"]),
        });
      }
      // the river bend, narrow far away and wide in front
      const water = ctx.linear([
        [0, mix(C.water, t.sky[1], 0.4)],
        [1, shade(C.water, 0.3)],
      ]);
      s += path(
        `M${f(w * 0.5)},${f(h * 0.48)} C${f(w * 0.95)},${f(h * 0.52)} ${f(w * 0.95)},${f(h * 0.6)} ${f(w * 0.4)},${f(h * 0.66)} C${f(w * -0.1)},${f(h * 0.72)} ${f(w * 0.05)},${f(h * 0.8)} ${f(w * 0.15)},${f(h)} L${f(w * 1.05)},${f(h)} C${f(w * 0.55)},${f(h * 0.8)} ${f(w * 0.6)},${f(h * 0.72)} ${f(w * 0.85)},${f(h * 0.66)} C${f(w * 1.15)},${f(h * 0.58)} ${f(w * 0.8)},${f(h * 0.5)} ${f(w * 0.58)},${f(h * 0.48)} Z`,
        water,
      );
      s += path(
        `M${f(w * 0.6)},${f(h * 0.6)} q${f(80 * U)},0 ${f(160 * U)},${f(-8 * U)}`,
        "none",
        `stroke="${tint(C.water, 0.6)}" stroke-width="${3 * U}" opacity="0.6"`,
      );
      s += path(
        `M${f(w * 0.35)},${f(h * 0.8)} q${f(120 * U)},0 ${f(220 * U)},${f(-10 * U)}`,
        "none",
        `stroke="${tint(C.water, 0.6)}" stroke-width="${3 * U}" opacity="0.5"`,
      );
      for (const [fx, fy, sz, kind] of [
        [0.06, 0.62, 520, "conifer"],
        [0.16, 0.58, 380, "round"],
        [0.92, 0.74, 540, "conifer"],
        [0.8, 0.72, 360, "round"],
      ])
        s += tree(ctx, w * fx, h * fy, sz * U, {
          kind,
          color: kind === "conifer" ? C.greenDeep : C.greenDark,
        });
      return s;
    },
  },
  malden: {
    time: "day",
    draw: (ctx, t, U) => {
      const { w, h } = ctx;
      const base = h * 0.62;
      let s = sky(ctx, t, { sunX: 0.8, clouds: 2, h: h * 0.5 });
      // taller brick blocks behind
      for (let x = -20 * U, i = 0; x < w; i++) {
        const bw = (180 + (i % 3) * 40) * U;
        const top = h * (0.18 + ((i * 7) % 5) * 0.03);
        s += brickFill(
          ctx,
          x,
          top,
          bw - 10 * U,
          base - top,
          mix(["#a8654c", "#9c5a45", "#b9a48a"][i % 3], t.far, 0.35),
          6 * U,
        );
        for (let yy = top + 30 * U; yy < base - 60 * U; yy += 60 * U)
          for (let xx = x + 20 * U; xx < x + bw - 40 * U; xx += 44 * U)
            s += rect(xx, yy, 22 * U, 32 * U, mix(t.glass[0], t.far, 0.3));
        x += bw;
      }
      s += streetRow(ctx, t, {
        x0: -30,
        x1: w + 30,
        base,
        u: 62 * U,
        kinds: ["brick", "mansard", "brick", "brick"],
        gap: [0, 4],
        trees: false,
      });
      s += elevatedLine(ctx, h * 0.45, U, t, w * 0.08);
      // the brick square
      s += rect(
        0,
        base,
        w,
        h - base,
        ctx.linear([
          [0, "#b36b5a"],
          [1, "#7d4636"],
        ]),
      );
      s += rect(
        0,
        base,
        w,
        h - base,
        ctx.pattern(
          f(60 * U),
          f(24 * U),
          line(0, 23 * U, 60 * U, 23 * U, "#e9d6c6", 1.5, 'opacity="0.35"') +
            line(30 * U, 0, 30 * U, 12 * U, "#e9d6c6", 1.5, 'opacity="0.3"') +
            line(0, 12 * U, 60 * U, 12 * U, "#e9d6c6", 1.5, 'opacity="0.35"'),
        ),
      );
      s += tree(ctx, w * 0.12, h * 0.76, 380 * U, { color: C.greenDark });
      s += tree(ctx, w * 0.88, h * 0.78, 360 * U, { color: C.green });
      s += lamppost(w * 0.36, h * 0.74, 160 * U) + lamppost(w * 0.64, h * 0.74, 160 * U);
      return s;
    },
  },
};
for (const [town, spec] of Object.entries(AREAS))
  job(`areas/${town}`, (ctx) => townScene(ctx, spec));
// ------------------------------------------------ still lifes (process steps, blog)
for (const [side, kinds] of [
  ["buy", BUY_STEPS],
  ["sell", SELL_STEPS],
]) {
  for (const [i, kind] of kinds.entries()) {
    job(`steps/${side}-${i + 1}`, (ctx) =>
      stillLife(ctx, STILLS[kind], {
        wall: ctx.r.pick(["#eee8df", "#e6e9ea", "#efe6dc"]),
        bg: STEP_BG[side][i],
      }),
    );
  }
}

// ------------------------------------------------ features and team placeholders
job("feature/luxury-living", luxuryLiving);
job("feature/global-network", globalNetwork);
job("team/lead", (ctx) => portraitPlaceholder(ctx, "L", "#c7b48d"));
job("team/specialist", (ctx) => portraitPlaceholder(ctx, "O", "#a7b3bd"));

// ------------------------------------------------ blog images
// The scene follows the post's tags and title words; colours and time vary by slug.
const TOWN_NAMES = Object.keys(AREAS);
function blogScene(slug, tags) {
  const town = TOWN_NAMES.find((name) => slug.includes(name));
  const season = /winter/.test(slug) ? "winter" : /fall|autumn/.test(slug) ? "fall" : "summer";
  const r = rng(slug);
  const time = r.pick(["day", "golden", "dawn", "dusk"]);
  if (town) return (ctx) => townScene(ctx, { ...AREAS[town], u: (AREAS[town].u ?? 92) * 0.9 });
  if (season !== "summer" || tags.includes("market"))
    return (ctx) =>
      townScene(ctx, {
        time,
        season,
        kinds: r.pick([
          ["colonial", "cape", "victorian"],
          ["hip", "twofamily", "colonial"],
        ]),
        u: 84,
        baseAt: 0.72,
      });
  if (tags.includes("investors") || tags.includes("condos"))
    return (ctx) =>
      townScene(ctx, {
        time,
        kinds: ["triple", "twofamily", "triple", "brick"],
        u: 86,
        baseAt: 0.76,
      });
  if (tags.includes("international") || tags.includes("relocation"))
    return (ctx) =>
      stillLife(ctx, STILLS[r.pick(["map", "offer"])], { wall: r.pick(["#e6e9ea", "#eee8df"]) });
  if (tags.includes("inspections"))
    return (ctx) => stillLife(ctx, STILLS[r.pick(["inspection", "clipboard"])]);
  if (tags.includes("staging"))
    return (ctx) => stillLife(ctx, STILLS.staging, { wall: r.pick(["#efe6dc", "#e8e4ea"]) });
  if (tags.includes("open-houses")) return (ctx) => stillLife(ctx, STILLS.openhouse);
  if (tags.includes("financing") || tags.includes("closing"))
    return (ctx) =>
      stillLife(ctx, STILLS[r.pick(["documents", "bank", "keys", "chart"])], {
        wall: r.pick(["#eee8df", "#e6e9ea", "#efe6dc"]),
      });
  if (tags.includes("sellers"))
    return (ctx) => singleHome(ctx, slug, { ...PORTFOLIO[r.int(0, 8)], time, sold: true });
  return (ctx) => singleHome(ctx, slug, { ...PORTFOLIO[r.int(0, 8)], time });
}
for (const file of (await readdir("server/db/seed/posts")).filter((name) => name.endsWith(".md"))) {
  const source = await readFile(join("server/db/seed/posts", file), "utf8");
  const image = source.match(/^image:\s*"?([^"\n]+)"?/m)?.[1];
  const tags = source.match(/^tags:\s*\[([^\]]*)\]/m)?.[1] ?? "";
  if (image) job(image, blogScene(file.replace(/\.md$/, ""), tags));
}

// ---------------------------------------------------------------- runner
async function runJobs() {
  for (const [id, fn] of jobs) {
    if (ONLY && !id.startsWith(ONLY)) continue;
    const file = join(ORIGINALS, `${id}.jpg`);
    const siblings = ORIGINAL_EXTENSIONS.map((ext) => join(ORIGINALS, `${id}${ext}`));
    if (!(await mayWrite(file, siblings))) continue;
    const { outW, outH, vw, vh } = slotSize(id);
    const ctx = makeCtx(id, vw, vh);
    const body = fn(ctx, id);
    await writeJpeg(id, svgDoc(ctx, body, outW, outH), outW, outH);
  }
}

const started = Date.now();
await runJobs();
if (!ONLY) {
  await writeOgImages();
  await writeIcons();
}
const sorted = Object.fromEntries(Object.entries(generated).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `placeholder-artwork: ${report.written.length} written, ${report.unchanged.length} placeholders ` +
    `already in place${REFRESH ? "" : " (--refresh rewrites them)"}, ${report.owners.length} ` +
    `owner's files kept, ${Date.now() - started} ms`,
);
if (report.written.length) console.log(`written:\n  ${report.written.join("\n  ")}`);
if (report.owners.length) console.log(`kept (not the tool's):\n  ${report.owners.join("\n  ")}`);

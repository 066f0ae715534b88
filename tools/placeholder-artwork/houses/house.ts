/**
 * A parametric New England facade, drawn in the order the parts overlap: the
 * chimney behind, the walls, the roof, dormers, a turret, the windows, a bay,
 * the door and its porch, and snow over all of it.
 */
import { TIMES, type TimeOfDay } from "../landscape.ts";
import { type Ctx, ellipse, shade } from "../svg.ts";
import { door, porch } from "./doors.ts";
import { chimney, dormers, roof, snow } from "./roof.ts";
import { bayWindow, tower, walls } from "./walls.ts";
import { facadeWindows } from "./windows.ts";

export type RoofKind = "side" | "hip" | "front" | "gambrel" | "mansard" | "flat";

/**
 * A facade: where it stands (x, base: the ground's y), its width, storeys of
 * height sh, its roof, colours, windows per storey (cols), wall texture, porch
 * and the extras (dormers, chimney, bay, turret); t is the time of day.
 */
export type HouseOptions = {
  x: number;
  base: number;
  w: number;
  t?: TimeOfDay;
  sh?: number;
  storeys?: number;
  roof?: RoofKind;
  roofH?: number;
  body: string;
  trim?: string;
  roofCol?: string;
  foundCol?: string;
  corniceCol?: string;
  door?: string | false;
  doorPos?: number;
  doorW?: number;
  /** The door sits between two windows instead of taking a window's place. */
  doorBetween?: boolean;
  shutters?: string | null;
  cols?: number;
  winW?: number;
  winRatio?: number;
  archWin?: boolean;
  texture?: "clap" | "shingle" | "brick" | "none";
  gableShingle?: boolean;
  gableRound?: boolean;
  porch?: "full" | "entry" | "double" | null;
  dormers?: number;
  chimney?: boolean;
  chimneyX?: number;
  chimneyCol?: string;
  bay?: boolean;
  bayX?: number;
  tower?: boolean;
  snow?: boolean;
};

/** The options with their defaults, and the measures every part of the facade shares. */
export type Facade = {
  o: HouseOptions;
  t: TimeOfDay;
  x: number;
  w: number;
  sh: number;
  storeys: number;
  /** The foundation's height. */
  found: number;
  base: number;
  bodyH: number;
  /** The top of the walls, where the roof starts. */
  top: number;
  trim: string;
  body: string;
  rc: string;
  cols: number;
  /** How far the eaves overhang the walls. */
  ov: number;
  roofType: RoofKind;
  /** The roof's height. */
  rh: number;
  /** The colour of the siding's and shingles' lines. */
  lineCol: string;
  doorPos: number;
};

function facadeOf(o: HouseOptions): Facade {
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
  const rc = o.roofCol || "#3b3f45";
  const cols = o.cols || 3;
  const ov = w * 0.04;
  const roofType = o.roof || "side";
  const rh = o.roofH || (roofType === "front" ? w * 0.42 : roofType === "flat" ? 0 : sh * 0.95);
  return {
    o,
    t,
    x,
    w,
    sh,
    storeys,
    found,
    base,
    bodyH,
    top,
    trim,
    body,
    rc,
    cols,
    ov,
    roofType,
    rh,
    lineCol: shade(body, 0.5),
    doorPos: o.doorPos ?? 0.5,
  };
}

export function house(ctx: Ctx, o: HouseOptions) {
  const fc = facadeOf(o);
  const { x, w, sh, base } = fc;
  // shadow on ground
  let s = ellipse(x + w / 2, base + 2, w * 0.58, sh * 0.08, "#000", 'opacity="0.10"');
  s += chimney(fc);
  s += walls(ctx, fc);
  const { svg, roofTopY } = roof(ctx, fc);
  s += svg;
  s += dormers(ctx, fc);
  s += tower(ctx, fc);
  s += facadeWindows(ctx, fc);
  s += bayWindow(ctx, fc);
  s += door(ctx, fc);
  s += porch(fc);
  if (o.snow) s += snow(fc, roofTopY);
  return s;
}

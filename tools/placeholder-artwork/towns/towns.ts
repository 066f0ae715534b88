/**
 * The towns (areas) in portrait: each draws its own landmark scene in units of
 * U = h/1500 (so the same drawing also fits a 3:2 blog frame), under a calm,
 * darker bottom third that carries the town's name in white.
 */
import { TIMES, type TimeName, type TimeOfDay } from "../landscape.ts";
import { vignette } from "../streets.ts";
import { type Ctx, type Drawing, rect } from "../svg.ts";
import { CITIES } from "./cities.ts";
import { SUBURBS } from "./suburbs.ts";

/** A town's light, and its scene drawn on a frame in units of U. */
export type Town = { time: TimeName; draw: (ctx: Ctx, t: TimeOfDay, U: number) => string };

export const AREAS: Record<string, Town> = { ...SUBURBS, ...CITIES };

// The bottom third carries the white town name: a calm, darker band.
function calmBottom(ctx: Ctx, a = 0.5) {
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

export function drawTown(ctx: Ctx, town: Town) {
  let s = town.draw(ctx, TIMES[town.time], ctx.h / 1500);
  s += calmBottom(ctx);
  s += vignette(ctx, 0.12);
  return s;
}

export const TOWN_DRAWINGS: [string, Drawing][] = Object.entries(AREAS).map(([town, spec]) => [
  `areas/${town}`,
  (ctx) => drawTown(ctx, spec),
]);

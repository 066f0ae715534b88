/**
 * The New England house types the streets are built of (colonial, cape,
 * Victorian, Queen Anne, shingle style, gambrel, mansard, brick row house,
 * triple-decker, two-family, hip-roofed four-square), each a facade's options
 * with colours drawn from the seeded random source.
 */
import type { TimeOfDay } from "../landscape.ts";
import { C, type Rng } from "../svg.ts";
import type { HouseOptions } from "./house.ts";

export type HouseKind =
  | "colonial"
  | "cape"
  | "victorian"
  | "queen"
  | "shingle"
  | "gambrel"
  | "mansard"
  | "brick"
  | "triple"
  | "twofamily"
  | "hip";

/** A house type's facade, still to be placed (x and base). */
export type Preset = Omit<HouseOptions, "x" | "base">;

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

// A preset for one of the New England house types, sized by storey height u.
export function preset(kind: HouseKind, r: Rng, u: number, t: TimeOfDay): Preset {
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

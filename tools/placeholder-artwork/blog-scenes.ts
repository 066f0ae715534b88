/**
 * Each seed post's image (server/db/seed/posts): the scene follows the post's
 * tags and the words of its slug (a town, a season), and its light and colours
 * vary with the slug.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PORTFOLIO, singleHome } from "./portfolio.ts";
import { still, stillLife } from "./still-lifes.ts";
import { streetScene } from "./streets.ts";
import { type Drawing, rng } from "./svg.ts";
import { AREAS, drawTown } from "./towns/towns.ts";

const POSTS = "server/db/seed/posts";

function blogScene(slug: string, tags: string): Drawing {
  const town = Object.entries(AREAS).find(([name]) => slug.includes(name))?.[1];
  const season = /winter/.test(slug) ? "winter" : /fall|autumn/.test(slug) ? "fall" : "summer";
  const r = rng(slug);
  const time = r.pick(["day", "golden", "dawn", "dusk"] as const);
  if (town) return (ctx) => drawTown(ctx, town);
  if (season !== "summer" || tags.includes("market"))
    return (ctx) =>
      streetScene(ctx, {
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
      streetScene(ctx, {
        time,
        kinds: ["triple", "twofamily", "triple", "brick"],
        u: 86,
        baseAt: 0.76,
      });
  if (tags.includes("international") || tags.includes("relocation"))
    return (ctx) =>
      stillLife(ctx, still(r.pick(["map", "offer"])), { wall: r.pick(["#e6e9ea", "#eee8df"]) });
  if (tags.includes("inspections"))
    return (ctx) => stillLife(ctx, still(r.pick(["inspection", "clipboard"])));
  if (tags.includes("staging"))
    return (ctx) => stillLife(ctx, still("staging"), { wall: r.pick(["#efe6dc", "#e8e4ea"]) });
  if (tags.includes("open-houses")) return (ctx) => stillLife(ctx, still("openhouse"));
  if (tags.includes("financing") || tags.includes("closing"))
    return (ctx) =>
      stillLife(ctx, still(r.pick(["documents", "bank", "keys", "chart"])), {
        wall: r.pick(["#eee8df", "#e6e9ea", "#efe6dc"]),
      });
  if (tags.includes("sellers"))
    return (ctx) => singleHome(ctx, { ...r.pick(PORTFOLIO), time, sold: true });
  return (ctx) => singleHome(ctx, { ...r.pick(PORTFOLIO), time });
}

/** The drawing of each post that names an image, by the image's id. */
export async function blogDrawings() {
  const drawings: [string, Drawing][] = [];
  for (const file of (await readdir(POSTS)).filter((name) => name.endsWith(".md"))) {
    const source = await readFile(join(POSTS, file), "utf8");
    const image = source.match(/^image:\s*"?([^"\n]+)"?/m)?.[1];
    const tags = source.match(/^tags:\s*\[([^\]]*)\]/m)?.[1] ?? "";
    if (image) drawings.push([image, blogScene(file.replace(/\.md$/, ""), tags)]);
  }
  return drawings;
}

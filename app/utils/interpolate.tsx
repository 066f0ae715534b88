import { Fragment, type ReactNode } from "react";
import { fillTemplate } from "#domain/template.ts";

/**
 * A catalogue's sentence with its placeholders ('{email}') filled by elements (a link, a date),
 * so a sentence stays whole in each language, its parts in that language's order, and is never
 * assembled from fragments.
 */
export function interpolate(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{[a-z]+\})/i).map((part, index) => {
    const name = /^\{([a-z]+)\}$/i.exec(part)?.[1];
    if (name === undefined) return part;
    if (!(name in values)) throw new Error(`interpolate: no value for {${name}} in "${template}"`);
    // The template's parts never change order, so their place is their key.
    return <Fragment key={index}>{values[name]}</Fragment>;
  });
}

/** `interpolate` for a place that takes text alone (an attribute): the values are text too. */
export const interpolateText = fillTemplate;

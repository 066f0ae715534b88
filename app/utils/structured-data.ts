import { site } from "#content/site.ts";
import { absoluteUrl } from "./meta.ts";

/** JSON-LD for the agent's business (home and contact pages), with the members on /team. */
export function realEstateAgentJsonLd(members: readonly { name: string; role: string | null }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": absoluteUrl("/#agent"),
    name: site.name,
    description: site.description,
    url: absoluteUrl("/"),
    image: absoluteUrl("/og/home.jpg"),
    logo: absoluteUrl("/icon-512.png"),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.office.street,
      addressLocality: site.office.city,
      addressRegion: site.office.region,
      postalCode: site.office.postalCode,
      addressCountry: site.office.country,
    },
    areaServed: [
      "Boston",
      "Cambridge",
      "Brookline",
      "Newton",
      "Wellesley",
      "Weston",
      "Lexington",
      "Concord",
    ].map((name) => ({ "@type": "City", name })),
    employee: members.map((member) => ({
      "@type": "Person",
      name: member.name,
      ...(member.role ? { jobTitle: member.role } : {}),
    })),
  };
}

/** JSON-LD for a town we serve (its page, /massachusetts/:town): a City in Massachusetts. */
export function townJsonLd(town: { name: string; description: string; path: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "City",
    "@id": absoluteUrl(`${town.path}#place`),
    name: town.name,
    description: town.description,
    url: absoluteUrl(town.path),
    containedInPlace: {
      "@type": "State",
      name: "Massachusetts",
      containedInPlace: { "@type": "Country", name: "United States" },
    },
  };
}

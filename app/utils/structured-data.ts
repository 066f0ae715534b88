import { site } from "#content/site.ts";
import { absoluteUrl } from "./meta.ts";

/** JSON-LD for the agent's business (home and contact pages). */
export function realEstateAgentJsonLd() {
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
    employee: Object.values(site.team).map((member) => ({
      "@type": "Person",
      name: member.name,
      jobTitle: member.role,
    })),
  };
}

/** Areas served (/massachusetts): one town tile per entry, then the closing text. */
import type { Area } from "./types.ts";

export const areas: Area[] = [
  {
    id: "newton",
    name: "Newton",
    description:
      "Known as the Garden City, Newton is a collection of distinct villages, each with its own center of shops, cafes and tree-lined streets. Strong schools, generous parks and easy access to Boston make it a favorite with families.",
    image: { id: "areas/newton", alt: "Illustration of a Newton village center" },
  },
  {
    id: "lexington",
    name: "Lexington",
    description:
      "Lexington pairs deep Revolutionary history with a lively town center and well-regarded schools. Quiet neighborhoods, conservation land and the Minuteman Bikeway give it a peaceful, close-knit feel.",
    image: { id: "areas/lexington", alt: "Illustration of the Lexington town green" },
  },
  {
    id: "needham",
    name: "Needham",
    description:
      "Needham offers a welcoming small-town atmosphere with a walkable downtown, active community life and excellent schools. Commuter rail service and nearby highways keep Boston and the western suburbs within easy reach.",
    image: { id: "areas/needham", alt: "Illustration of a Needham town center street" },
  },
  {
    id: "arlington",
    name: "Arlington",
    description:
      "Arlington blends neighborhood charm with easy access to Cambridge and Boston, centered on the busy corridor of Massachusetts Avenue. Spy Pond, the Minuteman Bikeway and friendly local businesses make daily life here relaxed and connected.",
    image: { id: "areas/arlington", alt: "Illustration of Spy Pond in Arlington" },
  },
  {
    id: "cambridge",
    name: "Cambridge",
    description:
      "Home to world-renowned universities, Cambridge is a vibrant city of historic homes, bookshops, restaurants and squares full of energy. Its walkable neighborhoods and excellent transit make it ideal for those who want culture at their doorstep.",
    image: {
      id: "areas/cambridge",
      alt: "Illustration of a Cambridge square with brick buildings",
    },
  },
  {
    id: "somerville",
    name: "Somerville",
    description:
      "Somerville is a creative, energetic city known for its lively squares, independent restaurants and strong sense of community. Classic multi-family homes and convenient transit links appeal to first-time buyers and investors alike.",
    image: {
      id: "areas/somerville",
      alt: "Illustration of a Somerville square with shops and triple-deckers",
    },
  },
  {
    id: "waltham",
    name: "Waltham",
    description:
      "Waltham, the Watch City, sits along the Charles River with a diverse dining scene and a lively downtown along Moody Street. Its mix of housing styles and convenient access to major highways suits a wide range of buyers.",
    image: { id: "areas/waltham", alt: "Illustration of the Charles River riverwalk in Waltham" },
  },
  {
    id: "medford",
    name: "Medford",
    description:
      "Medford combines historic neighborhoods with green spaces such as the Middlesex Fells and the Mystic River. A university community and convenient routes into Boston give it both character and practicality.",
    image: { id: "areas/medford", alt: "Illustration of the Mystic River in Medford" },
  },
  {
    id: "malden",
    name: "Malden",
    description:
      "Malden is a diverse, welcoming city with a varied food scene and direct Orange Line service into Boston. Its established neighborhoods offer a wide choice of homes and a strong sense of local pride.",
    image: { id: "areas/malden", alt: "Illustration of a Malden neighborhood street" },
  },
];

export const whyBostonArea: { heading: string; paragraphs: string[] } = {
  heading: "Why Choose Boston Area?",
  paragraphs: [
    "Greater Boston offers a rare combination of history, opportunity and everyday comfort. Within a short drive or train ride you can move from a lively city square to a quiet suburban street, a conservation trail or the ocean.",
    "The region is home to leading universities, hospitals and employers, which brings a steady flow of ideas, culture and career opportunities. Each town has its own personality, so there is a place that fits nearly every stage of life and every style of living.",
    "Whether you want a condominium near the subway, a family home close to good schools or an investment property in a well-connected neighborhood, we can help you compare towns honestly and find the one that feels like home.",
  ],
};

/** The areas page's own words. */
export const areasPage = {
  meta: {
    title: "Areas Served in Greater Boston",
    description:
      "The towns we know best: Newton, Lexington, Needham, Arlington, Cambridge, Somerville, Waltham, Medford and Malden.",
  },
  title: "Areas Served",
  intro:
    "From Newton's villages to Cambridge's squares, these are the communities we know street by street.",
  townsLabel: "Towns",
  explore: (town: string) => `Explore ${town}`,
  next: {
    heading: "Which town is right for you?",
    text: "Tell us how you live and where you work, and we will suggest the towns and neighborhoods to see first.",
    label: "Talk to us about the towns",
  },
};

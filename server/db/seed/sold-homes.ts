/**
 * The sold homes a new database starts with (server/content/import.ts); /portfolio shows
 * what the team keeps in /staff. Addresses are fictional placeholders; the page
 * sorts by numeric price, so the file order does not matter.
 */
import type { ImageRef } from "#content/types.ts";

export type SoldHome = {
  id: string;
  address: string;
  /** Display text such as '$1,200,000'; the page sorts by its numeric value. */
  price: string;
  bedrooms: number;
  /** Halves allowed, e.g. 2.5. */
  bathrooms: number;
  sqft: number;
  image: ImageRef;
  soldDate: "Sold";
};

export const soldHomes: SoldHome[] = [
  {
    id: "home-01",
    address: "18 Fairmont Avenue, Newton, MA",
    price: "$1,485,000",
    bedrooms: 4,
    bathrooms: 3.5,
    sqft: 3120,
    image: {
      id: "portfolio/home-01",
      alt: "Illustration of a white shingle-style colonial in Newton",
    },
    soldDate: "Sold",
  },
  {
    id: "home-02",
    address: "57 Bartlett Street, Somerville, MA",
    price: "$875,000",
    bedrooms: 2,
    bathrooms: 2,
    sqft: 1240,
    image: {
      id: "portfolio/home-02",
      alt: "Illustration of a condominium in a two-family house with a front porch in Somerville",
    },
    soldDate: "Sold",
  },
  {
    id: "home-03",
    address: "9 Hartwell Road, Lexington, MA",
    price: "$2,350,000",
    bedrooms: 5,
    bathrooms: 4.5,
    sqft: 4380,
    image: {
      id: "portfolio/home-03",
      alt: "Illustration of a gray modern farmhouse with a wide lawn in Lexington",
    },
    soldDate: "Sold",
  },
  {
    id: "home-04",
    address: "231 Lowell Street, Waltham, MA",
    price: "$689,000",
    bedrooms: 3,
    bathrooms: 1.5,
    sqft: 1560,
    image: {
      id: "portfolio/home-04",
      alt: "Illustration of a blue cape-style house with dormers in Waltham",
    },
    soldDate: "Sold",
  },
  {
    id: "home-05",
    address: "73 Fayerweather Street, Cambridge, MA",
    price: "$3,150,000",
    bedrooms: 5,
    bathrooms: 4,
    sqft: 3950,
    image: {
      id: "portfolio/home-05",
      alt: "Illustration of a yellow Victorian with a wraparound porch in Cambridge",
    },
    soldDate: "Sold",
  },
  {
    id: "home-06",
    address: "12 Jason Street, Arlington, MA",
    price: "$1,095,000",
    bedrooms: 4,
    bathrooms: 2.5,
    sqft: 2450,
    image: {
      id: "portfolio/home-06",
      alt: "Illustration of a red-brick center-entrance colonial in Arlington",
    },
    soldDate: "Sold",
  },
  {
    id: "home-07",
    address: "86 Mystic Street, Medford, MA",
    price: "$749,000",
    bedrooms: 3,
    bathrooms: 2,
    sqft: 1780,
    image: {
      id: "portfolio/home-07",
      alt: "Illustration of a green craftsman bungalow in Medford",
    },
    soldDate: "Sold",
  },
  {
    id: "home-08",
    address: "305 Webster Street, Needham, MA",
    price: "$1,825,000",
    bedrooms: 5,
    bathrooms: 3.5,
    sqft: 3600,
    image: {
      id: "portfolio/home-08",
      alt: "Illustration of a white garrison colonial with black shutters in Needham",
    },
    soldDate: "Sold",
  },
  {
    id: "home-09",
    address: "27 Clifton Street, Malden, MA",
    price: "$655,000",
    bedrooms: 3,
    bathrooms: 1.5,
    sqft: 1620,
    image: {
      id: "portfolio/home-09",
      alt: "Illustration of a tan split-level ranch with a front garden in Malden",
    },
    soldDate: "Sold",
  },
];

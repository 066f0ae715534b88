/**
 * The reviews a new database starts with (server/content/import.ts), the first three on the
 * home page in this order, each with where and when it was given. Placeholders: the owner
 * keeps the real reviews in /staff.
 */

export type Testimonial = {
  id: string;
  text: string;
  author: string;
  role: string;
  /** Where and when it was given: the town the client bought or sold in, and the month. */
  given: { where: string; when: string };
};

export const testimonials: Testimonial[] = [
  {
    id: "first-time-homebuyers",
    text: "We had no idea where to start, and the team walked us through every step without ever making us feel rushed. They answered our questions late in the evening, explained each document before we signed it, and helped us find a home we truly love.",
    author: "Priya",
    role: "First-Time Homebuyers",
    given: { where: "Bought in Arlington", when: "2025-06" },
  },
  {
    id: "property-investor",
    text: "I was looking for a multi-family property that made sense on paper and in person. The team knew which neighborhoods fit my goals, ran through the numbers with me honestly, and told me when to walk away. I would not buy another property without them.",
    author: "Daniel",
    role: "Property Investor",
    given: { where: "Bought in Somerville", when: "2025-03" },
  },
  {
    id: "home-seller",
    text: "Selling the house we raised our kids in was emotional, and they handled it with real care. The preparation advice, photography and open houses were excellent, and we were kept informed from the first meeting to the closing table.",
    author: "Margaret",
    role: "Home Seller",
    given: { where: "Sold in Newton", when: "2024-10" },
  },
];

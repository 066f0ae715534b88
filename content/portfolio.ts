/** The portfolio page's words (/portfolio); the homes are the team's, kept in /staff. */
export const portfolioPage = {
  meta: {
    title: "Portfolio of Sold Homes",
    description:
      "Homes our team has sold across Greater Boston, from Newton colonials to Cambridge condominiums, with price, beds, baths and size.",
  },
  title: "Portfolio",
  intro: "A selection of homes we have sold for our clients across Greater Boston.",
  homesLabel: "Sold homes",
  next: {
    heading: "What's my home worth?",
    text: "Thinking of selling? Tell us about your home and we will prepare a written market analysis from recent sales like these.",
    label: "What's my home worth?",
  },
};

/**
 * First-time buyer guide (/buyers/first-time) for Greater Boston buyers.
 * Only the figures the FAQ states appear here (down payment 5-20% conventional, 3.5% FHA;
 * closing costs 2-5%; due diligence 7-14 days; inspection 2-3 hours; closing 30-45 days); program rules
 * change, so the text tells readers to confirm eligibility with a lender.
 */

export type FirstTimeGuide = {
  heading: string;
  introduction: string;
  steps: { title: string; body: string }[];
  budget: { heading: string; items: { label: string; detail: string }[] };
  programs: { heading: string; items: { term: string; explanation: string }[] };
  checklist: string[];
  closing: string;
};

export const firstTimeGuide: FirstTimeGuide = {
  heading: "Your Guide to Buying a First Home in Greater Boston",
  introduction:
    "Buying your first home is a big step, and it is much easier when you know what is coming. This guide walks you through the process in Greater Boston, the costs to plan for and the terms you will hear along the way. From pre-approval to closing, buying typically takes 2-3 months, and we are here to help at every stage.",
  steps: [
    {
      title: "Review your finances",
      body: "Look at your savings, monthly budget, debts and credit history before you start. Knowing what you can comfortably spend each month matters more than the largest loan a lender might offer. If your credit report has errors, ask the credit bureau to correct them early.",
    },
    {
      title: "Learn about loans and assistance programs",
      body: "Talk with a lender about conventional, FHA and other loan options, and ask about state and local programs for first-time buyers. Many assistance programs require a first-time homebuyer education course, so it helps to take one early. The course is also a good way to learn the process before you start touring homes.",
    },
    {
      title: "Get pre-approved",
      body: "A lender reviews your income, assets and credit and issues a pre-approval letter stating how much you can borrow. Sellers in Greater Boston usually expect to see one with your offer. Pre-approval also keeps your search focused on homes you can truly afford.",
    },
    {
      title: "Choose your towns and priorities",
      body: "Decide what matters most to you, such as commute, schools, space, parking or being near the subway. Then compare towns and property types, including condominiums, single-family homes and two- or three-family homes. We can help you understand the trade-offs of each neighborhood.",
    },
    {
      title: "Tour homes and make an offer",
      body: "We set up listing alerts, tour homes with you and review recent comparable sales before you decide on a price. In Massachusetts, a signed offer to purchase is usually accompanied by a small deposit and can be a binding agreement, so we review every term with you carefully. We then negotiate with the seller on your behalf.",
    },
    {
      title: "Inspection and due diligence",
      body: "Once your offer is accepted, the due diligence period usually lasts 7-14 days. A professional home inspection typically takes 2-3 hours, and we encourage you to attend. If the inspector finds problems, we help you decide whether to ask for repairs, negotiate a credit or walk away within the agreed terms.",
    },
    {
      title: "Sign the purchase and sale agreement",
      body: "After due diligence, you and the seller sign the purchase and sale agreement, which sets out the final terms, deadlines and contingencies. A larger deposit is usually paid at this stage and held in escrow. Many buyers have an attorney review this agreement before signing.",
    },
    {
      title: "Finalize your mortgage",
      body: "Your lender orders an appraisal, verifies your documents and works toward a mortgage commitment. Respond quickly to any requests for paperwork, and avoid opening new credit or making large purchases until after closing. We stay in touch with your lender and attorney to keep deadlines on track.",
    },
    {
      title: "Final walk-through and closing",
      body: "Closing typically takes place 30-45 days after your offer is accepted. Shortly before, you walk through the home to confirm it is in the agreed condition. At closing you sign the final documents, the funds are transferred, and you receive your keys.",
    },
  ],
  budget: {
    heading: "What to Budget For",
    items: [
      {
        label: "Down payment",
        detail:
          "Conventional loans usually call for 5-20% down, FHA loans allow as little as 3.5%, and jumbo loans generally require 20% or more. Assistance programs may help with part of this amount.",
      },
      {
        label: "Closing costs",
        detail:
          "Plan for closing costs of 2-5% of the purchase price, covering lender fees, the appraisal, title insurance, attorney fees and prepaid items. Your lender's Loan Estimate shows the expected amounts.",
      },
      {
        label: "Home inspection",
        detail:
          "The inspection is paid by the buyer, usually at the time of the visit. You may also choose specialized tests, such as for radon, pests or a septic system, depending on the property.",
      },
      {
        label: "Moving costs",
        detail:
          "Budget for movers or a rental truck, packing supplies, utility setup and any time off work. Booking early helps, especially at the end of the month when many moves happen.",
      },
      {
        label: "Condo fees or HOA dues",
        detail:
          "If you buy a condominium, monthly fees cover shared costs such as building maintenance, insurance and reserves. Ask for the association's budget and rules, and include the fee in your monthly plan.",
      },
      {
        label: "Property taxes and insurance",
        detail:
          "Property tax rates differ from town to town, and homeowner's insurance is required by lenders. Both are often paid monthly through an escrow account along with your mortgage payment.",
      },
      {
        label: "Reserves",
        detail:
          "Keep savings set aside after closing for repairs, maintenance and unexpected expenses. Some lenders also require a certain level of reserves before they approve a loan.",
      },
    ],
  },
  programs: {
    heading: "Programs and Terms to Know",
    items: [
      {
        term: "FHA loan",
        explanation:
          "A mortgage insured by the Federal Housing Administration that allows a down payment as low as 3.5% and can be more flexible about credit. It includes mortgage insurance premiums, which your lender will explain.",
      },
      {
        term: "Conventional low-down-payment loans",
        explanation:
          "Conventional loans are not backed by a government agency. Some conventional programs for first-time or moderate-income buyers allow a smaller down payment than usual, typically with private mortgage insurance.",
      },
      {
        term: "State housing finance agency programs",
        explanation:
          "In Massachusetts, the state housing finance agency, MassHousing, works through participating lenders to offer loans and down-payment help for eligible buyers. Income limits, price limits and other rules apply.",
      },
      {
        term: "Local down-payment assistance",
        explanation:
          "Some cities and towns in Greater Boston offer grants or deferred loans to help eligible first-time buyers with a down payment or closing costs. Programs, funding and eligibility vary by community.",
      },
      {
        term: "First-time homebuyer education course",
        explanation:
          "A class covering budgeting, mortgages, the buying process and owning a home. Many assistance programs require a certificate from an approved course, and it is useful for every new buyer.",
      },
      {
        term: "Private mortgage insurance (PMI)",
        explanation:
          "Insurance that protects the lender when you put less than 20% down on a conventional loan. It adds to your monthly payment, and it can usually be removed once you build enough equity in the home.",
      },
      {
        term: "Pre-approval vs. pre-qualification",
        explanation:
          "A pre-qualification is a quick estimate based on information you provide. A pre-approval is stronger because the lender has reviewed your documents and credit, and it carries more weight with sellers.",
      },
      {
        term: "Earnest money deposit",
        explanation:
          "A deposit that shows the seller you are serious. In Massachusetts, a small deposit usually comes with the offer and a larger one at the purchase and sale agreement, and the money is held in escrow and applied at closing.",
      },
      {
        term: "Purchase and sale agreement",
        explanation:
          "The detailed contract signed after your offer is accepted and due diligence is complete. It sets out the price, deposits, deadlines, contingencies and closing date.",
      },
      {
        term: "Title insurance",
        explanation:
          "Protection against problems with ownership records, such as old liens or errors in the deed. Lenders require a lender's policy, and an owner's policy protects your own investment.",
      },
      {
        term: "Massachusetts smoke and CO certificate",
        explanation:
          "Before a home can be sold in Massachusetts, the local fire department must inspect the smoke and carbon monoxide alarms and issue a certificate of compliance. The seller normally arranges this before closing.",
      },
    ],
  },
  checklist: [
    "Check your credit report and correct any errors",
    "Set a monthly budget you are comfortable with",
    "Save for your down payment, closing costs and reserves",
    "Take a first-time homebuyer education course",
    "Ask lenders about loan options and assistance programs",
    "Get a pre-approval letter",
    "List your must-haves and nice-to-haves",
    "Choose the towns and property types you want to explore",
    "Tour homes and review recent comparable sales",
    "Schedule a home inspection as soon as your offer is accepted",
    "Have the purchase and sale agreement reviewed before signing",
    "Arrange homeowner's insurance and respond quickly to lender requests",
    "Book movers and set up utilities",
    "Complete the final walk-through before closing",
  ],
  closing:
    "Program rules, limits and eligibility change over time, so confirm current details with a lender before you plan around any program. When you are ready to start, contact us for a consultation and we will help you build a plan for buying your first home in Greater Boston.",
};

/** The guide page's own words around the guide. */
export const firstTimePage = {
  meta: {
    title: "First-Time Homebuyer Guide",
    description:
      "A plain-language guide for first-time buyers in Greater Boston: the steps, what to budget for, common programs and terms, and a checklist.",
  },
  eyebrow: "First Time Homebuyers",
  stepsHeading: "The steps, in order",
  talk: "Talk With Our Team",
  faq: "Read the FAQ",
  checklist: "Your checklist",
};

/**
 * FAQ (/faq): three tabs of six questions. The answers state only the team's published figures:
 * down payment 5-20% conventional, 3.5% FHA, 20%+ jumbo; buying 2-3 months; inspection 2-3 hours;
 * buyer closing costs 2-5%, seller 6-10%; due diligence 7-14 days; closing 30-45 days after acceptance.
 */
import type { FaqGroup } from "./types.ts";

export const faqGroups: FaqGroup[] = [
  {
    id: "buyers",
    label: "For Buyers",
    items: [
      {
        id: "buyer-1",
        question: "What are the steps to buying a home, and how long does it take?",
        answer:
          "The main steps are an initial consultation, mortgage pre-approval, the home search, making an offer, inspection and due diligence, financing and appraisal, a final walk-through and closing. From pre-approval to receiving your keys, buying typically takes 2-3 months. Your own timeline depends on how quickly you find the right home and on the terms you agree with the seller.",
      },
      {
        id: "buyer-2",
        question: "How much do I need for a down payment?",
        answer:
          "It depends on the type of loan. Conventional loans usually call for 5-20% down, FHA loans allow as little as 3.5%, and jumbo loans for higher-priced homes generally require 20% or more. A lender can tell you which options you qualify for and how your down payment affects your monthly payment.",
      },
      {
        id: "buyer-3",
        question: "What closing costs should I expect as a buyer?",
        answer:
          "Buyers typically pay closing costs of 2-5% of the purchase price. These cover items such as lender fees, the appraisal, title insurance, attorney fees and prepaid property taxes and insurance. Your lender will give you a Loan Estimate early on so you can plan ahead.",
      },
      {
        id: "buyer-4",
        question: "Do I need a home inspection, and how long does it take?",
        answer:
          "We strongly recommend a professional home inspection for every purchase. An inspection usually takes 2-3 hours, and we encourage you to attend so you can ask questions and learn how the home works. The inspector's report helps you decide whether to move forward, ask for repairs or negotiate a credit.",
      },
      {
        id: "buyer-5",
        question: "Should I get pre-approved before I start looking at homes?",
        answer:
          "Yes. A pre-approval shows you how much you can comfortably borrow and tells sellers that your offer is serious. It also helps you focus on homes in the right price range and act quickly when the right one comes along.",
      },
      {
        id: "buyer-6",
        question: "What happens after my offer is accepted?",
        answer:
          "Once your offer is accepted, the due diligence period begins and usually lasts 7-14 days, giving you time for inspections and reviewing documents. You then sign the purchase and sale agreement, and your lender completes the appraisal and final loan approval. Closing typically takes place 30-45 days after acceptance.",
      },
    ],
  },
  {
    id: "sellers",
    label: "For Sellers",
    items: [
      {
        id: "seller-1",
        question: "How do you decide on the right listing price?",
        answer:
          "We compare your home with recent sales and active listings nearby, taking into account its size, condition, location and features. We also look at how the current market is behaving. Together we choose a price that attracts strong interest while protecting your home's value.",
      },
      {
        id: "seller-2",
        question: "Should I stage my home before selling?",
        answer:
          "Staging helps buyers picture themselves living in your home and makes listing photos far more appealing. Often it is as simple as decluttering, rearranging furniture and adding a few fresh touches. We will walk through your home with you and suggest what will make the biggest difference.",
      },
      {
        id: "seller-3",
        question: "How long does it take to sell a home?",
        answer:
          "The time on the market depends on your price, your home's condition and current demand in your town. Once you accept an offer, the buyer's due diligence period usually runs 7-14 days, and closing typically follows 30-45 days after acceptance. We will give you a realistic timeline for your home at our first meeting.",
      },
      {
        id: "seller-4",
        question: "What closing costs do sellers pay?",
        answer:
          "Sellers should plan for closing costs of about 6-10% of the sale price. These typically include real estate commissions, the Massachusetts deed excise tax, attorney fees and any credits agreed with the buyer. We will prepare an estimate of your net proceeds before you list.",
      },
      {
        id: "seller-5",
        question: "What repairs should I make before listing?",
        answer:
          "Focus on small repairs and maintenance that buyers will notice, such as leaky faucets, worn paint and sticking doors. Major renovations rarely pay for themselves right before a sale. We will help you decide which improvements are worth doing and which are best left to the next owner.",
      },
      {
        id: "seller-6",
        question: "How will you market my home?",
        answer:
          "Every listing receives professional photography, video and a carefully written description, promoted online, on social media and through our database and agent network. We also host open houses and private showings for serious buyers. You can read more about our approach on our Marketing Strategy page.",
      },
    ],
  },
  {
    id: "general",
    label: "General Questions",
    items: [
      {
        id: "general-1",
        question: "Which areas do you serve?",
        answer:
          "We serve Boston, Cambridge, Brookline, Newton, Wellesley, Weston, Lexington and Concord, along with many of the surrounding communities. Our office is in Newton, MA. If you are considering a town not listed here, please ask and we will be glad to help.",
      },
      {
        id: "general-2",
        question: "What kinds of properties do you work with?",
        answer:
          "We work with luxury homes, first-time buyers and investment properties, as well as condominiums and single-family and multi-family homes. Whatever your goal, we tailor our advice to your situation and timeline.",
      },
      {
        id: "general-3",
        question: "Do you work with investors and international clients?",
        answer:
          "Yes. We help investors evaluate properties and neighborhoods, and we regularly assist clients who are relocating or buying from abroad. We can coordinate much of the process remotely and keep you informed at every step.",
      },
      {
        id: "general-4",
        question: "Do I need a real estate attorney in Massachusetts?",
        answer:
          "In Massachusetts, attorneys commonly prepare and review the purchase and sale agreement and handle the closing. Many buyers and sellers hire their own attorney to protect their interests. We are happy to recommend experienced local attorneys.",
      },
      {
        id: "general-5",
        question: "Can you help me buy a new home and sell my current one at the same time?",
        answer:
          "Yes. Coordinating a purchase and a sale takes careful planning around timing, financing and moving dates. We will help you weigh your options and line up both transactions so the move is as smooth as possible.",
      },
      {
        id: "general-6",
        question: "How do I get started?",
        answer:
          "Simply reach out through our contact page, by phone or by e-mail to schedule a consultation. We will talk through your goals and answer your questions, and then suggest clear next steps.",
      },
    ],
  },
];

/** The page's own words around the questions. */
export const faqPage = {
  meta: {
    title: "Frequently Asked Questions",
    description:
      "Answers about buying and selling in Greater Boston: down payments, closing costs, inspections, pricing, staging, timelines and service areas.",
  },
  title: "Frequently Asked Questions",
  intro:
    "Straight answers to the questions buyers and sellers ask us most. Don't see yours? Just ask.",
  sectionLabel: "Questions and answers",
  tabsLabel: "Question topics",
  more: {
    heading: "Still have questions?",
    text: "We are happy to talk through your situation, with no obligation.",
    label: "Contact Us",
  },
};

/**
 * The words of the team's listings' public pages (issue 41 §2, issue 40): /listings, a listing's
 * page, its facts and history, its gallery, payment estimate, tour and the 410 page. The
 * listing's own headline, description and features are the team's, in the listing's fields.
 * Its Chinese twin is content/zh/listing.ts.
 */
import type { ErrorWords } from "#domain/forms/error-words.ts";
import { PRE_APPROVAL_LABELS, type PreApprovalAnswer } from "#domain/forms/showing-schema.ts";
import {
  LISTING_STATUS_LABELS,
  LISTING_TYPE_LABELS,
  type ListingStatus,
  type ListingType,
} from "#domain/listing.ts";
import {
  COUNT_WORDS,
  type CountWords,
  type EstimateBasis,
  listingPrice as price,
} from "#domain/listing-view.ts";

export const listingsPage = {
  title: "Homes for Sale",
  description:
    "Homes our team is selling in Newton and Greater Boston: coming soon, active and under agreement, with photos, prices and showings.",
  intro: "The homes we are selling now, newest first. Ask for a showing on any of them.",
  filters: "Filter homes",
  town: "Town",
  anyTown: "Any town",
  type: "Type",
  anyType: "Any type",
  min: "Min price",
  max: "Max price",
  beds: "Beds",
  anyBeds: "Any",
  apply: "Show homes",
  clear: "Clear filters",
  count: (shown: number) => `${shown} ${shown === 1 ? "home" : "homes"}`,
  noneMatch: "No homes match these filters",
  noneMatchText: "Try a wider price range or another town, or tell us what you are looking for.",
  noneHeading: "No homes for sale right now",
  noneText:
    "New listings often sell before they reach the big sites. Tell us what you are looking for, or ask what your own home is worth.",
  contact: "Tell us what you are looking for",
  homeValue: "What's my home worth?",
};

export const listingPage = {
  back: "Homes for sale",
  town: (town: string) => `Living in ${town}`,
  map: "Open the address in a map",
  requestShowing: "Request a showing",
  description: "About this home",
  features: "Features",
  soldFor: (amount: string, day: string | null) => `Sold for ${amount}${day ? ` on ${day}` : ""}.`,
  portfolio: "See the homes we have sold",
  openHouses: "Open houses",
  title: (address: string, status: string) => `${address}: ${status}`,
  soldMark: "(sold)",
  metaDescription: (amount: string, counts: string, headline: string) =>
    [headline, `${amount}.`, counts ? `${counts}.` : ""].filter(Boolean).join(" "),
};

export const listingStatuses: Record<ListingStatus, string> = LISTING_STATUS_LABELS;

export const listingTypes: Record<ListingType, string> = LISTING_TYPE_LABELS;

/** "3 beds · 2.5 baths · 1,850 sq ft", a piece each. */
export const listingCountWords: CountWords = COUNT_WORDS;

export const listingFacts = {
  facts: "Facts",
  history: "Price history",
  date: "Date",
  event: "Event",
  price: "Price",
  listed: "Listed",
  priceChanged: "Price changed",
  rows: {
    status: "Status",
    type: "Type",
    price: "List price",
    beds: "Bedrooms",
    baths: "Bathrooms",
    livingArea: "Living area",
    lotSize: "Lot size",
    yearBuilt: "Year built",
    parking: "Parking",
    heatingCooling: "Heating and cooling",
    hoaFee: "HOA or condo fee",
    annualTax: "Property tax",
    mlsNumber: "MLS number",
  },
  bathsDetail: (full: number, half: number) => `${full} full${half > 0 ? `, ${half} half` : ""}`,
  perMonth: (value: number) => `${price(value)} a month`,
  tax: (value: number, year: number | null) =>
    `${price(value)} a year${year ? ` (fiscal year ${year})` : ""}`,
};

export const listingAside = {
  label: "Showing and agent",
  listedBy: "Listed by",
  alerts: "Get alerts for homes like this",
  alertsText:
    "This home is under agreement. Tell us what you are looking for and we will let you know when a home like it comes up.",
  sold: "Thinking of selling a home like this?",
  soldText: "We sold this one. Ask us what yours could sell for.",
  soldAction: "What's my home worth?",
  mls: (number: string) => `MLS number ${number}.`,
  qr: "Scan for photos, the price history and showings:",
  courtesyOf: (brokerage: string) => `Listing courtesy of ${brokerage}`,
};

export const listingGallery = {
  strip: "All photos",
  label: "Photos",
  previous: "Previous photo",
  next: "Next photo",
  close: "Close",
  of: "of",
  /** A photo's link where the team has not described the photo yet: its place among them. */
  photo: (number: number, total: number) => `Photo ${number} of ${total}`,
};

export const listingPayment = {
  heading: "Estimated monthly payment",
  perMonth: "a month",
  calculator: "Change the figures in the payment calculator",
  assumptions: ({ basis: b }: { basis: EstimateBasis }) =>
    `${b.downPercent}% down, ${b.termYears} years at ${b.ratePercent}%, home insurance at ${price(b.insurancePerYear)} a year${b.withTax ? ", the listing's property tax" : ""}${b.withFee ? " and its HOA or condo fee" : ""}.`,
};

export const listingTour = {
  heading: "Virtual tour",
  play: "Play the tour here",
  note: "The player loads from its own site only when you press play.",
  title: (address: string) => `Virtual tour of ${address}`,
};

export const listingGone = {
  eyebrow: "Off market",
  title: "This home is no longer on the market",
  description:
    "The listing you asked for was taken off the market. See the homes we are selling now.",
  text: "The owners have taken it off the market, so its page is gone. These are the homes we are selling now:",
  listings: "Homes for sale",
  contact: "Tell us what you are looking for",
};

/** "Request a showing", on a listing's page and an MLS home's (issue 41 §2). */
export const showingForm = {
  heading: "Request a showing",
  intro: "Tell us when you would like to see it. We confirm a time with you, usually the same day.",
  label: "Request a showing",
  times: "Preferred days and times*",
  timesHint: "Saturday morning, or a weekday after 5 pm",
  preApproved: "Are you pre-approved? (optional)",
  preApprovedPlaceholder: "Choose one (optional)",
  preApprovedAnswers: PRE_APPROVAL_LABELS as Record<PreApprovalAnswer, string>,
  message: "Message (optional)",
  submit: "Request a showing",
  busy: "Sending...",
  outcome: {
    success: "Thank you! We will be in touch to confirm your showing.",
    failure: "Failed to send your request. Please try again later.",
  },
  thanks: (who: string) => `${who} will call or e-mail you to set the time.`,
  /** Who calls back when the home names no member. */
  ourTeam: "Our team",
};

/** English messages are the schema's own: nothing to replace. */
export const showingErrors: ErrorWords | null = null;

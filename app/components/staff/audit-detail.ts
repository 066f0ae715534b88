/**
 * An audit entry's detail in words, as people write them: times in Boston time,
 * stages, types and touches by their labels (issue 39: never an ISO instant or a
 * key such as `call-reached`). A deleted post's text is kept in the log for undoing
 * by hand, but the activity page names it by title only.
 */
import { isLeadStatus, STATUS_LABELS } from "#domain/lead-status.ts";
import { LEAD_TOUCH_KINDS, type LeadTouchKind, TOUCH_LABELS } from "#domain/lead-touch.ts";
import { isLeadType, LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import { formatDateTime } from "./format.ts";

const isTouchKind = (value: unknown): value is LeadTouchKind =>
  typeof value === "string" && (LEAD_TOUCH_KINDS as readonly string[]).includes(value);

/** An ISO instant, as JSON keeps a Date. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** Each detail's name in words; a key not listed is shown as it is. */
const NAMES: Record<string, string> = {
  status: "stage",
  type: "type",
  kind: "contact",
  due: "due",
  publishAt: "publishes",
  owner: "to",
  filteredBy: "filtered by",
  notification: "notification",
  revisionId: "revision",
  photoId: "photo",
  slot: "used for",
  title: "title",
};

/** What the page leaves out: a deleted post's summary and body (long, and the title names it). */
const HIDDEN = new Set(["summary", "body"]);

function valueInWords(key: string, value: unknown): string {
  if (key === "status" && isLeadStatus(value)) return STATUS_LABELS[value];
  if (key === "kind" && isTouchKind(value)) return TOUCH_LABELS[value];
  if (isLeadType(value) && (key === "type" || !(key in NAMES))) return LEAD_TYPE_LABELS[value];
  if (typeof value === "string") return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

/** The detail as one short line ("contact: Called: reached", "due: Sat, Nov 28, 9:00 AM"). */
export function describeAuditDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => {
      // The routing rule's detail is keyed by lead type: "Seller: ann@…".
      const name = isLeadType(key) ? LEAD_TYPE_LABELS[key] : (NAMES[key] ?? key);
      return `${name}: ${valueInWords(key, value)}`;
    })
    .join(", ");
}

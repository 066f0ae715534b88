import * as z from "zod/mini";
import { FOLLOW_UP_CONSENT_VALUE } from "./consent.ts";

/** The follow-up checkbox of both lead forms: ticked it posts `yes` (true), unticked nothing (false). */
export const ConsentSchema = z.pipe(
  z._default(
    z.enum(["", FOLLOW_UP_CONSENT_VALUE], { error: "Please tick the box or leave it empty" }),
    "",
  ),
  z.transform((posted) => posted === FOLLOW_UP_CONSENT_VALUE),
);

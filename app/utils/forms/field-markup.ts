/** The id of a control's message (Field renders it; the browser's check writes it the same way). */
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

/** How a field's message looks, from the server's page and the browser's check alike. */
export const FIELD_ERROR_CLASS = "mt-1.5 text-sm text-red-800";

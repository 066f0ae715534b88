import { Form } from "react-router";
import { ErasureExplained } from "./erasure-explained.tsx";
import { LEAD_SECTION } from "./lead-card.ts";

/**
 * Erasing the person, confirmed by typing their address. Rarely needed and not
 * undoable: folded away, so it does not stand beside the notes.
 */
export function ErasePerson({ emailKey }: { emailKey: string }) {
  return (
    <details className={LEAD_SECTION}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-muted">
        Erase this person…
      </summary>
      <ErasureExplained />
      <Form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="erase" />
        <label htmlFor="erase-confirm">
          Type <strong className="break-all">{emailKey}</strong> to confirm
        </label>
        <input
          id="erase-confirm"
          name="confirm"
          autoComplete="off"
          required
          className="block min-h-11 w-full rounded-sm border border-line bg-white px-2"
        />
        <button
          type="submit"
          className="btn justify-self-start border border-brand px-4 py-2 text-brand hover:bg-brand hover:text-white"
        >
          Erase everything
        </button>
      </Form>
    </details>
  );
}

import { useEffect } from "react";
import { useFormToken } from "#app/utils/form-token.tsx";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#domain/forms/guard-fields.ts";

/**
 * The two hidden inputs every lead form carries: a honeypot that people never
 * see, and the per-render token that makes a resubmission store once. When
 * the form is reset (it was sent, the visitor starts a new lead) the token is
 * renewed, so the next message is a new lead even if its text is the same.
 */
export function FormGuards({ tokenRef }: { tokenRef: React.RefObject<HTMLInputElement | null> }) {
  const { id, token, renew } = useFormToken();
  useEffect(() => {
    const form = tokenRef.current?.form;
    form?.addEventListener("reset", renew);
    return () => form?.removeEventListener("reset", renew);
  }, [tokenRef, renew]);
  return (
    <>
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Company website (leave empty)
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" id={id} name={FORM_TOKEN_FIELD} ref={tokenRef} value={token} />
    </>
  );
}

import { useContext, useEffect } from "react";
import { FormTokenContext } from "#app/utils/form-token.tsx";
import {
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PLACEHOLDER,
  HONEYPOT_FIELD,
} from "#app/utils/forms/guard-fields.ts";

/**
 * The two hidden inputs every lead form carries: a honeypot that people never
 * see, and the per-render token that makes a resubmission store once. In a
 * prerendered page the token is a placeholder the server swaps per request; a
 * form rendered by a client-side navigation makes its own.
 */
export function FormGuards({ tokenRef }: { tokenRef: React.RefObject<HTMLInputElement | null> }) {
  const serverToken = useContext(FormTokenContext);
  useEffect(() => {
    const input = tokenRef.current;
    if (input?.value === FORM_TOKEN_PLACEHOLDER) input.value = crypto.randomUUID();
  }, [tokenRef]);
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
      <input
        type="hidden"
        name={FORM_TOKEN_FIELD}
        ref={tokenRef}
        defaultValue={serverToken ?? FORM_TOKEN_PLACEHOLDER}
        suppressHydrationWarning
      />
    </>
  );
}

import { useState } from "react";
import { emailHint } from "#app/utils/forms/email-typo.ts";
import { Field } from "./field.tsx";

type EmailFieldProps = {
  label: string;
  name: string;
  defaultValue?: string;
  errors?: string[];
  autoFocus?: boolean;
  /**
   * An HTML-only page: the hint comes from the enhancement module (app/enhance/email-hint.ts)
   * instead of React, which does not run there.
   */
  htmlOnly?: boolean;
};

/**
 * The e-mail field of a lead form, with a hint under it when the domain looks mistyped
 * ("Did you mean gmail.com?"). The hint never blocks the form: the address may be right.
 */
export function EmailField({ htmlOnly = false, ...props }: EmailFieldProps) {
  const [hint, setHint] = useState("");
  const check = (event: React.FocusEvent<HTMLInputElement>) =>
    setHint(emailHint(event.currentTarget.value));
  return (
    <div data-enhance={htmlOnly ? "email-hint" : undefined}>
      <Field
        {...props}
        render={(control) => (
          <>
            <input
              {...control}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={props.defaultValue}
              onBlur={htmlOnly ? undefined : check}
              onInput={
                htmlOnly
                  ? undefined
                  : (event) => {
                      if (hint && !emailHint(event.currentTarget.value)) setHint("");
                    }
              }
            />
            <p data-email-hint="" aria-live="polite" className="mt-1.5 text-sm text-ink empty:mt-0">
              {hint}
            </p>
          </>
        )}
      />
    </div>
  );
}

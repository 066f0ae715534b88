import { ENHANCE_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import { EMAIL_HINT_ATTRIBUTE } from "#app/enhance/email-hint.ts";
import emailHintSrc from "#app/enhance/email-hint.ts?browser-module";
import { Field } from "./field.tsx";

type EmailFieldProps = {
  label: string;
  name: string;
  defaultValue?: string;
  errors?: string[];
  autoFocus?: boolean;
};

/**
 * The e-mail field of a lead form, with a hint under it when the domain looks mistyped
 * ("Did you mean gmail.com?"), written by a browser module (app/enhance/email-hint.ts). The
 * hint never blocks the form: the address may be right.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <div {...{ [ENHANCE_ATTRIBUTE]: emailHintSrc }}>
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
            />
            <p
              {...{ [EMAIL_HINT_ATTRIBUTE]: "" }}
              aria-live="polite"
              className="mt-1.5 text-sm text-ink empty:mt-0"
            />
          </>
        )}
      />
    </div>
  );
}

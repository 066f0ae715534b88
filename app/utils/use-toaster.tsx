import { useCallback, useState } from "react";
import { FormNotice, type NoticeKind } from "#app/components/ui/form-status.tsx";

/**
 * A message about something the visitor just did, for forms whose outcome is
 * known only in the browser (the QR generator): `toast()` sets it, `toaster`
 * renders it where it is placed, in the site's one feedback design
 * (FormNotice), with a close button.
 */
export function useToaster() {
  const [notice, setNotice] = useState<{ kind: NoticeKind; message: string } | null>(null);
  const toast = useCallback(async (kind: NoticeKind, message: string) => {
    setNotice({ kind, message });
  }, []);
  const toaster = (
    <FormNotice
      kind={notice?.kind ?? "success"}
      message={notice?.message ?? ""}
      onDismiss={() => setNotice(null)}
    />
  );
  return { toaster, toast };
}

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

type ToastKind = "success" | "error";

const loadSonner = () => import("sonner");

function MountedToaster({
  Toaster,
  onMount,
}: {
  Toaster: typeof import("sonner").Toaster;
  onMount: () => void;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: signals the first mount only
  useEffect(onMount, []);
  return <Toaster position="top-center" richColors closeButton />;
}

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return {
    default: (props: { onMount: () => void }) => <MountedToaster Toaster={Toaster} {...props} />,
  };
});

/**
 * Toasts whose library (sonner) loads only when a form is first used, so
 * pages pay nothing for it up front. `prepare()` starts loading and mounts the
 * toaster; `toast()` waits until it is mounted, so no message is dropped.
 */
export function useToaster() {
  const [wanted, setWanted] = useState(false);
  const mounted = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (!mounted.current) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    mounted.current = { promise, resolve };
  }
  const prepare = useCallback(() => setWanted(true), []);
  const toast = useCallback(async (kind: ToastKind, message: string) => {
    setWanted(true);
    const [{ toast: show }] = await Promise.all([loadSonner(), mounted.current?.promise]);
    show[kind](message);
  }, []);
  const toaster = wanted ? (
    <Suspense fallback={null}>
      <LazyToaster onMount={() => mounted.current?.resolve()} />
    </Suspense>
  ) : null;
  return { toaster, prepare, toast };
}

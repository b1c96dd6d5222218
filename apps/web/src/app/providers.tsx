import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useToastsWanted } from "../components/ui/notify";

// Outside the router's error screen: offline, with its code not fetched, the messages go unshown.
const ToastContainer = lazy<ComponentType>(() =>
  import("./toast-container").catch(() => ({ default: () => null })),
);

/** Around every page: the toast container, mounted once the first message is shown. */
export function Providers({ children }: { children: ReactNode }) {
  const toasts = useToastsWanted();
  return (
    <>
      {children}
      {toasts ? (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      ) : null}
    </>
  );
}

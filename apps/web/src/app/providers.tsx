import { lazy, Suspense, type ReactNode } from "react";
import { useToastsWanted } from "../lib/notify";

const ToastContainer = lazy(() => import("./toast-container"));

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

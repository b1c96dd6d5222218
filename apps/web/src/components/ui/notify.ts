import { useSyncExternalStore } from "react";
import { t } from "./messages";

/**
 * Toast messages without react-toastify in the first load: the library, its container and its
 * stylesheet are fetched when the first message is shown (a login, a logout, a form's error), not
 * on every page view. A message sent before the container has mounted waits in react-toastify's
 * own queue and appears as soon as it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: "success" | "error", message: string | null, alone = false) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  void import("react-toastify").then(({ toast }) => {
    if (alone) toast.dismiss();
    toast[kind](message ?? t("failed"));
  });
}

export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string | null) => show("error", message),
  /**
   * A success that ends a step (logging in after registering): the earlier step's messages are
   * closed, so a phone does not start the next page under three stacked toasts.
   */
  successAlone: (message: string) => show("success", message, true),
};

/** Whether a message has been asked for, so the container should be mounted. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

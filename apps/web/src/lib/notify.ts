import { useSyncExternalStore } from "react";
import { t } from "../components/ui/messages";

/**
 * Toast messages without react-toastify in the first load: the library, its container and its
 * stylesheet are fetched when the first message is shown (a login, a logout, a form's error), not
 * on every page view. A message sent before the container has mounted waits in react-toastify's
 * own queue and appears as soon as it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: "success" | "error", message: string | null) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  void import("react-toastify").then(({ toast }) => toast[kind](message ?? t("failed")));
}

export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string | null) => show("error", message),
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

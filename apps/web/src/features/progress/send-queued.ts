import { authStore } from "../auth/hooks/auth-store";
import { STORAGE_KEYS } from "../../lib/storage";

/**
 * Finished attempts waiting in this browser are sent at start-up, when the network comes back and
 * when a student signs in. Only this check is in the first load; the sender is fetched when there
 * is something to send.
 */
export function sendQueuedAttempts(): void {
  const send = () => {
    try {
      if (!authStore.getState().user || !localStorage.getItem(STORAGE_KEYS.attemptQueue)) return;
    } catch {
      return;
    }
    void import("./attempt-queue").then((queue) => queue.flushAttempts()).catch(() => {});
  };
  window.addEventListener("online", send);
  let signedIn = Boolean(authStore.getState().user);
  authStore.subscribe(() => {
    const now = Boolean(authStore.getState().user);
    if (now && !signedIn) send();
    signedIn = now;
  });
  send();
}

import { STORAGE_KEYS } from "../../lib/storage";

/** Sends the finished attempts waiting in this browser; the sender is fetched only when some wait. */
export function sendQueuedAttempts(): void {
  try {
    if (!localStorage.getItem(STORAGE_KEYS.attemptQueue)) return;
  } catch {
    return;
  }
  void import("./attempt-queue").then((queue) => queue.flushAttempts()).catch(() => {});
}

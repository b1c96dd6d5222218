import { useCallback, useEffect, useRef } from "react";
import { getAttemptStatus, type AttemptStatus } from "@tayari/contracts/exam-sitting";
import { call } from "../../lib/api-client";

/**
 * How long a sitting goes without word from the server before it asks where its attempt stands.
 * An answer save is word too (the server took it, so the attempt was open): a student who taps
 * often is never polled. 6,000 students idle at once ask 200 times a second (decision 85).
 */
export const STATUS_POLL_MS = 30_000;

/** The page shown again sooner than this after the last ask does not ask again. */
export const STATUS_REFOCUS_MS = 5_000;

/**
 * Watches the running attempt from the server: every STATUS_POLL_MS without word from it, and as
 * the page is shown again (another tab, a phone woken), asks `GET /api/exams/{slug}/attempt` and
 * hands the status to `onStatus` ("Close now" moves the deadline; a submit on another device).
 * Returns `heard`, to call when a save has answered (the next ask waits a full interval).
 * A failed ask (offline) is tried again at the next interval.
 */
export function useAttemptWatch(
  slug: string,
  onStatus: (status: AttemptStatus) => void,
  enabled = true,
): { heard: () => void } {
  const latest = useRef(onStatus);
  useEffect(() => {
    latest.current = onStatus;
  }, [onStatus]);
  const restart = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let asking = false;
    let lastAsked = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    function schedule() {
      clearTimeout(timer);
      if (live) timer = setTimeout(() => void ask(), STATUS_POLL_MS);
    }
    async function ask() {
      if (!live || asking) return;
      asking = true;
      lastAsked = Date.now();
      clearTimeout(timer);
      try {
        const status = await call(getAttemptStatus, { params: { slug } });
        if (live) latest.current(status);
      } catch {
        // Offline or refused: the next interval asks again (a save says more if there is one).
      } finally {
        asking = false;
        schedule();
      }
    }
    const onShown = () => {
      if (document.visibilityState !== "visible") return;
      if (Date.now() - lastAsked < STATUS_REFOCUS_MS) return;
      void ask();
    };

    restart.current = schedule;
    schedule();
    document.addEventListener("visibilitychange", onShown);
    window.addEventListener("focus", onShown);
    return () => {
      live = false;
      clearTimeout(timer);
      restart.current = () => {};
      document.removeEventListener("visibilitychange", onShown);
      window.removeEventListener("focus", onShown);
    };
  }, [slug, enabled]);

  const heard = useCallback(() => restart.current(), []);
  return { heard };
}

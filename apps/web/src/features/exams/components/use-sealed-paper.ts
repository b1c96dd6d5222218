import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { SEAL_WINDOW_SECONDS } from "@tayari/contracts/exam-seal";
import type { AttemptResponse } from "@tayari/contracts/exam-sitting";
import { ApiError } from "../../../lib/api-error";
import {
  awaitSealedStart,
  fetchSealedCopy,
  fetchSealKey,
  firstSendMoment,
  keptSealedCopy,
  type SealedCopy,
} from "../api/sealed-paper";
import { canOpenSealed, openSealedPaper } from "../sealed";

/** Where this device's sealed paper stands before the bell (decision 0452). */
export type SealedState =
  | { kind: "waiting" }
  | { kind: "fetching" }
  | { kind: "needsEntry"; error: ApiError | null; asksRoll: boolean }
  | { kind: "ready"; copy: SealedCopy }
  | { kind: "opening" }
  /** No sealed paper on this device (an old browser, a plain-http page, a refusal): today's start. */
  | { kind: "none" };

const ENTRY_CODES = [
  "exams.needsCode",
  "exams.wrongCode",
  "exams.rollNeeded",
  "exams.rollNotOnList",
  "exams.rollTaken",
];
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The sealed paper on the page before the opening: fetched at a random moment of the window's
 * first ten minutes (10,000 devices spread over them, not one second), or at once when the page is
 * opened later; asks for the access code (and roll) when the exam needs them; at the bell,
 * `atBell` fetches the key, opens the paper and hands the attempt to `onOpened`, or says false
 * (no copy, or it did not open) and the page starts as it always has.
 */
export function useSealedPaper(
  slug: string,
  left: number | null,
  onOpened: (attempt: AttemptResponse) => void,
) {
  const [state, setState] = useState<SealedState>(() => {
    if (!canOpenSealed()) return { kind: "none" };
    const kept = keptSealedCopy(slug);
    return kept && Date.parse(kept.opens_at) > Date.now() + kept.offset_ms
      ? { kind: "ready", copy: kept }
      : { kind: "waiting" };
  });
  const entry = useRef<{ accessCode?: string; roll?: string }>({});

  const fetchNow = useCallback(async () => {
    setState({ kind: "fetching" });
    try {
      setState({ kind: "ready", copy: await fetchSealedCopy(slug, entry.current) });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : "";
      if (ENTRY_CODES.includes(code))
        setState({
          kind: "needsEntry",
          error: entry.current.accessCode || entry.current.roll ? (error as ApiError) : null,
          asksRoll: code.startsWith("exams.roll") || Boolean(entry.current.roll),
        });
      // Too early by the server's clock: asked again when its window opens.
      else if (code === "exams.sealNotYet") {
        await wait(Number((error as ApiError).params.seconds ?? 60) * 1000);
        setState({ kind: "waiting" });
      } else setState({ kind: "none" });
    }
  }, [slug]);

  // In the window: a random moment of its first ten minutes, and never later than five minutes
  // before the bell.
  const inWindow = left !== null && left > 0 && left <= SEAL_WINDOW_SECONDS;
  const waiting = state.kind === "waiting";
  useEffect(() => {
    if (!inWindow || !waiting || left === null) return;
    const spread = Math.min(600, Math.max(0, left - 300));
    const timer = setTimeout(() => void fetchNow(), Math.random() * spread * 1000);
    return () => clearTimeout(timer);
    // `left` only matters when the window is entered: not re-armed on each tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inWindow, waiting, fetchNow]);

  const giveEntry = useCallback(
    (accessCode: string, roll: string) => {
      entry.current = { accessCode, roll };
      void fetchNow();
    },
    [fetchNow],
  );

  /** The bell: true when the sealed paper opened (and went to `onOpened`). */
  const atBell = useCallback(async (): Promise<boolean> => {
    if (state.kind !== "ready") return false;
    const copy = state.copy;
    setState({ kind: "opening" });
    try {
      const key = await fetchSealKey(slug, wait);
      const attempt = await openSealedPaper(copy, key, Date.now() + copy.offset_ms);
      if (!attempt) throw new Error("the sealed paper did not open");
      // Recorded by the first answer, which waits on the device until a random moment 10-50 s
      // after the opening (decision 0459), or one to two minutes after the bell (spread).
      awaitSealedStart(slug, copy.seal, 60_000 + Math.random() * 60_000, firstSendMoment(copy));
      onOpened(attempt);
      return true;
    } catch {
      setState({ kind: "none" });
      return false;
    }
  }, [state, slug, onOpened]);

  return { state, giveEntry, atBell };
}

/**
 * A reload after the bell, before the start is on the server (decision 0453): the sealed paper kept
 * on this device opens again with the key (the same bytes for everyone, from the server's memory),
 * so the picks its ledger holds go to the server with the seal and none is lost. Null when the
 * device has no copy or it does not open: the page offers today's start.
 */
export function useReopenedSealedPaper(slug: string, enabled: boolean) {
  const kept = enabled && canOpenSealed() ? keptSealedCopy(slug) : null;
  return useQuery({
    queryKey: ["sealed-paper-reopened", slug, kept?.seal ?? ""],
    queryFn: async (): Promise<AttemptResponse | null> => {
      if (!kept) return null;
      try {
        const key = await fetchSealKey(slug, wait);
        const attempt = await openSealedPaper(kept, key, Date.now() + kept.offset_ms);
        if (attempt) awaitSealedStart(slug, kept.seal, Math.random() * 60_000);
        return attempt;
      } catch {
        return null;
      }
    },
    enabled: kept !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LedgerEvent, Outgoing } from "@tayari/quiz/ledger";
import { reducePaper, secondsLeft, type PaperEvent, type PaperState } from "@tayari/quiz/paper";
import { copyOfPicks, withLedgerPicks } from "@tayari/quiz/paper-ledger";
import { useTicker } from "../../components/sitting/use-ticker";
import { useAnswerLedger, type Sent } from "../../components/sitting/use-answer-ledger";
import { ApiError } from "../../lib/api-client";
import { mocksApi } from "./api";
import { laterOf, sittingBody, specOf, writeSitting, type Sitting } from "./sitting";

/** An event of the paper engine, stamped with the time when it is dispatched. */
export type PaperAction = PaperEvent extends infer E
  ? E extends PaperEvent
    ? Omit<E, "now">
    : never
  : never;

/** How often a signed-in student's place in a running sitting is saved on the server (when it moved). */
export const SAVE_EVERY_MS = 5000;

/**
 * Drives a sitting: the paper engine decides (the clock, checked every second on the second of the
 * paper's own clock; the place; the picks on screen), and the answer ledger keeps each pick and
 * sends it, for a signed-in student, to the server's copy for another device (decision 345): at
 * once, and again until the server has it. The place (question, flags, seen) is saved every few
 * seconds while it moves, and when the page is hidden. Each save's answer merges the server's copy
 * per question, so another device's later change of a question shows here; shown again, the page
 * takes up the server's copy the same way. `onEnded` is told once, when the paper is submitted or
 * its time is up.
 */
export function useSitting(
  initial: Sitting,
  signedIn: boolean,
  onEnded: (sitting: Sitting) => void,
) {
  const queryClient = useQueryClient();
  const spec = useMemo(() => specOf(initial.questions), [initial.questions]);
  const [state, setState] = useState(initial.state);
  const paper = useRef(state);
  const [now, setNow] = useState(() => Date.now());
  const over = state.finishedAt !== null;
  // The place moved since the server last had it.
  const placeMoved = useRef(true);

  /** The paper engine's next state, on screen (nothing when it did not change). */
  const show = useCallback((next: PaperState) => {
    if (next === paper.current) return;
    if (next.changes !== paper.current.changes) placeMoved.current = true;
    paper.current = next;
    setState(next);
  }, []);

  const slug = initial.paper;
  const saves = useAnswerLedger({
    initial: () => initial.ledger,
    store: (ledger) => writeSitting({ ...initial, state: paper.current, ledger }),
    clock: () => Date.now() - paper.current.startedAt,
    enabled: signedIn && !over,
    send: (out) => putCopy(out),
  });
  const sitting = useMemo<Sitting>(
    () => ({ ...initial, state, ledger: saves.ledger }),
    [initial, state, saves.ledger],
  );
  /** The sitting this moment (between renders): the engine's state and the ledger as they are. */
  const current = (): Sitting => ({ ...initial, state: paper.current, ledger: saves.now() });
  useEffect(() => writeSitting(sitting), [sitting]);

  /**
   * The sitting's copy to the server with the answers `out` among it; the answer merged back, each
   * answer of `out` acknowledged or refused. A refusal of the whole (its time is over, its attempt
   * is in) closes the ledger: the device's clock ends the paper anyway.
   */
  async function putCopy(out: Outgoing[]): Promise<Sent> {
    const body = sittingBody(current(), Date.now());
    try {
      const answer = await mocksApi.saveSitting(slug, body);
      placeMoved.current = false;
      const refused = new Map(answer.refused.map((r) => [String(r.number - 1), r]));
      const events: LedgerEvent[] = out.map((o) => {
        const r = refused.get(o.question);
        return r
          ? { type: "refuse", question: o.question, seq: o.seq, reason: r }
          : {
              type: "acknowledge",
              question: o.question,
              seq: o.seq,
              kept: {
                pick: answer.picks[Number(o.question)] ?? null,
                seq: answer.seqs[Number(o.question)] ?? 0,
              },
            };
      });
      events.push({ type: "merge", answers: copyOfPicks(answer.picks, answer.seqs) });
      return { reached: true, events };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 0 || status === 429 || status >= 500) return { reached: false, events: [] };
      const reason =
        error instanceof ApiError
          ? { code: error.code, params: { ...error.params }, message: error.message }
          : { code: "client.unreachable" };
      return { reached: true, events: [{ type: "close", reason }] };
    }
  }

  // Another device's later change, merged into the ledger, shows on the paper.
  useEffect(
    () => show(withLedgerPicks(paper.current, saves.ledger, spec)),
    [saves.ledger, spec, show],
  );

  useTicker(over ? null : state.startedAt, (t) => {
    setNow(t);
    show(reducePaper(paper.current, { type: "tick", now: t }, spec));
  });

  // The place, saved while it moves; the server's copy taken up when the page is shown again.
  const { apply, flush } = saves;
  useEffect(() => {
    if (!signedIn) return;
    const takeUpLater = () =>
      queryClient
        .fetchQuery({ ...mocksApi.sitting(slug), networkMode: "always" })
        .then(({ sitting: running }) => {
          if (!running) return;
          const later = laterOf(current(), running, Date.now());
          apply([{ type: "merge", answers: copyOfPicks(running.picks, running.seqs ?? []) }]);
          show(later.state);
        })
        .catch(() => {});
    const savePlace = () => {
      if (!placeMoved.current || paper.current.finishedAt !== null) return;
      void putCopy([]).then((sent) => apply(sent.events));
    };
    const timer = setInterval(savePlace, SAVE_EVERY_MS);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") savePlace();
      else void takeUpLater();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // putCopy reads only refs; the effect runs once per sitting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, slug, queryClient, apply, flush, show]);

  const told = useRef(false);
  useEffect(() => {
    if (!over || told.current) return;
    told.current = true;
    onEnded(sitting);
  }, [over, sitting, onEnded]);

  const { pick } = saves;
  const act = useCallback(
    (event: PaperAction) => {
      const t = Date.now();
      setNow(t);
      const before = paper.current;
      const after = reducePaper(before, { ...event, now: t } as PaperEvent, spec);
      show(after);
      // Each pick the paper took is a change in the ledger, kept and sent at once.
      if (after.picks !== before.picks)
        after.picks.forEach((p, i) => {
          if (p !== before.picks[i]) pick(String(i), p);
        });
    },
    [spec, show, pick],
  );

  return { state, secondsLeft: secondsLeft(state, spec, now), act };
}

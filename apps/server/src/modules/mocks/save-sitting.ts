import type { PutSittingRequest } from "@tayari/contracts/mocks";
import { inTransaction } from "../../db/db";
import type { MockPaper } from "./papers";
import * as repo from "./repository";
import { GRACE_MS } from "./timing";

/** How far ahead of the sitting's clock on the server a pick's number may be (decision 341). */
export const SEQ_AHEAD_MS = 60_000;

/**
 * Keeping a running mock sitting on the server for another device (decisions 64, 80 and 345): the
 * use case behind `PUT /api/me/mocks/{paper}/sitting`. Two devices' copies of one sitting merge
 * per question, the later change of each question winning (its number is its time on the
 * sitting's clock); where the student is (the question on screen, flags, seen questions) is the
 * copy of the device that changed the sitting last. A pick that is no option of its question is
 * refused on its own, the rest kept.
 */
export interface SaveSittingDeps {
  db: Parameters<typeof inTransaction>[0];
  now: () => Date;
  paperOf: (slug: string) => MockPaper | null;
  /** Whether an attempt of this id is recorded: its sitting is over. */
  attemptRecorded: (id: string) => Promise<boolean>;
}

export interface SaveSittingInput {
  userId: number;
  paper: string;
  body: PutSittingRequest & { changes: number };
}

export type SaveSittingOutcome =
  | {
      kind: "saved";
      startedAt: Date;
      /** The copy the server keeps now, merged. */
      state: repo.SittingState;
      /** The picks refused, by question number (from 1): no option of it, or ahead of the clock. */
      refused: Array<{ number: number; code: "mocks.pickNotAnOption" | "mocks.seqAhead" }>;
    }
  | { kind: "noSuchPaper"; paper: string }
  | { kind: "wrongLength"; title: string; total: number }
  | { kind: "outsidePaper"; title: string; total: number }
  | { kind: "submitted" }
  | { kind: "timeUp"; title: string }
  | { kind: "idTaken" };

const sortedSet = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

/** The later of two copies of each question's answer, by its number; the first's on a tie. */
function mergeAnswers(
  kept: Pick<repo.SittingState, "picks" | "seqs">,
  sent: Pick<repo.SittingState, "picks" | "seqs">,
) {
  const picks = kept.picks.map((pick, i) =>
    (sent.seqs[i] ?? 0) > (kept.seqs[i] ?? 0) ? (sent.picks[i] ?? null) : pick,
  );
  const seqs = kept.seqs.map((seq, i) => Math.max(seq, sent.seqs[i] ?? 0));
  return { picks, seqs };
}

export async function saveSitting(
  deps: SaveSittingDeps,
  { userId, paper: slug, body }: SaveSittingInput,
): Promise<SaveSittingOutcome> {
  const paper = deps.paperOf(slug);
  if (!paper) return { kind: "noSuchPaper", paper: slug };
  const total = paper.questions.length;
  const title = paper.title;
  if (body.picks.length !== total) return { kind: "wrongLength", title, total };
  if ([body.current, ...body.flags, ...body.seen].some((i) => i >= total))
    return { kind: "outsidePaper", title, total };
  const id = body.id.toLowerCase();
  if (await deps.attemptRecorded(id)) return { kind: "submitted" };
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<SaveSittingOutcome> => {
    const owner = await repo.findSittingOwner(trx, id);
    if (owner && (owner.user_id !== userId || owner.paper !== paper.ref.slug))
      return { kind: "idTaken" };
    const running = await repo.lockSitting(trx, userId, paper.ref.slug);
    const same = running?.id === id;
    const startedAt = same
      ? new Date(running.started_at)
      : new Date(now.getTime() - body.elapsed_ms);
    if (now.getTime() - startedAt.getTime() > paper.durationMs + GRACE_MS)
      return { kind: "timeUp", title };
    // A pick that is no option of its question, or numbered further along the sitting's clock
    // than it has run (a forged number would keep every later change out), is refused alone.
    const refused: Array<{ number: number; code: "mocks.pickNotAnOption" | "mocks.seqAhead" }> = [];
    const ahead = now.getTime() - startedAt.getTime() + SEQ_AHEAD_MS;
    const sentSeqs = body.picks.map((_, i) => body.seqs?.[i] ?? 0);
    const sentPicks = body.picks.map((pick, i) => {
      const code =
        pick !== null && !paper.questions[i]!.options.includes(pick)
          ? "mocks.pickNotAnOption"
          : sentSeqs[i]! > ahead
            ? "mocks.seqAhead"
            : null;
      if (!code) return pick;
      refused.push({ number: i + 1, code });
      sentSeqs[i] = 0;
      return null;
    });
    const seq = Math.min(body.seq ?? 0, ahead);
    const sent = { picks: sentPicks, seqs: sentSeqs };
    const place = {
      current: body.current,
      flags: sortedSet(body.flags),
      seen: sortedSet(body.seen),
    };
    // Another sitting than the kept one (the paper started afresh): it replaces it, whole.
    const state: repo.SittingState =
      same && running
        ? {
            ...(seq >= running.state.seq ? place : running.state),
            ...mergeAnswers(running.state, sent),
            changes: Math.max(running.state.changes, body.changes),
            seq: Math.max(running.state.seq, seq),
          }
        : { ...place, ...sent, changes: body.changes, seq };
    const written = await repo.writeSitting(
      trx,
      { id, userId, paper: paper.ref.slug, startedAt, state },
      now,
    );
    if (!written) return { kind: "idTaken" };
    return { kind: "saved", startedAt, state, refused };
  });
}

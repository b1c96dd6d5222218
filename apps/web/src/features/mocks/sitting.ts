import type { Passage, Question } from "@tayari/contracts/question";
import type { RunningSitting } from "@tayari/contracts/mocks";
import { FORMAT as ENTRANCE_FORMAT, findAnyPaper, type PaperRef } from "./papers";
import {
  resumePaper,
  secondsPerQuestion,
  takePlace,
  type PaperSpec,
  type PaperState,
  type SittingPlace,
} from "@tayari/quiz/paper";
import { readLedger, reduceLedger, type Ledger } from "@tayari/quiz/ledger";
import { copyOfPicks, ledgerOfPicks, seqsOf, withLedgerPicks } from "@tayari/quiz/paper-ledger";
import type { PutAttemptRequest } from "@tayari/contracts/attempts";
import type { Coded } from "../../lib/codes";
// The plain checks the build writes from the contracts' schema (decision 93): the same answers,
// without zod's work on every one of a paper's 100 questions as its page opens (issue 50).
import { questionListSchema } from "../../lib/quiz-schemas";
import { passageListSchema } from "../../lib/mock-schemas";
import { SEED_LIMIT, shuffleOptions } from "./option-order";
import { readJson, removeKey, writeJson } from "../../lib/storage";
import { isCorrect } from "@tayari/quiz/answer";

/**
 * A mock sitting on this device (decisions 64 and 72): the engine's state under `mock:<paper>` and
 * the paper's questions under `mock:<paper>:questions` (written once), kept from the moment it
 * starts, so a reload, a lost network or a closed tab changes nothing. Keys beginning `mock:`
 * survive the start of another test (lib/storage.ts).
 */
export interface Sitting {
  /** The sitting's UUID: the server's running sitting and, once finished, the attempt's id. */
  id: string;
  paper: string;
  questions: Question[];
  state: PaperState;
  /**
   * Each pick's number and whether the server has it (the answer ledger, decision 345), by the
   * question's index on the paper: a signed-in student's picks are sent from here.
   */
  ledger: Ledger;
  /** Once finished: put in the attempt queue (sent from there, now or when back online). */
  queued?: boolean;
}

const key = (paper: string) => `mock:${paper}`;
const questionsKey = (paper: string) => `mock:${paper}:questions`;
const passagesKey = (paper: string) => `mock:${paper}:passages`;

/**
 * The seed a sitting's options are shown in (decisions 69 and 80): from its id, which every device
 * that resumes it knows, so a reload, another device and the review show the same order. The
 * first 31 bits of the UUID (random in a v4 UUID).
 */
export const seedOf = (id: string): number =>
  (parseInt(id.replace(/-/g, "").slice(0, 8), 16) >>> 1) % SEED_LIMIT;

/**
 * A sitting of `paper`: the same questions in the same order for every candidate (the paper is
 * one paper, like the printed one), each question's options in the order of the sitting's seed.
 * `written`: the paper as the server sends it.
 */
export const makeSitting = (
  id: string,
  paper: string,
  written: readonly Question[],
  state: PaperState,
  queued = false,
  ledger: Ledger = ledgerOfPicks(state.picks),
): Sitting => ({
  id,
  paper,
  questions: shuffleOptions(written, seedOf(id)),
  state,
  ledger,
  queued,
});

/**
 * The paper's questions as written, kept once when a sitting starts, and the passages they stand
 * on (decision 174), each once, where the paper has any.
 */
export function writeQuestions(
  paper: string,
  written: readonly Question[],
  passages: readonly Passage[] = [],
) {
  writeJson(questionsKey(paper), written);
  if (passages.length) writeJson(passagesKey(paper), passages);
  else removeKey(passagesKey(paper));
}

/** The passages kept with the paper's questions; none where it has none (or they do not parse). */
export function readPassages(paper: string): Passage[] {
  const parsed = passageListSchema.safeParse(readJson(passagesKey(paper)));
  return parsed.success ? parsed.data : [];
}

// One clock for every family: the BCA paper is 120 minutes too (papers.test.ts holds them equal).
export const PAPER_MS = ENTRANCE_FORMAT.minutes * 60_000;

export const specOf = (questions: readonly Question[]): PaperSpec => ({
  durationMs: PAPER_MS,
  options: questions.map((q) => q.options),
});

/** The paper a route names, or null. */
export const paperRef = (slug: string): PaperRef | null => findAnyPaper(slug);

/** The sitting kept on this device for `paper`, resumed at `now` (ended if its time ran out); null if none fits. */
export function readSitting(paper: string, now: number): Sitting | null {
  const stored = readJson(key(paper)) as Partial<Sitting> | null;
  if (!stored || typeof stored.id !== "string" || stored.paper !== paper) return null;
  const questions = questionListSchema.safeParse(readJson(questionsKey(paper)));
  if (!questions.success || questions.data.length === 0) return null;
  const spec = specOf(questions.data);
  const state = resumePaper(stored.state, spec, now);
  if (!state) return null;
  const ledger = readLedger(stored.ledger, (question, pick) => {
    const options = spec.options[Number(question)];
    return options !== undefined && (pick === null || options.includes(pick));
  });
  return makeSitting(
    stored.id,
    paper,
    questions.data,
    state,
    stored.queued === true,
    ledger ?? ledgerOfPicks(state.picks),
  );
}

/** Keeps the sitting's state (its questions are kept once, by `writeQuestions`). */
export function writeSitting(sitting: Sitting): void {
  const { questions: _shown, ...rest } = sitting;
  writeJson(key(sitting.paper), rest);
}

export function dropSitting(paper: string): void {
  removeKey(key(paper));
  removeKey(questionsKey(paper));
  removeKey(passagesKey(paper));
}

/** Whether this device holds a sitting of `paper`, and if it is over (for the list's labels). */
export function sittingStatus(paper: string): "running" | "finished" | null {
  const stored = readJson(key(paper)) as { state?: { finishedAt?: unknown } } | null;
  if (!stored?.state) return null;
  return stored.state.finishedAt === null || stored.state.finishedAt === undefined
    ? "running"
    : "finished";
}

/** Where the server's copy of a sitting is (its place; its answers are the ledger's to merge). */
function placeOf(running: RunningSitting, total: number): SittingPlace {
  const flags = new Set(running.flags);
  const seen = new Set(running.seen);
  return {
    current: running.current,
    flags: Array.from({ length: total }, (_, i) => flags.has(i)),
    seen: Array.from({ length: total }, (_, i) => seen.has(i)),
    changes: running.changes,
  };
}

/**
 * A running sitting another device left on the server, as this device's engine state: the same
 * question, answers, flags and seen questions, and the time left counted by the server (its start
 * placed that far back on this device's clock). Time per question is not kept by the server and
 * starts at nothing here.
 */
export function fromServer(
  paper: string,
  questions: Question[],
  running: RunningSitting,
  now: number,
): Sitting | null {
  const total = questions.length;
  // The sitting's clock as the server counts it (to the millisecond where it says so).
  const elapsed = running.elapsed_ms ?? PAPER_MS - running.seconds_left * 1000;
  const state = resumePaper(
    {
      ...placeOf(running, total),
      picks: running.picks,
      startedAt: Math.max(0, now - elapsed),
      spentMs: Array.from({ length: total }, () => 0),
      finishedAt: null,
      endedBy: null,
    },
    specOf(questions),
    now,
  );
  if (!state) return null;
  const ledger = reduceLedger(
    { seq: running.seq ?? 0, answers: {} },
    { type: "merge", answers: copyOfPicks(running.picks, running.seqs ?? []) },
  );
  return makeSitting(running.id, paper, questions, state, false, ledger);
}

/**
 * This device's running sitting, or where another device has taken it since when the server's copy
 * of the same sitting has more changes (decision 72): its answers, flags and question, on this
 * device's clock. A different sitting on the server (another start) leaves this one as it is.
 */
export function laterOf(sitting: Sitting, running: RunningSitting | null, now: number): Sitting {
  if (!running || running.id !== sitting.id || sitting.state.finishedAt !== null) return sitting;
  const spec = specOf(sitting.questions);
  // The answers: per question, the later change of the two copies (decision 345).
  const ledger = reduceLedger(sitting.ledger, {
    type: "merge",
    answers: copyOfPicks(running.picks, running.seqs ?? []),
  });
  // The place (question, flags, seen): the device that changed the sitting last. A server's copy
  // from before numbers (no seq) counts its changes as before (decision 80).
  const theirs =
    running.seq !== undefined
      ? running.seq > sitting.ledger.seq
      : running.changes > sitting.state.changes;
  const placed = theirs
    ? takePlace(sitting.state, placeOf(running, sitting.questions.length), spec, now)
    : sitting.state;
  const state = withLedgerPicks(placed, ledger, spec);
  return state === sitting.state && ledger === sitting.ledger
    ? sitting
    : { ...sitting, state, ledger };
}

/** Where a running sitting is, as the server keeps it for another device. */
export function sittingBody(sitting: Sitting, now: number) {
  const { state } = sitting;
  const indexes = (list: boolean[]) => list.flatMap((on, i) => (on ? [i] : []));
  return {
    id: sitting.id,
    elapsed_ms: Math.max(0, Math.round(now - state.startedAt)),
    current: state.current,
    picks: state.picks,
    flags: indexes(state.flags),
    seen: indexes(state.seen),
    changes: state.changes,
    // Each pick's number, so the server merges copies per question (decision 345).
    seqs: seqsOf(sitting.ledger, state.picks.length),
    seq: sitting.ledger.seq,
  };
}

/** The attempt queue of the progress feature, handed in by the route (features stay apart). */
export interface AttemptSender {
  /** Keeps it with each question's subject and whether it was right (decision 0218). */
  keep(
    id: string,
    attempt: PutAttemptRequest,
    marks?: Array<{ subject: string; right: boolean }>,
  ): void;
  waiting(id: string): boolean;
  send(): Promise<void>;
  /** Why the server refused the attempt `id` for good (decision 192), or null. */
  refusal?(id: string): Coded | null;
}

/** Each question of a finished sitting: its subject and whether the pick was right (decision 0218). */
export function marksOf(sitting: Sitting): Array<{ subject: string; right: boolean }> {
  return sitting.questions.map((q, i) => ({
    subject: q.category,
    right: isCorrect(sitting.state.picks[i] ?? null, q.answer),
  }));
}

/** A finished sitting as the attempt it is kept as (mode `mock`, its paper as the source). */
export function attemptOf(sitting: Sitting): PutAttemptRequest {
  const { state } = sitting;
  const seconds = secondsPerQuestion(state);
  return {
    mode: "mock",
    source: sitting.paper,
    started_at: new Date(state.startedAt).toISOString(),
    finished_at: new Date(state.finishedAt ?? state.startedAt).toISOString(),
    // The review shows the options in the order the student saw them.
    seed: seedOf(sitting.id),
    questions: sitting.questions.map((q, i) => ({
      id: q.id,
      pick: state.picks[i] ?? null,
      seconds: seconds[i] ?? 0,
    })),
  };
}

import {
  profileFor,
  rankCandidates,
  scorePaper,
  toMarks,
  type ProfileName,
} from "@tayari/quiz/marking";
import type { StoredQuestion } from "./bank-repository";
import type { ExamRow } from "./exam-repository";
import type { listAttemptsForMarking } from "./result-repository";

type Marking = Awaited<ReturnType<typeof listAttemptsForMarking>>;
export type Candidate = Marking["attempts"][number];

type MarkedExam = Pick<ExamRow, "profile" | "custom_marks"> & { tie_break?: string[] | null };

/** Equal totals are ordered by: the exam's own order (decision 209), else its profile's. */
export const tieBreakOf = (exam: MarkedExam): readonly string[] =>
  exam.tie_break ?? profileFor(exam.profile as ProfileName, exam.custom_marks).tieBreak;

/** Each attempt's picks by question, from `answers[from, to)` into `picks`. */
function gatherPicks(
  picks: Map<number, Map<number, string>>,
  answers: Marking["answers"],
  from = 0,
  to = answers.length,
) {
  for (let i = from; i < Math.min(to, answers.length); i++) {
    const answer = answers[i]!;
    let map = picks.get(answer.attempt_id);
    if (!map) picks.set(answer.attempt_id, (map = new Map()));
    map.set(answer.question_id, answer.pick);
  }
  return picks;
}

/** What scoring one attempt needs, made once per exam: the profile, the pool by id, the picks. */
function scorer(
  exam: MarkedExam,
  pool: readonly StoredQuestion[],
  marking: Marking,
  picks = gatherPicks(new Map(), marking.answers),
) {
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  const byId = new Map(pool.map((q) => [q.id, q]));
  return {
    profile,
    entry: (attempt: Candidate) => ({
      candidate: attempt,
      score: scorePaper(
        attempt.paper.map((id) => byId.get(id)!),
        picks.get(attempt.id) ?? new Map(),
        profile,
        marking.corrections,
      ),
    }),
  };
}

/**
 * Scores every attempt of an exam from its stored answers and ranks them with the exam's profile,
 * by the key corrections the exam has (the regrade is this same call, decision 155).
 * Scoring is done from the database each time it is asked, so an attempt closed by its deadline
 * (with no request at that moment) is scored like a submitted one, on any server process.
 */
export function meritList(exam: MarkedExam, pool: readonly StoredQuestion[], marking: Marking) {
  const { entry } = scorer(exam, pool, marking);
  return rankCandidates(marking.attempts.map(entry), tieBreakOf(exam));
}

/** Attempts scored between two turns of the event loop by `meritListInTurns` (decision 202). */
export const SLICE = 50;
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `meritList` in turns: `SLICE` attempts scored, then the event loop serves other requests, so a
 * regrade of thousands of candidates (decision 184) does not hold every other answer back.
 */
export async function meritListInTurns(
  exam: MarkedExam,
  pool: readonly StoredQuestion[],
  marking: Marking,
) {
  // The answers (a hundred per candidate) gathered in turns too.
  const picks = new Map<number, Map<number, string>>();
  for (let i = 0; i < marking.answers.length; i += SLICE * 100) {
    await nextTurn();
    gatherPicks(picks, marking.answers, i, i + SLICE * 100);
  }
  const { entry } = scorer(exam, pool, marking, picks);
  const entries: Array<ReturnType<typeof entry>> = [];
  for (let i = 0; i < marking.attempts.length; i += SLICE) {
    await nextTurn();
    for (const attempt of marking.attempts.slice(i, i + SLICE)) entries.push(entry(attempt));
  }
  return rankCandidates(entries, tieBreakOf(exam));
}

/**
 * The most a paper of this exam can score (all right), paper by paper: the profile and the pool
 * looked up once for all the papers of an exam (a regrade asks it for each of thousands).
 */
export function maxScorer(exam: MarkedExam, pool: readonly StoredQuestion[]) {
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  const byId = new Map(pool.map((q) => [q.id, q]));
  return (paper: readonly number[]) => {
    const questions = paper.map((id) => byId.get(id)!);
    return toMarks(
      scorePaper(questions, new Map(questions.map((q) => [q.id, q.answer])), profile).total,
    );
  };
}

/** The most one paper of this exam can score (all right). */
export function maxScore(
  exam: MarkedExam,
  pool: readonly StoredQuestion[],
  paper: readonly number[],
) {
  return maxScorer(exam, pool)(paper);
}

import type { ReviewItem } from "@tayari/contracts/exam-results";
import { isCorrect } from "@tayari/quiz/answer";
import {
  keyOf,
  marksFor,
  toMarks,
  verdict,
  type KeyCorrection,
  type MarkingProfile,
} from "@tayari/quiz/marking";
import type { StoredQuestion } from "./bank-repository";
import { mapSliced } from "../../lib/sliced";
import { inAttemptOrder, reviewMathOf } from "./papers";

/**
 * One attempt's paper read back: every question in the candidate's order, its options in the order
 * they saw them, their pick beside the key, and the examiner's key correction where there is one
 * (decision 186). The student's review and the examiner's reading of one candidate (issue 46) are
 * this one reading. With `profile`, each item carries the marks it earned (the merit list's
 * marking: `scorePaper`'s verdict and marks, question by question).
 */
export function reviewOf(
  attempt: { paper: readonly number[]; seed: number | null },
  byId: ReadonlyMap<number, StoredQuestion>,
  pickOf: ReadonlyMap<number, string | null>,
  corrections: ReadonlyMap<number, KeyCorrection>,
  profile?: MarkingProfile,
): ReviewItem[] {
  return attempt.paper.map(reviewItemOf(attempt, byId, pickOf, corrections, profile));
}

/**
 * `reviewOf` a slice at a time, a turn of the event loop between: a paper of 100 questions with
 * formulas made in one piece held the loop 65 ms of the thread's CPU on a slow box (issue 67).
 */
export function reviewInSlices(...args: Parameters<typeof reviewOf>): Promise<ReviewItem[]> {
  return mapSliced(args[0].paper, reviewItemOf(...args));
}

/** One question of the paper read back, by its id and place (what `reviewOf` makes of each). */
function reviewItemOf(
  attempt: { paper: readonly number[]; seed: number | null },
  byId: ReadonlyMap<number, StoredQuestion>,
  pickOf: ReadonlyMap<number, string | null>,
  corrections: ReadonlyMap<number, KeyCorrection>,
  profile?: MarkingProfile,
): (id: number, position: number) => ReviewItem {
  return (id, position) => {
    const stored = byId.get(id)!;
    // The options in the order the student saw them.
    const q = inAttemptOrder(stored, attempt.seed);
    const pick = pickOf.get(id) ?? null;
    const math = reviewMathOf(q);
    const correction = corrections.get(id);
    const key = keyOf(q.answer, correction);
    const marks = profile && {
      marks: toMarks(marksFor(verdict(pick, key), profile.marks(position, q.category))),
    };
    if (!correction)
      return {
        ...q,
        ...(math ? { math } : {}),
        pick,
        correct: isCorrect(pick, q.answer),
        ...marks,
      };
    // Corrected by the examiner (decision 186): the key it is marked by now, and a line saying so
    // with when (every reading of it says the same, decision 346).
    const at = (correction as { at?: Date }).at;
    return {
      ...q,
      ...(math ? { math } : {}),
      answer: key.accepted[0] ?? q.answer,
      pick,
      correct: key.dropped ? isCorrect(pick, q.answer) : verdict(pick, key) === "right",
      key_corrected: true,
      ...(at ? { corrected_at: at.toISOString() } : {}),
      ...(key.accepted.length > 1 ? { accepted: [...key.accepted] } : {}),
      ...(key.dropped ? { dropped: true } : {}),
      ...marks,
    };
  };
}

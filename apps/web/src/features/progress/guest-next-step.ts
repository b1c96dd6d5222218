// "Practise next" for a guest (decision 229), worked out in the browser from the attempts it keeps
// until they log in, with the same pure model the server runs (packages/quiz). Loaded only when a
// guest opens the set: it is not part of any page's first load.
import type { AttemptMode, BankQuestion } from "@tayari/contracts/attempts";
import type { Question } from "@tayari/contracts/question";
import { isCorrect } from "@tayari/quiz/answer";
import { ENTRANCE_QUOTAS } from "@tayari/quiz/draw";
import type { KeptAttempt, RecordedAnswer } from "@tayari/quiz/learner-model";
import { nextStepFromAttempts } from "@tayari/quiz/next-step";
import { readQueue, type QueuedAttempt } from "./attempt-queue";

/** The paper a guest's set prepares for: the B.Sc.CSIT entrance, from its bank (decision 193). */
const BANK = "entrance";
const PAPER_MARKS: Readonly<Record<string, number>> = Object.fromEntries(ENTRANCE_QUOTAS);
const SIZE = 10;

/** The bank an answer of a kept attempt names: the entrance bank for its own modes and papers. */
function bankOf(mode: AttemptMode, source: string, question: { bank?: string }): string | null {
  // The mixed quizzes (weak topics, review, practise next) name each question's bank.
  if (question.bank !== undefined) return question.bank;
  if (mode === "entrance" || mode === "year-paper") return BANK;
  // The B.Sc.CSIT mock tests and model papers draw from the entrance bank; a BCA paper does not.
  if (mode === "mock" && !source.startsWith("bca-")) return BANK;
  return null;
}

/**
 * A guest's kept attempts as the model reads them: the answers given to questions of the entrance
 * bank this build holds, each marked right or wrong by its key. A blank says nothing (as on the
 * server); a question the bank no longer holds is left out.
 */
export function keptAttempts(
  queue: readonly QueuedAttempt[],
  bank: ReadonlyMap<number, Question>,
): KeptAttempt[] {
  const kept: KeptAttempt[] = [];
  for (const { attempt } of queue) {
    const at = Date.parse(attempt.finished_at);
    if (!Number.isFinite(at)) continue;
    const answers: RecordedAnswer[] = [];
    const seen = new Set<number>();
    for (const q of attempt.questions) {
      const question = bank.get(q.id);
      if (bankOf(attempt.mode, attempt.source, q) !== BANK || !question || q.pick === null)
        continue;
      // The same question twice in one attempt counts once, as the server refuses it twice.
      if (seen.has(q.id)) continue;
      seen.add(q.id);
      answers.push({
        question: `${BANK}:${q.id}`,
        subject: question.category,
        right: isCorrect(q.pick, question.answer),
      });
    }
    if (answers.length) kept.push({ at, answers });
  }
  return kept;
}

/** The day in Nepal (UTC+5:45) as a number, 20261126: the set holds still within a day. */
const nepalDayNumber = (now: number) =>
  Number(new Date(now + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10).replaceAll("-", ""));

/**
 * The guest's ten questions, from the entrance bank's `questions` (the bundled bank, cached for
 * offline use) and the attempts of a guest this browser keeps (those of no account).
 */
export function guestNextStep(questions: readonly Question[], now: number): BankQuestion[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const queue = readQueue().filter((entry) => entry.owner === null);
  const chosen = nextStepFromAttempts({
    paperMarks: PAPER_MARKS,
    bank: BANK,
    questions,
    attempts: keptAttempts(queue, byId),
    now,
    size: SIZE,
    seed: nepalDayNumber(now),
  });
  return chosen.map((c) => ({ ...byId.get(Number(c.id.slice(BANK.length + 1)))!, bank: BANK }));
}

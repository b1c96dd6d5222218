// "Practise next" for a guest (decisions 229, 0217, 0218), worked out in the browser from the
// attempts it keeps until they log in, with the same pure model and review cards the server runs
// (packages/quiz). Loaded only when a guest opens the set: it (and the FSRS scheduler) is not part
// of any page's first load.
import type { AttemptMode, BankQuestion } from "@tayari/contracts/attempts";
import type { Question } from "@tayari/contracts/question";
import { isCorrect } from "@tayari/quiz/answer";
import { ENTRANCE_QUOTAS } from "@tayari/quiz/draw";
import type { KeptAttempt, RecordedAnswer } from "@tayari/quiz/learner-model";
import { nextStepFromAttempts } from "@tayari/quiz/next-step";
import {
  dueReviews,
  replayCards,
  type CardAnswer,
  type CardAttempt,
} from "@tayari/quiz/review-cards";
import { readQueue, type KeptMark, type QueuedAttempt } from "./kept-attempts";

/** The paper a guest's set prepares for: the B.Sc.CSIT entrance, from its bank (decision 193). */
const BANK = "entrance";
const PAPER_MARKS: Readonly<Record<string, number>> = Object.fromEntries(ENTRANCE_QUOTAS);
const SIZE = 10;

/**
 * The bank an answer of a kept attempt names, as the server keys it (its `forAttempt`): the
 * entrance bank for its own modes and the CSIT papers, the others by their source.
 */
function bankOf(mode: AttemptMode, source: string, question: { bank?: string }): string | null {
  // The mixed quizzes (weak topics, review, practise next) name each question's bank.
  if (question.bank !== undefined) return question.bank;
  switch (mode) {
    case "entrance":
    case "year-paper":
      return BANK;
    case "category-test":
      return "category-test";
    case "english-topic":
      return `english:${source}`;
    case "school-unit":
      return `unit:${source}`;
    case "mcq-unit":
      return `mcq-unit:${source}`;
    // The B.Sc.CSIT mock tests and model papers draw from the entrance bank, a BCA paper from its own.
    case "mock":
      return source.startsWith("bca-") ? "bca-entrance" : BANK;
    default:
      return null;
  }
}

/** A guest's kept attempt as the model and the review cards read it (decisions 229, 0217, 0218). */
export interface GuestAttempt extends KeptAttempt {
  /** Its answers to the paper's bank as the cards read them: a time-out is wrong, never-reached left out. */
  cards: CardAttempt;
}

/** The modes whose every answer grades its card, as on the server (decision 193). */
const REVIEW_MODES: readonly AttemptMode[] = ["review", "next-step"];

/**
 * A guest's kept attempts as the model reads them, as the server reads a signed-in student's: every
 * answer given, whatever its bank, moves the ability of its subject (decision 0218). The entrance
 * bank's answers are marked by the key of the bank this build holds (an id it no longer holds is
 * left out); the other banks' by the mark the screen kept beside the attempt when it finished
 * (`marks`), as the browser may not hold their questions (a unit's come from the server). A blank
 * says nothing (as on the server); the same question twice in one attempt counts once. The
 * entrance bank's answers also make and grade its review cards, time-outs as wrong.
 */
export function keptAttempts(
  queue: readonly QueuedAttempt[],
  bank: ReadonlyMap<number, Question>,
): GuestAttempt[] {
  const kept: GuestAttempt[] = [];
  for (const { attempt, marks } of queue) {
    const at = Date.parse(attempt.finished_at);
    if (!Number.isFinite(at)) continue;
    const answers: RecordedAnswer[] = [];
    const cards: CardAnswer[] = [];
    const seen = new Set<string>();
    for (const [i, q] of attempt.questions.entries()) {
      const key = bankOf(attempt.mode, attempt.source, q);
      if (key === null) continue;
      const address = `${key}:${q.id}`;
      // The same question twice in one attempt counts once, as the server refuses it twice.
      if (seen.has(address)) continue;
      let subject: string;
      let right: boolean;
      if (key === BANK) {
        const question = bank.get(q.id);
        if (!question) continue;
        subject = question.category;
        right = isCorrect(q.pick, question.answer);
        // A question never reached (no pick, no time) is no answer; a time-out is a wrong one.
        if (q.pick !== null || q.seconds > 0) cards.push({ question: address, right });
      } else {
        const mark = marks?.[i];
        if (!isMark(mark)) continue;
        subject = mark.subject;
        right = mark.right;
      }
      seen.add(address);
      if (q.pick === null) continue;
      answers.push({ question: address, subject, right });
    }
    if (answers.length || cards.length)
      kept.push({
        at,
        answers,
        cards: { at, review: REVIEW_MODES.includes(attempt.mode), answers: cards },
      });
  }
  return kept;
}

const isMark = (m: unknown): m is KeptMark =>
  typeof m === "object" &&
  m !== null &&
  typeof (m as KeptMark).subject === "string" &&
  typeof (m as KeptMark).right === "boolean";

/** Nepal's offset from UTC: +05:45 all year. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const nepalDay = (now: number) => new Date(now + NEPAL_OFFSET_MS).toISOString().slice(0, 10);

/** The day in Nepal (UTC+5:45) as a number, 20261126: the set holds still within a day. */
const nepalDayNumber = (now: number) => Number(nepalDay(now).replaceAll("-", ""));

/** The last millisecond of the day in Nepal: reviews due by then are offered, as on the server. */
const nepalDayEnd = (now: number) => Date.parse(`${nepalDay(now)}T23:59:59.999+05:45`);

/**
 * The guest's ten questions, from the entrance bank's `questions` (the bundled bank, cached for
 * offline use) and the attempts of a guest this browser keeps (those of no account).
 */
export function guestNextStep(questions: readonly Question[], now: number): BankQuestion[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const queue = readQueue().filter((entry) => entry.owner === null);
  const attempts = keptAttempts(queue, byId);
  const cards = replayCards(attempts.map((a) => a.cards));
  const chosen = nextStepFromAttempts({
    paperMarks: PAPER_MARKS,
    bank: BANK,
    questions,
    attempts,
    // The paper's bank's cards due by the end of their day in Nepal (decision 0217).
    due: dueReviews(cards, nepalDayEnd(now)),
    now,
    size: SIZE,
    seed: nepalDayNumber(now),
  });
  return chosen.map((c) => ({ ...byId.get(Number(c.id.slice(BANK.length + 1)))!, bank: BANK }));
}

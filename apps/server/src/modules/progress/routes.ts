import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AttemptMode, BankQuestion } from "@tayari/contracts/attempts";
import { getProgress, getReview, getWeakTopics } from "@tayari/contracts/progress";
import { fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import type { QuestionBanks } from "../attempts/question-banks";
import * as reviewRepo from "../review/repository";
import { nepalDay, nepalDayEnd } from "./nepal-day";
import * as repo from "./repository";
import { WEAK_MIN_ANSWERS, drawWeakQuiz, weakestCategories } from "./weak-topics";

const DAYS_SHOWN = 90;
/** One review quiz asks at most this many due cards; the rest wait for the next. */
const REVIEW_QUIZ_SIZE = 50;

interface TallyRow {
  attempts: number | string;
  answered: number | string;
  correct: number | string;
  seconds: number | string;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

// Sums arrive as numeric (text) from PostgreSQL.
function tally(row: TallyRow) {
  const answered = Number(row.answered);
  const correct = Number(row.correct);
  return {
    attempts: Number(row.attempts),
    answered,
    correct,
    accuracy: answered ? correct / answered : 0,
    average_seconds: answered ? oneDecimal(Number(row.seconds) / answered) : 0,
  };
}

/** Accuracy, weakest first (the page's chart and the weak-topic quiz read them in this order). */
const weakestFirst = <T extends { accuracy: number }>(rows: T[]) =>
  rows.sort((a, b) => a.accuracy - b.accuracy);

const tried = <T extends { answered: number }>(rows: T[]) => rows.filter((r) => r.answered > 0);

export async function progressRoutes(app: FastifyInstance, { banks }: { banks: QuestionBanks }) {
  noStore(app);

  // The subjects (categories) and English topics a student can practise here, in the banks' order.
  const practiceCategories = [
    ...new Set(
      banks.fileBankList().flatMap((b) => [...b.questions.values()].map((q) => q.category)),
    ),
  ];
  const practiceTopics = banks
    .fileBankList()
    .flatMap((b) => (b.key.startsWith("english:") ? [b.key.slice("english:".length)] : []));
  const notTried = (categories: Set<string>, topics: Set<string>) => ({
    categories: practiceCategories.filter((c) => !categories.has(c)),
    topics: practiceTopics.filter((topic) => !topics.has(topic)),
  });

  handle(app, getProgress, async (request) => {
    const user = request.session;
    const since = nepalDay(new Date(app.now().getTime() - (DAYS_SHOWN - 1) * 24 * 60 * 60 * 1000));
    const [modes, categories, topics, days] = await Promise.all([
      repo.tallyByMode(app.db, user.id),
      repo.tallyByCategory(app.db, user.id),
      repo.tallyByTopic(app.db, user.id),
      repo.tallyByDay(app.db, user.id, since),
    ]);
    const byMode = modes.map((r) => ({ mode: r.mode, ...tally(r) }));
    const sum = (k: "attempts" | "answered" | "correct") =>
      byMode.reduce((total, r) => total + r[k], 0);
    const answered = sum("answered");
    return {
      totals: {
        attempts: sum("attempts"),
        answered,
        correct: sum("correct"),
        accuracy: answered ? sum("correct") / answered : 0,
        average_seconds: answered
          ? Math.round(
              (byMode.reduce((t, r) => t + r.average_seconds * r.answered, 0) / answered) * 10,
            ) / 10
          : 0,
      },
      by_mode: modes.map((r) => ({ mode: r.mode as AttemptMode, ...tally(r) })),
      // Only what was answered is ranked: a subject met only in time-outs is not yet tried.
      by_category: weakestFirst(
        tried(categories.map((r) => ({ category: r.category, ...tally(r) }))),
      ),
      by_topic: weakestFirst(tried(topics.map((r) => ({ topic: r.topic, ...tally(r) })))),
      not_tried: notTried(
        new Set(categories.filter((r) => Number(r.answered) > 0).map((r) => r.category)),
        new Set(topics.filter((r) => Number(r.answered) > 0).map((r) => r.topic)),
      ),
      today: nepalDay(app.now()),
      by_day: days.map((d) => {
        const n = Number(d.answered);
        const c = Number(d.correct);
        return { day: d.day, answered: n, correct: c, accuracy: n ? c / n : 0 };
      }),
    };
  });

  handle(app, getReview, async (request) => {
    const user = request.session;
    const now = app.now();
    // A card is due for the whole of its day in Nepal: "first review tomorrow" holds from the
    // day's first minute, not from the hour of yesterday's mistake.
    const dueBy = nepalDayEnd(now);
    const [due, cards, waiting] = await Promise.all([
      reviewRepo.countDueCards(app.db, user.id, dueBy),
      reviewRepo.listDueCards(app.db, user.id, dueBy, REVIEW_QUIZ_SIZE),
      reviewRepo.waitingCards(app.db, user.id, dueBy),
    ]);
    const find = banks.finder(app.db);
    const questions: BankQuestion[] = [];
    const gone: reviewRepo.CardKey[] = [];
    for (const card of cards) {
      const question = (await find(card.bank))?.questions.get(card.question_id);
      if (question) questions.push({ ...question, bank: card.bank });
      else gone.push({ bank: card.bank, questionId: card.question_id });
    }
    // A card whose question was withdrawn (decision 0082) is never asked: not counted, removed.
    await reviewRepo.deleteCards(app.db, user.id, gone);
    return {
      due: due - gone.length,
      questions,
      waiting: waiting.count,
      next_due: waiting.first ? nepalDay(waiting.first) : null,
      today: nepalDay(now),
    };
  });

  handle(app, getWeakTopics, async (request) => {
    const user = request.session;
    const fileBanks = banks.fileBankList();
    const practisable = new Set(
      fileBanks.flatMap((b) => [...b.questions.values()].map((q) => q.category)),
    );
    const tallies = await repo.tallyByCategory(app.db, user.id);
    const categories = weakestCategories(
      tallies.map((t) => ({
        category: t.category,
        answered: Number(t.answered),
        correct: Number(t.correct),
      })),
      practisable,
    );
    if (categories.length === 0)
      throw fail(404, "progress.weakTopicsTooFew", { count: WEAK_MIN_ANSWERS });
    const seen = await repo.lastSeen(app.db, user.id, categories);
    const lastSeen = new Map(
      seen.map((s) => [`${s.bank}\n${s.question_id}`, new Date(s.last as Date).getTime()]),
    );
    const questions = drawWeakQuiz(
      fileBanks,
      categories,
      lastSeen,
      () => randomInt(2 ** 31) / 2 ** 31,
    );
    return { categories, questions };
  });
}

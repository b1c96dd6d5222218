import { randomInt } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AttemptMode, BankQuestion } from "@tayari/contracts/attempts";
import {
  progressResponseSchema,
  reviewResponseSchema,
  weakTopicsResponseSchema,
} from "@tayari/contracts/progress";
import type { Config } from "../../config";
import { errorResponses, HttpError } from "../../lib/http-errors";
import { noStore } from "../../lib/no-store";
import type { QuestionBanks } from "../attempts/question-banks";
import { authenticate } from "../auth/authenticate";
import * as reviewRepo from "../review/repository";
import { nepalDay } from "./nepal-day";
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

export const progressRoutes: FastifyPluginAsyncZod<{
  banks: QuestionBanks;
  config: Config;
}> = async (app, { banks, config }) => {
  noStore(app);

  app.get(
    "/me/progress",
    { schema: { response: { 200: progressResponseSchema, ...errorResponses } } },
    async (request) => {
      const user = await authenticate(request, config.sessionIdleDays);
      const since = nepalDay(
        new Date(app.now().getTime() - (DAYS_SHOWN - 1) * 24 * 60 * 60 * 1000),
      );
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
        by_category: weakestFirst(categories.map((r) => ({ category: r.category, ...tally(r) }))),
        by_topic: weakestFirst(topics.map((r) => ({ topic: r.topic, ...tally(r) }))),
        by_day: days.map((d) => {
          const n = Number(d.answered);
          const c = Number(d.correct);
          return { day: d.day, answered: n, correct: c, accuracy: n ? c / n : 0 };
        }),
      };
    },
  );

  app.get(
    "/me/review",
    { schema: { response: { 200: reviewResponseSchema, ...errorResponses } } },
    async (request) => {
      const user = await authenticate(request, config.sessionIdleDays);
      const now = app.now();
      const [due, cards] = await Promise.all([
        reviewRepo.countDueCards(app.db, user.id, now),
        reviewRepo.listDueCards(app.db, user.id, now, REVIEW_QUIZ_SIZE),
      ]);
      const find = banks.finder(app.db);
      const questions: BankQuestion[] = [];
      for (const card of cards) {
        const question = (await find(card.bank))?.questions.get(card.question_id);
        if (question) questions.push({ ...question, bank: card.bank });
      }
      return { due, questions };
    },
  );

  app.get(
    "/me/weak-topics",
    { schema: { response: { 200: weakTopicsResponseSchema, ...errorResponses } } },
    async (request) => {
      const user = await authenticate(request, config.sessionIdleDays);
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
        throw new HttpError(
          404,
          `Answer at least ${WEAK_MIN_ANSWERS} questions of a category first; then we can tell your weak topics.`,
        );
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
    },
  );
};

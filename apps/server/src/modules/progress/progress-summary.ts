import type { AttemptMode } from "@tayari/contracts/attempts";
import type { ProgressResponse } from "@tayari/contracts/progress";
import type { Db } from "../../db/db";
import { nepalDay } from "../../lib/nepal-day";
import type { QuestionBanks } from "../questions/question-banks";
import * as repo from "./repository";

const DAYS_SHOWN = 90;

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

/** The subjects (categories) and English topics a student can practise here, in the banks' order. */
export function practiceSubjects(banks: Pick<QuestionBanks, "fileBankList">) {
  const fileBanks = banks.fileBankList();
  return {
    categories: [
      ...new Set(fileBanks.flatMap((b) => [...b.questions.values()].map((q) => q.category))),
    ],
    topics: fileBanks.flatMap((b) =>
      b.key.startsWith("english:") ? [b.key.slice("english:".length)] : [],
    ),
  };
}

/**
 * A student's progress (the use case behind `GET /api/me/progress`): totals, by mode, by subject
 * and English topic weakest first, what is not tried yet, and the last 90 days in Nepal.
 */
export async function progressSummary(
  deps: { db: Db; now: () => Date; practice: ReturnType<typeof practiceSubjects> },
  userId: number,
): Promise<ProgressResponse> {
  const { db, practice } = deps;
  const now = deps.now();
  const notTried = (categories: Set<string>, topics: Set<string>) => ({
    categories: practice.categories.filter((c) => !categories.has(c)),
    topics: practice.topics.filter((topic) => !topics.has(topic)),
  });
  const since = nepalDay(new Date(now.getTime() - (DAYS_SHOWN - 1) * 24 * 60 * 60 * 1000));
  const [modes, categories, topics, days] = await Promise.all([
    repo.tallyByMode(db, userId),
    repo.tallyByCategory(db, userId),
    repo.tallyByTopic(db, userId),
    repo.tallyByDay(db, userId, since),
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
    today: nepalDay(now),
    by_day: days.map((d) => {
      const n = Number(d.answered);
      const c = Number(d.correct);
      return { day: d.day, answered: n, correct: c, accuracy: n ? c / n : 0 };
    }),
  };
}

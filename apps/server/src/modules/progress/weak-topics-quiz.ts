import type { Db } from "../../db/db";
import type { QuestionBanks } from "../questions/question-banks";
import * as repo from "./repository";
import { WEAK_MIN_ANSWERS, drawWeakQuiz, weakestCategories } from "./weak-topics";

/**
 * A quiz of the student's weakest subjects (the use case behind `GET /api/me/weak-topics`): the
 * subjects answered often enough and worst, and questions of theirs seen longest ago; too few
 * answers yet, no quiz.
 */
export async function weakTopicsQuiz(
  deps: { db: Db; banks: Pick<QuestionBanks, "fileBankList">; random: () => number },
  userId: number,
) {
  const { db, banks } = deps;
  const fileBanks = banks.fileBankList();
  const practisable = new Set(
    fileBanks.flatMap((b) => [...b.questions.values()].map((q) => q.category)),
  );
  const tallies = await repo.tallyByCategory(db, userId);
  const categories = weakestCategories(
    tallies.map((t) => ({
      category: t.category,
      answered: Number(t.answered),
      correct: Number(t.correct),
    })),
    practisable,
  );
  if (categories.length === 0) return { kind: "tooFew", count: WEAK_MIN_ANSWERS } as const;
  const seen = await repo.lastSeen(db, userId, categories);
  const lastSeen = new Map(
    seen.map((s) => [`${s.bank}\n${s.question_id}`, new Date(s.last as Date).getTime()]),
  );
  const questions = drawWeakQuiz(fileBanks, categories, lastSeen, deps.random);
  return { kind: "quiz", quiz: { categories, questions } } as const;
}

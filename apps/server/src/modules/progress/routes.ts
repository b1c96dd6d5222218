import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { getProgress, getReview, getWeakTopics } from "@tayari/contracts/progress";
import { fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import type { QuestionBanks } from "../questions/question-banks";
import { practiceSubjects, progressSummary } from "./progress-summary";
import { reviewQuiz } from "./review-quiz";
import { weakTopicsQuiz } from "./weak-topics-quiz";

/** A student's progress, the review of missed questions, and practice of the weakest subjects. */
export async function progressRoutes(app: FastifyInstance, { banks }: { banks: QuestionBanks }) {
  noStore(app);
  const db = app.db;
  const now = () => app.now();
  const practice = practiceSubjects(banks);
  const random = () => randomInt(2 ** 31) / 2 ** 31;

  handle(app, getProgress, (request) => progressSummary({ db, now, practice }, request.session.id));

  handle(app, getReview, (request) => reviewQuiz({ db, now, banks }, request.session.id));

  handle(app, getWeakTopics, async (request) => {
    const outcome = await weakTopicsQuiz({ db, banks, random }, request.session.id);
    if (outcome.kind === "tooFew")
      throw fail(404, "progress.weakTopicsTooFew", { count: outcome.count });
    return outcome.quiz;
  });
}

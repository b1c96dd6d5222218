import type { Passage } from "@tayari/contracts/question";
import { MIXED_MODES, type AnswerMark, type AttemptMode } from "@tayari/contracts/attempts";
import { questionMath } from "@tayari/content/math-tree";
import { withOptionOrder } from "@tayari/quiz/shuffle";
import type { Db } from "../../db/db";
import type { QuestionBanks } from "../questions/question-banks";
import * as repo from "./repository";
import { toSummary } from "./summary";

/**
 * A recorded attempt with its questions as the student saw them (the use case behind
 * `GET /api/attempts/{id}`): each question looked up in its bank by address, its options in the
 * attempt's order, a withdrawn one said as such. Another student's attempt is as unknown as one
 * that does not exist.
 */
export async function attemptReview(
  deps: { db: Db; banks: Pick<QuestionBanks, "finder"> },
  { userId, id }: { userId: number; id: string },
) {
  const { db, banks } = deps;
  const row = await repo.findAttempt(db, id.toLowerCase());
  if (!row || row.user_id !== userId) return { kind: "notFound" } as const;
  const answers = await repo.listAnswers(db, row.id);
  const find = banks.finder(db);
  const mixed = MIXED_MODES.includes(row.mode as AttemptMode);
  // The passages the questions stand on, each sent once (decision 174).
  const passages = new Map<string, Passage>();
  const questions = await Promise.all(
    answers.map(async (a) => {
      const bank = await find(a.bank);
      const question = bank?.questions.get(a.question_id);
      const passage = question?.passage ? bank?.passages?.get(question.passage) : undefined;
      if (passage) passages.set(passage.id, passage);
      const written = { id: a.question_id, options: question?.options ?? [] };
      // In the order the student saw them: from the attempt's seed and the question's
      // address in it (its bank too where the attempt mixes banks, as the browser had it).
      const math = withPickMath(question?.math, a.pick, question?.options);
      const { options } =
        row.seed === null
          ? written
          : withOptionOrder({ ...written, bank: mixed ? a.bank : undefined }, row.seed);
      return {
        id: a.question_id,
        bank: a.bank,
        category: a.category,
        question:
          question?.question ?? "This question was withdrawn from its bank after the attempt.",
        options,
        answer: question?.answer ?? "",
        explanation: question?.explanation ?? "",
        // The formulas' trees and the figure, so the review draws them as the quiz did.
        ...(math ? { math } : {}),
        ...(question?.figure ? { figure: question.figure } : {}),
        ...(passage ? { passage: passage.id } : {}),
        pick: a.pick,
        correct: a.correct,
        seconds: a.seconds,
        ...(question ? {} : { withdrawn: true as const }),
        // Kept but marked (decision 343): the review says why, in the reader's language.
        ...(a.mark ? { mark: a.mark as AnswerMark } : {}),
      };
    }),
  );
  const review = {
    attempt: toSummary(row),
    questions,
    ...(passages.size ? { passages: [...passages.values()] } : {}),
  };
  return { kind: "review", review } as const;
}

/**
 * The question's formula trees, with the pick's where the pick is none of its options now (its
 * words were reworded since, decision 350): the review draws the answer given as it was, its
 * formulas too. The pick was an option of an earlier version, checked as content, so its formulas
 * read; one that does not is left as it is written.
 */
function withPickMath<T extends object>(
  math: T | undefined,
  pick: string | null,
  options: readonly string[] | undefined,
): T | undefined {
  if (pick === null || !options || options.includes(pick)) return math;
  let picked: object | undefined;
  try {
    picked = questionMath({ question: "", options: [pick], explanation: "" });
  } catch {
    return math;
  }
  return picked ? ({ ...picked, ...math } as T) : math;
}

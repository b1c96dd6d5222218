import { contentSuspects, MIN_ANSWERS, type SuspectReport } from "@tayari/quiz/content-suspects";
import type { SuspectQuestion } from "@tayari/quiz/content-suspects-fit";
import { ABILITY_PRIOR } from "@tayari/quiz/learner-model";
import type { QuestionBanks } from "../questions/question-banks";
import { answersWithAbility, questionKey, questionsAnsweredAtLeast } from "./repository";
import type { Db } from "../../db/db";

/** Where a bank's questions are written, for the report to say which file to fix. */
function fileOf(bank: string, title: string): string {
  if (bank === "entrance") return "packages/content/banks/entrance.json";
  if (bank === "category-test") return "packages/content/banks/category-test.json";
  if (bank === "bca-entrance") return "packages/content/banks/bca-entrance.json";
  if (bank.startsWith("english:"))
    return `packages/content/banks/subjects.json (English, ${bank.slice("english:".length)})`;
  return `packages/content/catalog, unit "${title}"`;
}

export interface SiteSuspect extends SuspectReport {
  /** The file (or catalog unit) to fix, and the question's id in it. */
  file: string;
  questionId: number;
  question: string;
  optionTexts: readonly string[];
  key: string;
}

interface Judged {
  question: SuspectQuestion;
  file: string;
  questionId: number;
  text: string;
  options: readonly string[];
  key: string;
}

/**
 * The site's own questions whose recorded answers suggest a wrong key or a distractor that reads
 * as right (issue 44, point 4; decision 161): every question with at least `minAnswers` answers,
 * each answer weighed by its student's ability in the question's subject as the learner model
 * holds it now (the prior's mean for a student it has not met), sharpened by all that student's
 * judged answers in the subject (decision 203) and weighed with their other subjects (decision 426). A question its bank no longer holds,
 * or whose key is not among its options, is passed over.
 */
export async function siteSuspects(
  db: Db,
  banks: QuestionBanks,
  minAnswers = MIN_ANSWERS,
): Promise<SiteSuspect[]> {
  const find = banks.finder(db);
  const judged: Judged[] = [];
  for (const row of await questionsAnsweredAtLeast(db, minAnswers)) {
    const bank = await find(row.bank);
    const q = bank?.questions.get(row.question_id);
    if (!bank || !q) continue;
    const key = q.options.indexOf(q.answer);
    if (key < 0) continue;
    // A pick that is no longer an option (the question was edited since) counts as none.
    const answers = (await answersWithAbility(db, row.bank, row.question_id)).map((a) => {
      const pick = a.pick === null ? -1 : q.options.indexOf(a.pick);
      return {
        pick: pick < 0 ? null : pick,
        ability: a.ability ?? ABILITY_PRIOR.mean,
        // The student in the subject: their ability is sharpened by all their judged answers,
        // and by what their other subjects say of it (decision 426).
        who: `${a.user_id}:${a.category}`,
        student: String(a.user_id),
      };
    });
    judged.push({
      question: {
        id: questionKey(row.bank, row.question_id),
        options: q.options.length,
        key: { accepted: [key], dropped: false },
        answers,
      },
      file: fileOf(row.bank, bank.title),
      questionId: row.question_id,
      text: q.question,
      options: q.options,
      key: q.answer,
    });
  }
  const byId = new Map(judged.map((j) => [j.question.id, j]));
  return contentSuspects(
    judged.map((j) => j.question),
    minAnswers,
  ).map((report) => {
    const j = byId.get(report.id)!;
    return {
      ...report,
      file: j.file,
      questionId: j.questionId,
      question: j.text,
      optionTexts: j.options,
      key: j.key,
    };
  });
}

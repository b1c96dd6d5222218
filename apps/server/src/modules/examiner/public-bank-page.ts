import type { PublicBankQuestionsResponse } from "@tayari/contracts/exam-banks";
import { withMath } from "@tayari/content/math-tree";
import { keepsOptionOrder } from "@tayari/quiz/shuffle";
import { categoryCounts } from "../bank-check/categories";
import type { StoredQuestion } from "../exams/bank-repository";
import type { PublicBank } from "../exams/papers";

/**
 * A page of one of the site's banks an exam can be made from (the use case behind
 * `GET /api/examiner/public-banks/{name}`), read as students will see it (formulas as MathML
 * trees), a page at a time: the entrance bank alone holds over a thousand questions.
 */
export function publicBankPage(
  publicBank: (name: PublicBank) => StoredQuestion[],
  { name, offset, limit }: { name: PublicBank; offset: number; limit: number },
): PublicBankQuestionsResponse {
  const questions = publicBank(name);
  const page = questions.slice(offset, offset + limit);
  return {
    name,
    total: questions.length,
    offset,
    categories: categoryCounts(questions),
    questions: withMath(page),
    written_order: page.filter((q) => keepsOptionOrder(q.options)).map((q) => q.id),
  };
}

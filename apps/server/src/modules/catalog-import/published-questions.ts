import { PUBLISHED_PAGE_SIZE, type PublishedQuestion } from "@tayari/contracts/catalog-import";
import { questionMath } from "@tayari/content/math-tree";
import type { Db } from "../../db/db";
import * as repo from "./repository";

/**
 * What an examiner published, a page at a time, for the import page's list with its "Unpublish"
 * buttons (the use case behind `GET /api/examiner/import/published`).
 */
export async function publishedQuestions(
  db: Db,
  { ownerId, page }: { ownerId: number; page: number },
) {
  const pageSize = PUBLISHED_PAGE_SIZE;
  const listed = await repo.listPublished(db, { ownerId, page, pageSize });
  const questions = listed.questions.map(({ publication, question }): PublishedQuestion => {
    const math = questionMath({ question: question.question, options: [], explanation: "" });
    return {
      unit_id: publication.unit_id,
      unit_name: publication.unit_name,
      ...(publication.unit_name_ne ? { unit_name_ne: publication.unit_name_ne } : {}),
      question_id: question.id,
      question: question.question,
      ...(math ? { math } : {}),
      options: question.options,
      file_name: publication.file_name,
      published_at: publication.created_at.toISOString(),
    };
  });
  return { questions, total: listed.total, page, page_size: pageSize };
}

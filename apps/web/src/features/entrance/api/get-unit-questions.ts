import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EntranceQuestionsResponse } from "@tayari/contracts/catalog";
import { questionListSchema } from "../../../lib/quiz-schemas";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { t } from "../messages";

/** A unit with its questions; the questions are checked against the one question schema. */
export async function getUnitQuestions(subjectId: string, unitId: string, unitType: string) {
  const answer = await apiRequest<EntranceQuestionsResponse>(
    `/entrance/subjects/${encodeURIComponent(subjectId)}/mcq/${encodeURIComponent(unitId)}/${encodeURIComponent(unitType)}`,
  );
  const questions = questionListSchema.safeParse(answer?.questions);
  if (!questions.success) throw new ApiError(200, t("unreadableQuestions"));
  return { ...answer, questions: questions.data };
}

export const unitQuestionsQueryOptions = (subjectId: string, unitId: string, unitType: string) =>
  queryOptions({
    queryKey: ["entrance-questions", subjectId, unitId, unitType],
    queryFn: () => getUnitQuestions(subjectId, unitId, unitType),
  });

export const useUnitQuestions = (subjectId: string, unitId: string, unitType: string) =>
  useQuery(unitQuestionsQueryOptions(subjectId, unitId, unitType));

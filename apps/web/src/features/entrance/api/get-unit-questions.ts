import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EntranceQuestionsResponse } from "@tayari/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";

export const getUnitQuestions = (subjectId: string, unitId: string, unitType: string) =>
  apiRequest<EntranceQuestionsResponse>(
    `/entrance/subjects/${encodeURIComponent(subjectId)}/mcq/${encodeURIComponent(unitId)}/${encodeURIComponent(unitType)}`,
  );

export const unitQuestionsQueryOptions = (subjectId: string, unitId: string, unitType: string) =>
  queryOptions({
    queryKey: ["entrance-questions", subjectId, unitId, unitType],
    queryFn: () => getUnitQuestions(subjectId, unitId, unitType),
  });

export const useUnitQuestions = (subjectId: string, unitId: string, unitType: string) =>
  useQuery(unitQuestionsQueryOptions(subjectId, unitId, unitType));

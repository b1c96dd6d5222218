import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EntranceUnitsResponse } from "@tayari/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";

export const getSubjectUnits = (subjectId: string) =>
  apiRequest<EntranceUnitsResponse>(`/entrance/subjects/${encodeURIComponent(subjectId)}/mcq`);

export const subjectUnitsQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: ["entrance-units", subjectId],
    queryFn: () => getSubjectUnits(subjectId),
  });

export const useSubjectUnits = (subjectId: string) => useQuery(subjectUnitsQueryOptions(subjectId));

import { queryOptions, useQuery } from "@tanstack/react-query";
import { getEntranceSubjectOrUnits } from "../../../lib/catalog-schemas";
import { ApiError, call } from "../../../lib/api-client";
import { endpointKey } from "../../../lib/endpoint-query";
import { catalogQuery } from "../../../lib/catalog-language";
import { useLanguage, type Language } from "../../../lib/i18n";

/** A subject's units: the endpoint that answers an entrance's subjects for a slug does so for an id. */
export async function getSubjectUnits(subjectId: string, language: Language, signal?: AbortSignal) {
  const answer = await call(
    getEntranceSubjectOrUnits,
    { params: { key: subjectId }, query: catalogQuery(language) },
    { signal },
  );
  if (!("units" in answer))
    throw new ApiError(200, {
      code: "client.unreadable",
      message: "The server sent an answer this page cannot read. Please reload and try again.",
    });
  return answer;
}

export const subjectUnitsQueryOptions = (subjectId: string, language: Language) =>
  queryOptions({
    queryKey: endpointKey(getEntranceSubjectOrUnits, {
      params: { key: subjectId },
      query: catalogQuery(language),
    }),
    queryFn: ({ signal }) => getSubjectUnits(subjectId, language, signal),
  });

export const useSubjectUnits = (subjectId: string) =>
  useQuery(subjectUnitsQueryOptions(subjectId, useLanguage()));

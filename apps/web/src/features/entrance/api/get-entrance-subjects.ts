import { queryOptions, useQuery } from "@tanstack/react-query";
import { getEntranceSubjectOrUnits } from "../../../lib/catalog-schemas";
import { ApiError, call } from "../../../lib/api-client";
import { endpointKey } from "../../../lib/endpoint-query";
import { catalogQuery } from "../../../lib/catalog-language";
import { useLanguage, type Language } from "../../../lib/i18n";

/** A missing entrance is logged and shown as an empty list, as the specification says. */
export async function getEntranceSubjects(
  entranceSlug: string,
  language: Language,
  signal?: AbortSignal,
) {
  try {
    const answer = await call(
      getEntranceSubjectOrUnits,
      { params: { key: entranceSlug }, query: catalogQuery(language) },
      { signal },
    );
    return "subjects" in answer ? answer.subjects : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      console.error(`Entrance subjects not found for '${entranceSlug}'`, error);
      return [];
    }
    throw error;
  }
}

export const entranceSubjectsQueryOptions = (entranceSlug: string, language: Language) =>
  queryOptions({
    queryKey: endpointKey(getEntranceSubjectOrUnits, {
      params: { key: entranceSlug },
      query: catalogQuery(language),
    }),
    queryFn: ({ signal }) => getEntranceSubjects(entranceSlug, language, signal),
  });

export const useEntranceSubjects = (entranceSlug: string) =>
  useQuery(entranceSubjectsQueryOptions(entranceSlug, useLanguage()));

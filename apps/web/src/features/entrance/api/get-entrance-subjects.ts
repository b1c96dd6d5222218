import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EntranceSubjectsResponse } from "@tayari/contracts/catalog";
import { ApiError, apiRequest } from "../../../lib/api-client";

/** A missing entrance is logged and shown as an empty list, as the specification says. */
export async function getEntranceSubjects(
  entranceSlug: string,
): Promise<EntranceSubjectsResponse["subjects"]> {
  try {
    return (
      await apiRequest<EntranceSubjectsResponse>(
        `/entrance/subjects/${encodeURIComponent(entranceSlug)}/mcq`,
      )
    ).subjects;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      console.error(`Entrance subjects not found for '${entranceSlug}'`, error);
      return [];
    }
    throw error;
  }
}

export const entranceSubjectsQueryOptions = (entranceSlug: string) =>
  queryOptions({
    queryKey: ["entrance-subjects", entranceSlug],
    queryFn: () => getEntranceSubjects(entranceSlug),
  });

export const useEntranceSubjects = (entranceSlug: string) =>
  useQuery(entranceSubjectsQueryOptions(entranceSlug));

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SubjectsResponse } from "@tayari/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";

export const getSubjects = (levelSlug: string) =>
  apiRequest<SubjectsResponse>(`/subjects/${encodeURIComponent(levelSlug)}`);

export const subjectsQueryOptions = (levelSlug: string) =>
  queryOptions({ queryKey: ["subjects", levelSlug], queryFn: () => getSubjects(levelSlug) });

export const useSubjects = (levelSlug: string) => useQuery(subjectsQueryOptions(levelSlug));

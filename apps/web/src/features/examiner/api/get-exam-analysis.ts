import { useQuery, type QueryClient } from "@tanstack/react-query";
import { getExamAnalysis } from "@tayari/contracts/exam-analysis";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";
import { LIVE_REFRESH_MS } from "./list-examiner-exams";

/**
 * The exam's item analysis: asked afresh each visit, and again as the list of exams is while the
 * exam runs (live figures); once it is over the figures are final and asked only after a change.
 */
export const examAnalysisQuery = (slug: string, live: boolean) => ({
  ...endpointQuery(getExamAnalysis, { params: { slug } }),
  staleTime: 0,
  refetchInterval: live ? LIVE_REFRESH_MS : (false as const),
});

export const useExamAnalysis = (slug: string, live: boolean) =>
  useQuery(examAnalysisQuery(slug, live));

/** The analysis asked again (a key was corrected, or a correction lost to another). */
export const refreshAnalysis = (queryClient: QueryClient, slug: string) =>
  queryClient.invalidateQueries({
    queryKey: endpointKey(getExamAnalysis, { params: { slug } }),
  });

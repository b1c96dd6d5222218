import { useQuery } from "@tanstack/react-query";
import { previewExamPaper } from "@tayari/contracts/exam-preview";
import { endpointQuery } from "../../../lib/endpoint-query";

/**
 * The exam's paper as a candidate gets it (decision 250): one draw, kept while the page is open
 * (no refetch on focus: a new draw would reshuffle the paper under the examiner's eyes); `refetch`
 * draws another.
 */
export function useExamPreview(slug: string) {
  return useQuery({
    ...endpointQuery(previewExamPaper, { params: { slug }, query: {} }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The keys of every question the exam's papers can hold, asked only once the examiner wants them. */
export function useExamKeys(slug: string, wanted: boolean) {
  return useQuery({
    ...endpointQuery(previewExamPaper, { params: { slug }, query: { keys: "1" } }),
    enabled: wanted,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    select: (data) => data.keys ?? {},
  });
}

import { useQuery, type QueryClient } from "@tanstack/react-query";
import { getExamCandidates } from "@tayari/contracts/examiner-candidates";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";

/** The exam's candidates: its allow-list and those given extra time. */
export const useExamCandidates = (slug: string) =>
  useQuery({ ...endpointQuery(getExamCandidates, { params: { slug } }), staleTime: 0 });

/** The candidates asked again (the list saved, extra time given). */
export const refreshCandidates = (queryClient: QueryClient, slug: string) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(getExamCandidates, { params: { slug } }) });

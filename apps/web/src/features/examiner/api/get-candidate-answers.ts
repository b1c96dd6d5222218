import { useQuery, type QueryClient } from "@tanstack/react-query";
import { getCandidateAnswers } from "@tayari/contracts/exam-results";
import { endpointQuery } from "../../../lib/endpoint-query";

/** One candidate's paper as it stands (live while the exam runs); asked afresh each time it opens. */
export function useCandidateAnswers(slug: string, user: number) {
  return useQuery({
    ...endpointQuery(getCandidateAnswers, { params: { slug, user } }),
    staleTime: 0,
  });
}

/** Every candidate's paper of any exam asked again: a key correction changes their marks. */
export const refreshCandidateAnswers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: [getCandidateAnswers.method, getCandidateAnswers.path],
  });

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getMerit } from "@tayari/contracts/exam-results";
import {
  previewRegrade,
  regrade,
  type RegradePreview,
  type RegradeRequest,
  type RegradeResponse,
} from "@tayari/contracts/regrade";
import { call, type ApiError } from "../../../lib/api-client";
import { endpointKey } from "../../../lib/endpoint-query";
import { refreshCandidateAnswers } from "./get-candidate-answers";
import { refreshAnalysis } from "./get-exam-analysis";
import { refreshExams } from "./list-examiner-exams";

/** What the gathered corrections would do: who moves and by how much; nothing is written. */
export const usePreviewRegrade = (slug: string) =>
  useMutation<RegradePreview, ApiError, RegradeRequest>({
    mutationFn: (body) => call(previewRegrade, { params: { slug }, body }),
  });

/**
 * Makes the gathered corrections in one regrade. Made or refused (a 409: another correction won),
 * the analysis with its corrections, the merit list, any candidate's paper open and the list of
 * exams (the students to tell) are asked again, so the page shows what stands.
 */
export function useRegrade(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      refreshAnalysis(queryClient, slug),
      queryClient.invalidateQueries({ queryKey: endpointKey(getMerit, { params: { slug } }) }),
      refreshCandidateAnswers(queryClient),
      refreshExams(queryClient),
    ]);
  return useMutation<RegradeResponse, ApiError, RegradeRequest>({
    mutationFn: (body) => call(regrade, { params: { slug }, body }),
    onSettled: refresh,
  });
}

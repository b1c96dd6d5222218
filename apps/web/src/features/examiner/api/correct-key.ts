import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  correctKey,
  type CorrectKeyRequest,
  type CorrectKeyResponse,
} from "@tayari/contracts/exam-analysis";
import { getMerit } from "@tayari/contracts/exam-results";
import { call, type ApiError } from "../../../lib/api-client";
import { endpointKey } from "../../../lib/endpoint-query";
import { refreshCandidateAnswers } from "./get-candidate-answers";
import { refreshAnalysis } from "./get-exam-analysis";

/**
 * Corrects one question's key and regrades the exam. Done or refused (a 409: another correction
 * won), the analysis, with its list of corrections, the merit list and any candidate's paper open are
 * asked again, so the page
 * shows the key that stands.
 */
export function useCorrectKey(
  slug: string,
  done: {
    onSuccess: (answer: CorrectKeyResponse) => void;
    onError: (error: ApiError) => void;
  },
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      refreshAnalysis(queryClient, slug),
      queryClient.invalidateQueries({ queryKey: endpointKey(getMerit, { params: { slug } }) }),
      refreshCandidateAnswers(queryClient),
    ]);
  return useMutation<CorrectKeyResponse, ApiError, CorrectKeyRequest>({
    mutationFn: (body) => call(correctKey, { params: { slug }, body }),
    onSuccess: async (answer) => {
      done.onSuccess(answer);
      await refresh();
    },
    onError: async (error) => {
      done.onError(error);
      await refresh();
    },
  });
}

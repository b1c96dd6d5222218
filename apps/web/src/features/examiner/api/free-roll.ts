import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { freeRoll, type FreeRollRequest } from "@tayari/contracts/examiner-candidates";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshCandidates } from "./get-exam-candidates";
import { refreshLog } from "./get-exam-log";
import { refreshExams } from "./list-examiner-exams";

/**
 * Frees a roll number claimed by the wrong account (decision 251); then the candidates, the log
 * and the exams' counts anew (an attempt may have gone with it).
 */
export function useFreeRoll(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<typeof freeRoll>, ApiError, FreeRollRequest>({
    mutationFn: (body) => call(freeRoll, { params: { slug }, body }),
    onSuccess: async () => {
      await Promise.all([
        refreshCandidates(queryClient, slug),
        refreshLog(queryClient, slug),
        refreshExams(queryClient),
      ]);
    },
  });
}

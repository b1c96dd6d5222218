import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { reopenAttempt, type ReopenRequest } from "@tayari/contracts/examiner-candidates";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshLog } from "./get-exam-log";
import { refreshExams } from "./list-examiner-exams";

/** Reopens one candidate's handed-in attempt; then the log and the exams' counts anew. */
export function useReopenAttempt(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<typeof reopenAttempt>, ApiError, ReopenRequest>({
    mutationFn: (body) => call(reopenAttempt, { params: { slug }, body }),
    onSuccess: async () => {
      await Promise.all([refreshLog(queryClient, slug), refreshExams(queryClient)]);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { putExamList, type ListRequest } from "@tayari/contracts/examiner-candidates";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshCandidates } from "./get-exam-candidates";
import { refreshLog } from "./get-exam-log";

/** Saves the allow-list (pasted, or a CSV file's text); then the candidates and the log anew. */
export function usePutExamList(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<typeof putExamList>, ApiError, ListRequest>({
    mutationFn: (body) => call(putExamList, { params: { slug }, body }),
    onSuccess: async () => {
      await Promise.all([refreshCandidates(queryClient, slug), refreshLog(queryClient, slug)]);
    },
  });
}

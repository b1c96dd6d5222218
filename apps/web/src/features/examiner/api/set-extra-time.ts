import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { setExtraTime, type ExtraTimeRequest } from "@tayari/contracts/examiner-candidates";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshCandidates } from "./get-exam-candidates";
import { refreshLog } from "./get-exam-log";

/** Extra time for one candidate; then the candidates and the log anew. */
export function useSetExtraTime(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<typeof setExtraTime>, ApiError, ExtraTimeRequest>({
    mutationFn: (body) => call(setExtraTime, { params: { slug }, body }),
    onSuccess: async () => {
      await Promise.all([refreshCandidates(queryClient, slug), refreshLog(queryClient, slug)]);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import type { closeExamNow, releaseResults } from "@tayari/contracts/examiner-exams";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshExams } from "./list-examiner-exams";

/** What an examiner does to one exam by its address, answered by a notice (close, release). */
type ExamAction = typeof releaseResults | typeof closeExamNow;

export interface ActionDone<E extends ExamAction> {
  onSuccess: (notice: EndpointAnswer<E>) => void;
  onError: (error: ApiError) => void;
}

/** `done` hears the notice or the refusal first; then the list of exams is asked again. */
export function useExamAction<E extends ExamAction>(
  endpoint: E,
  slug: string,
  done: ActionDone<E>,
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<E>, ApiError>({
    mutationFn: () =>
      call<ExamAction>(endpoint, { params: { slug } }) as Promise<EndpointAnswer<E>>,
    onSuccess: async (notice) => {
      done.onSuccess(notice);
      await refreshExams(queryClient);
    },
    onError: done.onError,
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { extendExam, type ExtendExamRequest } from "@tayari/contracts/examiner-exams";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshExams } from "./list-examiner-exams";

/** A running exam given a later close and minutes for everyone; then the list asked again. */
export function useExtendExam(
  slug: string,
  done: {
    onSuccess: (notice: EndpointAnswer<typeof extendExam>) => void;
    onError: (error: ApiError) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<typeof extendExam>, ApiError, ExtendExamRequest>({
    mutationFn: (body) => call(extendExam, { params: { slug }, body }),
    onSuccess: async (notice) => {
      done.onSuccess(notice);
      await refreshExams(queryClient);
    },
    onError: async (error) => {
      done.onError(error);
      await refreshExams(queryClient);
    },
  });
}

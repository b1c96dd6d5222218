import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  scheduleLiveMock,
  type LiveMock,
  type ScheduleLiveMockRequest,
} from "@tayari/contracts/live-mocks";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshExams } from "./list-examiner-exams";

/** One of the site's mock papers scheduled as a live mock (decision 257); then the list asked again. */
export function useScheduleLiveMock(done: {
  onSuccess: (made: LiveMock) => void;
  onError: (error: ApiError) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation<LiveMock, ApiError, ScheduleLiveMockRequest>({
    mutationFn: (body) => call(scheduleLiveMock, { body }),
    onSuccess: async (made) => {
      done.onSuccess(made);
      await refreshExams(queryClient);
    },
    onError: done.onError,
  });
}

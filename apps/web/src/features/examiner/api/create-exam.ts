import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createExam,
  type CreateExamRequest,
  type ExaminerExam,
} from "@tayari/contracts/examiner-exams";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshBanks } from "./list-examiner-banks";
import { putExamFirst, refreshExams } from "./list-examiner-exams";

/**
 * Makes an exam: at the top of the list at once, `onCreated` told (the page confirms it there),
 * then both lists asked again. A repeat with the same `idempotency_key` answers the same exam.
 */
export function useCreateExam({
  onCreated,
  onError,
  onSettled,
}: {
  onCreated: (exam: ExaminerExam) => void;
  onError: (error: ApiError) => void;
  onSettled: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation<ExaminerExam, ApiError, CreateExamRequest>({
    mutationFn: (request) => call(createExam, { body: request }),
    onSuccess: async (exam) => {
      putExamFirst(queryClient, exam);
      onCreated(exam);
      await Promise.all([refreshBanks(queryClient), refreshExams(queryClient)]);
    },
    onError,
    onSettled,
  });
}

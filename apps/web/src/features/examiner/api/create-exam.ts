import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createExam,
  type CreateExamRequest,
  type ExaminerExam,
} from "@tayari/contracts/examiner-exams";
import { call, type ApiError } from "../../../lib/api-client";
import { refreshBanks } from "./list-examiner-banks";
import { putExamFirst, refreshExams } from "./list-examiner-exams";

/** What the exam form hears of a request that makes or changes an exam. */
export interface ExamSaveCallbacks {
  /** The exam as the server saved it. */
  onSaved: (exam: ExaminerExam) => void;
  onError: (error: ApiError) => void;
  /** After either. */
  onSettled: () => void;
}

/**
 * Makes an exam: at the top of the list at once, `onSaved` told (the page confirms it there),
 * then both lists asked again. A repeat with the same `idempotency_key` answers the same exam.
 */
export function useCreateExam({ onSaved, onError, onSettled }: ExamSaveCallbacks) {
  const queryClient = useQueryClient();
  return useMutation<ExaminerExam, ApiError, CreateExamRequest>({
    mutationFn: (request) => call(createExam, { body: request }),
    onSuccess: async (exam) => {
      putExamFirst(queryClient, exam);
      onSaved(exam);
      await Promise.all([refreshBanks(queryClient), refreshExams(queryClient)]);
    },
    onError,
    onSettled,
  });
}

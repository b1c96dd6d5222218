import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  editExam,
  type EditExamRequest,
  type ExaminerExam,
} from "@tayari/contracts/examiner-exams";
import { call, type ApiError } from "../../../lib/api-client";
import type { ExamSaveCallbacks } from "./create-exam";
import { refreshExams } from "./list-examiner-exams";

/**
 * Changes an exam not open yet (decision 205), its address kept; then the list of exams is asked
 * again. A stale version is refused (409 `exams.editedMeanwhile`): the list is asked again then
 * too, so the form can show the exam as it is now.
 */
export function useEditExam(slug: string, { onSaved, onError, onSettled }: ExamSaveCallbacks) {
  const queryClient = useQueryClient();
  return useMutation<ExaminerExam, ApiError, EditExamRequest>({
    mutationFn: (body) => call(editExam, { params: { slug }, body }),
    onSuccess: async (exam) => {
      onSaved(exam);
      await refreshExams(queryClient);
    },
    onError: async (error) => {
      onError(error);
      if (error.code === "exams.editedMeanwhile") await refreshExams(queryClient);
    },
    onSettled,
  });
}

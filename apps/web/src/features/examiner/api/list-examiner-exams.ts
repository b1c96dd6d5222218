import { useCallback } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { listExaminerExams, type ExaminerExam } from "@tayari/contracts/examiner-exams";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";

/** On the day the live counts move: the list of exams is asked again this often while shown. */
export const LIVE_REFRESH_MS = 10_000;

/** The examiner's exams with their live counts, the latest made first; asked afresh each visit. */
export const examinerExamsQuery = () => ({
  ...endpointQuery(listExaminerExams),
  staleTime: 0,
  refetchInterval: LIVE_REFRESH_MS,
});

export const useExaminerExams = () => useQuery(examinerExamsQuery());

/** One exam of the list, by its address: `data` is undefined while loading, null when none. */
export const useExaminerExam = (slug: string) =>
  useQuery({
    ...examinerExamsQuery(),
    select: (answer) => answer.exams.find((exam) => exam.slug === slug) ?? null,
  });

/** The list asked again (an exam changed: closed, released, opened or made). */
export const refreshExams = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(listExaminerExams) });

/** The exam just made, at the top of the list at once, before the list is asked again. */
export const putExamFirst = (queryClient: QueryClient, exam: ExaminerExam) =>
  queryClient.setQueryData(
    endpointKey(listExaminerExams),
    (old: { exams: ExaminerExam[] } | undefined) => ({
      exams: [exam, ...(old?.exams ?? []).filter((e) => e.slug !== exam.slug)],
    }),
  );

/** `refreshExams` for a component: the exams' moments passing (opening, closing) ask anew. */
export function useRefreshExams() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshExams(queryClient), [queryClient]);
}

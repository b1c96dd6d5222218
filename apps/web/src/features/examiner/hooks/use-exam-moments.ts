import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { useRefreshExams } from "../api/list-examiner-exams";
import { useNowAcross } from "./use-now-across";

/** Answers saved this long after an exam's close still count: release waits for it (the server's GRACE_MS). */
const GRACE_MS = 2_000;
const graceEnd = (iso: string) => new Date(Date.parse(iso) + GRACE_MS).toISOString();

/**
 * Where an exam stands now, read again as it opens, closes and its grace ends (the list is asked
 * afresh then): what its card says and which of its buttons it offers.
 */
export function useExamMoments(exam: ExaminerExam) {
  const refresh = useRefreshExams();
  const now = useNowAcross([exam.opens_at, exam.closes_at, graceEnd(exam.closes_at)], refresh);
  const running = now >= Date.parse(exam.opens_at) && now < Date.parse(exam.closes_at);
  // Not open yet: "Close now" cancels it (decision 98).
  const notYetOpen = now < Date.parse(exam.opens_at);
  // Offered only when it can succeed: the window and its grace over, no other exam holding it back.
  const over = now > Date.parse(graceEnd(exam.closes_at));
  // Cancelled before it opened (decision 98): its window is the moment of the cancel, and there is
  // nothing to release (the form refuses a close at or before the opening).
  const cancelled = Date.parse(exam.opens_at) === Date.parse(exam.closes_at);
  const canRelease =
    !cancelled && !exam.released && exam.release === "manual" && over && !exam.held_by;
  return { running, notYetOpen, over, cancelled, canRelease };
}

export type ExamMoments = ReturnType<typeof useExamMoments>;

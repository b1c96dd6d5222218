import { closeExamNow } from "@tayari/contracts/examiner-exams";
import { useExamAction, type ActionDone } from "./exam-action";

/** Closes a running exam now, or cancels one not open yet (decision 98). */
export const useCloseExamNow = (slug: string, done: ActionDone<typeof closeExamNow>) =>
  useExamAction(closeExamNow, slug, done);

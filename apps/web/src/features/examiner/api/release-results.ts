import { releaseResults } from "@tayari/contracts/examiner-exams";
import { useExamAction, type ActionDone } from "./exam-action";

/** Releases a closed exam's results: students see them, and are mailed. */
export const useReleaseResults = (slug: string, done: ActionDone<typeof releaseResults>) =>
  useExamAction(releaseResults, slug, done);

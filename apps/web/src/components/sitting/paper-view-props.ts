import type { ReactNode } from "react";
import type { AttemptResponse, PaperQuestion } from "@tayari/contracts/exam-sitting";

/**
 * What an exam's paper on the candidate's screen is drawn from: the sitting's `PaperView` takes it,
 * and the examiner's preview, given that component by its route, draws the very same (decision 250).
 * `banner`: above the paper (the preview's mark); `note(question)`: after it (the preview's key).
 */
export interface PaperViewProps {
  attempt: Pick<AttemptResponse, "exam" | "questions">;
  index: number;
  onIndex: (index: number) => void;
  answers: Record<string, string>;
  onPick: (pick: string) => void;
  seconds: number | null;
  onSubmit: () => void;
  banner?: ReactNode;
  note?: (question: PaperQuestion) => ReactNode;
}

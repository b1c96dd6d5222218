import { useEffect, useRef } from "react";
import type { DrawnQuestion as Question } from "@tayari/contracts/banks";
import type { Outcome } from "@tayari/quiz/machine";
import { Explanation } from "../../../components/question/explanation";
import { QuestionText } from "../../../components/question/question-text";
import { contentLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";

/**
 * At each reveal, under the question: right or wrong (and the key when it was not picked), why, and
 * that the answer waits for Next when the student holds it (or chose that it always does). Brought into view as it appears, so on a
 * phone it is never below the fold (its scroll margins keep it clear of the pinned bars).
 */
export function RevealPanel({
  question,
  outcome,
  note,
}: {
  question: Question;
  outcome: Outcome | null;
  /** Why it waits for Next: the student held it, or chose that every answer stays (decision 0492). */
  note: "held" | "stay" | null;
}) {
  const { t } = useMessages();
  const panel = useRef<HTMLDivElement>(null);
  // Again when it is held: the line saying so must not sit under the bottom bar.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: "nearest" });
  }, [note]);
  return (
    <div ref={panel} className="reveal-panel">
      <p className={`reveal-note ${outcome ?? ""}`} role="status">
        {outcome === "correct" ? (
          t("correctNote")
        ) : (
          <>
            {t(outcome === "timeout" ? "timeUpNote" : "incorrectNote")} {t("answerIs")}{" "}
            <span lang={contentLanguage(question.answer)}>
              <QuestionText text={question.answer} math={question.math} />
            </span>
          </>
        )}
      </p>
      {/* An entrance draw's explanations arrive just after its first question (decision 88). */}
      {question.explanation ? (
        <Explanation text={question.explanation} math={question.math} />
      ) : null}
      {note ? (
        <p className="hint held-note">{t(note === "held" ? "heldNote" : "stayNote")}</p>
      ) : null}
    </div>
  );
}

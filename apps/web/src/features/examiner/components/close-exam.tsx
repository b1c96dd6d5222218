import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { useCloseExamNow } from "../api/close-exam-now";
import { useMessages } from "../messages";
import { ExamNamed } from "./exam-named";
import { reportTo, type Report } from "./form-report";

/**
 * "Close now" on a running exam, "Cancel exam" on one not open yet (decision 98): asked first,
 * saying who is stopped and what happens to the results; `onDone` hears what the server said.
 */
export function CloseExam({
  exam,
  notYetOpen,
  onDone,
}: {
  exam: ExaminerExam;
  notYetOpen: boolean;
  onDone: (report: Report) => void;
}) {
  const { t, plural } = useMessages();
  const closing = useCloseExamNow(exam.slug, reportTo(onDone));
  return (
    <ConfirmButton
      label={t(notYetOpen ? "cancelExam" : "closeNow")}
      busy={closing.isPending}
      title={t(notYetOpen ? "cancelTitle" : "closeTitle")}
      cancelLabel={t(notYetOpen ? "keepExam" : "keepOpen")}
      onConfirm={() => closing.mutate()}
    >
      <ExamNamed exam={exam} />
      {notYetOpen ? (
        <p>{t("cancelWarning")}</p>
      ) : (
        <>
          <p>{plural("closeWarning", exam.started - exam.submitted)}</p>
          <p>{t(exam.release === "manual" ? "closeThenByHand" : "closeThenAtClose")}</p>
        </>
      )}
    </ConfirmButton>
  );
}

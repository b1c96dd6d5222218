import { useState } from "react";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useCloseExamNow } from "../api/close-exam-now";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { errorText, type Report } from "./form-report";

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
  const [confirming, setConfirming] = useState(false);
  const closing = useCloseExamNow(exam.slug, {
    onSuccess: (notice) => onDone(() => <CodedText message={notice} nameZone />),
    onError: (e) => onDone(errorText(e, true)),
  });
  return (
    <>
      <button
        className="button"
        type="button"
        disabled={closing.isPending}
        onClick={() => setConfirming(true)}
      >
        {t(notYetOpen ? "cancelExam" : "closeNow")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t(notYetOpen ? "cancelTitle" : "closeTitle")}
        confirmLabel={t(notYetOpen ? "cancelExam" : "closeNow")}
        cancelLabel={t(notYetOpen ? "keepExam" : "keepOpen")}
        onConfirm={() => {
          setConfirming(false);
          closing.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        {notYetOpen ? (
          <p>{t("cancelWarning")}</p>
        ) : (
          <>
            <p>{plural("closeWarning", exam.started - exam.submitted)}</p>
            <p>{t(exam.release === "manual" ? "closeThenByHand" : "closeThenAtClose")}</p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

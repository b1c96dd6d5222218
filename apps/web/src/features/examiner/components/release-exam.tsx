import { useState } from "react";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useReleaseResults } from "../api/release-results";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { errorText, type Report } from "./form-report";

/**
 * "Release results" of an exam over whose results are by hand: asked first, saying who will see
 * what; `onDone` hears what the server said.
 */
export function ReleaseExam({
  exam,
  onDone,
}: {
  exam: ExaminerExam;
  onDone: (report: Report) => void;
}) {
  const { t, plural } = useMessages();
  const [confirming, setConfirming] = useState(false);
  const releasing = useReleaseResults(exam.slug, {
    onSuccess: (notice) => onDone(() => <CodedText message={notice} nameZone />),
    onError: (e) => onDone(errorText(e, true)),
  });
  return (
    <>
      <button
        className="button"
        type="button"
        disabled={releasing.isPending}
        onClick={() => setConfirming(true)}
      >
        {t("releaseResults")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("releaseTitle")}
        confirmLabel={t("releaseResults")}
        cancelLabel={t("notYet")}
        onConfirm={() => {
          setConfirming(false);
          releasing.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{plural("releaseWarning", exam.submitted)}</p>
      </ConfirmDialog>
    </>
  );
}

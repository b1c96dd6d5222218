import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { useReleaseResults } from "../api/release-results";
import { useMessages } from "../messages";
import { ExamNamed } from "./exam-named";
import { reportTo, type Report } from "./form-report";

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
  const releasing = useReleaseResults(exam.slug, reportTo(onDone));
  return (
    <ConfirmButton
      label={t("releaseResults")}
      busy={releasing.isPending}
      title={t("releaseTitle")}
      cancelLabel={t("notYet")}
      onConfirm={() => releasing.mutate()}
    >
      <ExamNamed exam={exam} />
      <p>{plural("releaseWarning", exam.submitted)}</p>
    </ConfirmButton>
  );
}

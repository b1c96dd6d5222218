import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { useReleaseResults } from "../api/release-results";
import { useMessages as usePageMessages } from "../messages";
import { useMessages } from "../regrade-messages";
import { ExamNamed } from "./exam-named";
import { reportTo, type Report } from "./form-report";

/**
 * "Release the corrections" of an exam whose results are out and whose scores corrections moved
 * since the students' last mail (decision 0475): asked first, saying how many get one mail.
 */
export function TellCorrections({
  exam,
  onDone,
}: {
  exam: ExaminerExam;
  onDone: (report: Report) => void;
}) {
  const { t, plural } = useMessages();
  const page = usePageMessages();
  const releasing = useReleaseResults(exam.slug, reportTo(onDone));
  return (
    <ConfirmButton
      label={t("tellCorrections")}
      busy={releasing.isPending}
      title={t("tellTitle")}
      cancelLabel={page.t("notYet")}
      onConfirm={() => releasing.mutate()}
    >
      <ExamNamed exam={exam} />
      <p>{plural("tellWarning", exam.untold)}</p>
    </ConfirmButton>
  );
}

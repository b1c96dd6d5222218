import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import type { ApiError } from "../../../lib/api-error";
import { useExaminerExams } from "../api/list-examiner-exams";
import { isArchived } from "../archived";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { ExamCard } from "./exam-card";

/** `/examiner/archive`: the examiner's finished and cancelled exams (decision 208). */
export function ExaminerArchive() {
  const { t } = useMessages();
  const query = useExaminerExams();
  const now = Date.now();
  const exams = (query.data?.exams ?? []).filter((exam) => isArchived(exam, now));
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t("examiner"), to: "/examiner" }, { label: t("archive") }]} />
      <h1>{t("archive")}</h1>
      <p className="hint">{t("archiveIntro")}</p>
      {query.error && (
        <p className="load-error" role="alert">
          <CodedText message={query.error as ApiError} />
        </p>
      )}
      {query.data && !exams.length && <p>{t("archiveEmpty")}</p>}
      {exams.map((exam) => (
        <ExamCard key={exam.slug} exam={exam} />
      ))}
    </section>
  );
}

import { useState } from "react";
import { Link } from "react-router";
import { fill } from "../../../components/ui/coded-text";
import type { ApiError } from "../../../lib/api-error";
import { useExaminerBanks } from "../api/list-examiner-banks";
import { useExaminerExams } from "../api/list-examiner-exams";
import { isArchived } from "../archived";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { BankList } from "./bank-list";
import { BankUpload } from "./bank-upload";
import { ExamCard } from "./exam-card";
import { ExamForm } from "./exam-form";
import { FORMATS } from "./file-formats";

/** `/examiner`: the examiner's exams with their live counts, private banks, and the forms that add them. */
export function ExaminerDashboard() {
  const { t, plural } = useMessages();
  const banksQuery = useExaminerBanks();
  const examsQuery = useExaminerExams();
  const banks = banksQuery.data?.banks ?? [];
  // Finished and cancelled exams go to the archive, out of the day's way (decision 208).
  const now = Date.now();
  const all = examsQuery.data?.exams ?? [];
  const exams = all.filter((exam) => !isArchived(exam, now));
  const archived = all.length - exams.length;
  const error = (examsQuery.error ?? banksQuery.error) as ApiError | null;
  // The exam just made: at the top of the list at once, with the confirmation on its card.
  const [created, setCreated] = useState<string | null>(null);

  return (
    <section className="page">
      <h1>{t("examiner")}</h1>
      <p>
        <Link to="/examiner/import">{t("importLink")}</Link>
        {fill(t("importLinkAfter"), FORMATS)}
      </p>
      {error && (
        <p className="load-error" role="alert">
          <CodedText message={error} />
        </p>
      )}
      {/* On the day the running exams' counts matter most: they come first. */}
      <h2>{t("yourExams")}</h2>
      {!exams.length && <p>{t("noExamsYet")}</p>}
      {archived > 0 && (
        <p>
          <Link to="/examiner/archive">{plural("archiveLink", archived)}</Link>
        </p>
      )}
      {exams.map((exam) => (
        <ExamCard key={exam.slug} exam={exam} justCreated={exam.slug === created} />
      ))}
      <BankList banks={banks} />
      <BankUpload />
      <ExamForm banks={banks} onCreated={(exam) => setCreated(exam.slug)} />
    </section>
  );
}

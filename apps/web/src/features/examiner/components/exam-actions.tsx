import { useState } from "react";
import { Link } from "react-router";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import type { ApiError } from "../../../lib/api-error";
import { useMerit } from "../api/get-merit";
import type { ExamMoments } from "../hooks/use-exam-moments";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { CloseExam } from "./close-exam";
import { DownloadCsv } from "./download-csv";
import { errorText, type Report } from "./form-report";
import { MeritTable } from "./merit-table";
import { ReleaseExam } from "./release-exam";
import { TellCorrections } from "./tell-corrections";

/**
 * What an examiner does with an exam: read its merit list (shown here, or at its own view's
 * address `meritAt`) or take it as a CSV file, close or cancel it, release its results. What each
 * did is said under the buttons.
 */
export function ExamActions({
  exam,
  moments,
  meritAt,
}: {
  exam: ExaminerExam;
  moments: ExamMoments;
  meritAt?: string;
}) {
  const { t } = useMessages();
  const [showMerit, setShowMerit] = useState(false);
  const merit = useMerit(exam.slug, showMerit);
  const [message, setMessage] = useState<Report>(null);
  // A report is a function drawn at each render: kept as it is, not called as an updater.
  const say = (report: Report) => setMessage(() => report);
  const openMerit = () => (showMerit ? void merit.refetch() : setShowMerit(true));
  const { running, notYetOpen, canRelease } = moments;
  return (
    <>
      <div className="quiz-actions">
        {meritAt ? (
          <Link className="button" to={meritAt}>
            {t("meritList")}
          </Link>
        ) : (
          <button className="button" type="button" onClick={openMerit}>
            {t("meritList")}
          </button>
        )}
        <DownloadCsv slug={exam.slug} onError={(e) => say(errorText(e))} />
        {(running || notYetOpen) && <CloseExam exam={exam} notYetOpen={notYetOpen} onDone={say} />}
        {canRelease && <ReleaseExam exam={exam} onDone={say} />}
        {exam.released && exam.untold > 0 && <TellCorrections exam={exam} onDone={say} />}
      </div>
      {message && <p role="status">{message()}</p>}
      {merit.error && (
        <p role="alert">
          <CodedText message={merit.error as ApiError} />
        </p>
      )}
      {merit.merit && <MeritTable merit={merit.merit} />}
    </>
  );
}

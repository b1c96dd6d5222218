import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { formatWhen } from "../../../components/ui/timed-text";
import type { ApiError } from "../../../lib/api-error";
import { useMerit } from "../api/get-merit";
import { CodedText } from "../text";
import { useMessages } from "../view-messages";
import { DownloadCsv } from "./download-csv";
import { errorText, type Report } from "./form-report";
import { MeritTable } from "./merit-table";
import { usePaged } from "./paged-list";
import "./merit-print.css";

/**
 * The merit list's own view (issue 68 points 5 and 9, decisions 0482, 0483): the list at once, 50
 * rows at a time on the screen, a Print button that prints it whole on A4 without the site's menus
 * (merit-print.css: rank, roll number, name, score, marks per section, the exam's title and date),
 * and the CSV. Asks for the list alone.
 */
export function MeritView({ exam }: { exam: ExaminerExam }) {
  const { t } = useMessages();
  const merit = useMerit(exam.slug);
  const [problem, setProblem] = useState<Report>(null);
  // Read when printed: the moment on the sheet is the moment it was printed.
  const [printedAt, setPrintedAt] = useState(() => new Date());
  // On the screen the list is 50 at a time; printed (the button or the browser's own Print), whole.
  const [printing, setPrinting] = useState(false);
  const { shown, more } = usePaged(merit.merit?.rows ?? [], printing);
  useEffect(() => {
    // Drawn before the browser takes its picture of the page for the paper.
    const before = () =>
      flushSync(() => {
        setPrintedAt(new Date());
        setPrinting(true);
      });
    const after = () => setPrinting(false);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  return (
    <div className="merit-sheet">
      <p className="print-only" data-testid="printed">
        {t("printedHeld", {
          // Its opening on Nepal's clock, named: the day as the college knows it, on any device.
          date: formatWhen(new Date(exam.opens_at), { nameZone: true }),
          when: formatWhen(printedAt, { nameZone: true }),
        })}
      </p>
      <p className="hint no-print">{t("printHint")}</p>
      <div className="quiz-actions no-print">
        <button
          className="button primary"
          type="button"
          onClick={() => window.print()}
          disabled={!merit.merit}
        >
          {t("printMerit")}
        </button>
        <DownloadCsv slug={exam.slug} onError={(e) => setProblem(() => errorText(e))} />
      </div>
      {problem && <p role="alert">{problem()}</p>}
      {merit.error ? (
        <p role="alert">
          <CodedText message={merit.error as ApiError} />
        </p>
      ) : !merit.merit ? (
        <p role="status">{t("loadingMerit")}</p>
      ) : merit.merit.rows.length === 0 ? (
        <p>{t("meritEmpty")}</p>
      ) : (
        <>
          <MeritTable merit={merit.merit} rows={shown} />
          {more}
        </>
      )}
    </div>
  );
}

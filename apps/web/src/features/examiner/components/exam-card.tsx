import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { fill } from "../../../components/ui/coded-text";
import { contentLanguage } from "../../../lib/i18n";
import { useExamMoments } from "../hooks/use-exam-moments";
import { useMessages } from "../messages";
import { ExamActions } from "./exam-actions";
import { ExamSummary } from "./exam-summary";

/**
 * An exam on the dashboard: its title (leading to its own page), what it is and where it stands,
 * and what the examiner can do with it. `justCreated`: the confirmation of the exam just made,
 * where the page takes the examiner.
 */
export function ExamCard({
  exam,
  justCreated = false,
}: {
  exam: ExaminerExam;
  justCreated?: boolean;
}) {
  const { t } = useMessages();
  const titleId = useId();
  const moments = useExamMoments(exam);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!justCreated) return;
    confirmation.current?.focus();
    confirmation.current?.scrollIntoView?.({ block: "center" });
  }, [justCreated]);

  return (
    <article className="card" aria-labelledby={titleId}>
      <h3 id={titleId} lang={contentLanguage(exam.title)}>
        <Link to={`/examiner/exams/${exam.slug}`}>{exam.title}</Link>
      </h3>
      {justCreated && (
        <p className="reveal-note correct" role="status" tabIndex={-1} ref={confirmation}>
          {fill(t("created"), {
            address: (
              <Link to={`/exams/${exam.slug}`} lang="en">
                /exams/{exam.slug}
              </Link>
            ),
          })}
        </p>
      )}
      <ExamSummary exam={exam} moments={moments} />
      <ExamActions exam={exam} moments={moments} />
    </article>
  );
}

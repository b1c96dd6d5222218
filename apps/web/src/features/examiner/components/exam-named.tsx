import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { contentLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { zoned } from "./exam-summary";

/**
 * The exam a confirmation acts on, by its title and window (decision 208): two exams of one title
 * are told apart by when they open.
 */
export function ExamNamed({
  exam,
}: {
  exam: Pick<ExaminerExam, "title" | "opens_at" | "closes_at">;
}) {
  const { t } = useMessages();
  return (
    <p data-testid="exam-named" lang={contentLanguage(exam.title)}>
      <strong>
        {t("examNamed", {
          title: exam.title,
          opens: zoned(exam.opens_at),
          closes: zoned(exam.closes_at),
        })}
      </strong>
    </p>
  );
}

import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { EXAM_HOLD_MAX_DAYS } from "@tayari/contracts/limits";
import { examsMessages } from "@tayari/contracts/messages/exams";
import { fill } from "../../../components/ui/coded-text";
import { formatWhen } from "../../../components/ui/timed-text";
import { localMessage } from "../../../lib/codes";
import type { ExamMoments } from "../hooks/use-exam-moments";
import { useMessages } from "../messages";
import { useMessages as useRegradeMessages } from "../regrade-messages";
import { CodedText } from "../text";

/** An exam's moment with its zone named, as the examiner's pages say every time. */
export const zoned = (iso: string) => formatWhen(new Date(iso), { nameZone: true });

/**
 * What an exam is and where it stands: its address, window, marking and code, the order each
 * student meets, a warning, the live counts, and when (or why not) its results are out.
 */
export function ExamSummary({ exam, moments }: { exam: ExaminerExam; moments: ExamMoments }) {
  const { t, plural } = useMessages();
  const regrade = useRegradeMessages();
  const { cancelled, over } = moments;
  return (
    <>
      <p className="hint">
        {fill(t(cancelled ? "examCancelledWindow" : "examWindow"), {
          address: <span lang="en">/exams/{exam.slug}</span>,
          when: zoned(exam.closes_at),
          opens: zoned(exam.opens_at),
          closes: zoned(exam.closes_at),
          profile: <span lang="en">{exam.profile}</span>,
          code: exam.access_code
            ? fill(t("code"), { code: <span lang="en">{exam.access_code}</span> })
            : t("noAccessCode"),
        })}
      </p>
      <p className="hint" data-testid="paper-size">
        {exam.per_question_seconds
          ? plural("paperSizePerQuestion", exam.question_count, {
              seconds: exam.per_question_seconds,
              minutes: Math.round(exam.duration_seconds / 60),
            })
          : plural("paperSize", exam.question_count, {
              minutes: Math.round(exam.duration_seconds / 60),
            })}
      </p>
      <p className="hint" data-testid="order">
        {t(
          exam.shuffle_questions
            ? exam.shuffle_options
              ? "cardOrderBoth"
              : "cardOrderQuestionsOnly"
            : exam.shuffle_options
              ? "cardOrderOptionsOnly"
              : "cardOrderNeither",
        )}
      </p>
      {exam.warning && (
        <p className="field-error">
          <CodedText message={localMessage(examsMessages, exam.warning)} />
        </p>
      )}
      <p>
        <span data-testid="started">{t("started", { count: exam.started })}</span> ·{" "}
        <span data-testid="submitted">{t("submitted", { count: exam.submitted })}</span> ·{" "}
        {cancelled
          ? t("noResultsCancelled")
          : exam.released_at
            ? t("resultsReleasedAt", { when: zoned(exam.released_at) })
            : exam.released
              ? t("resultsAreReleased")
              : t(exam.release === "manual" ? "resultsByHand" : "resultsAtClose")}
      </p>
      {!cancelled && !exam.released && exam.release === "manual" && !over && (
        <p className="hint">{t("releaseAfterClose", { when: zoned(exam.closes_at) })}</p>
      )}
      {exam.held_by && <HeldBy hold={exam.held_by} />}
      {exam.released && exam.untold > 0 && (
        <p className="hint" role="status" data-testid="untold">
          {regrade.plural("untold", exam.untold)}
        </p>
      )}
    </>
  );
}

/**
 * What holds the results back and until when (decisions 98, 142 and 397): that exam, its close, and
 * the bound when it ends the hold first (7 days after this exam's close for the examiner's own later
 * exam, or the holding exam's longest window); another examiner's exam is named as such.
 */
function HeldBy({ hold }: { hold: NonNullable<ExaminerExam["held_by"]> }) {
  const { t, plural } = useMessages();
  const { title, opens } = hold;
  const when = zoned(hold.until);
  const closes = zoned(hold.closes);
  const bounded = new Date(hold.until) < new Date(hold.closes);
  return (
    <p className="hint" role="status" data-testid="held-by">
      {bounded && hold.limit_days !== null
        ? plural("sHeldBackLimit", hold.limit_days, { title, closes, when })
        : bounded
          ? t("sHeldBackWindow", { title, closes, when, days: EXAM_HOLD_MAX_DAYS })
          : opens
            ? t("sHeldBackLater", { title, opens: zoned(opens), when })
            : t("sHeldBack", { title, when })}
      {hold.another_examiner && <> {t("sHeldByAnother", { title })}</>}
    </p>
  );
}

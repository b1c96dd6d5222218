import { Link } from "react-router";
import { formatWhen } from "../../../components/ui/timed-text";
import type { ApiError } from "../../../lib/api-error";
import { contentLanguage } from "../../../lib/i18n";
import { useOpenExams } from "../api/list-open-exams";
import { CodedText } from "../text";
import { useMessages } from "../messages";

const STATE_LABEL = {
  none: "stateNone",
  running: "stateRunning",
  submitted: "stateSubmitted",
} as const;

/**
 * `/exams`: the scholarship exams open now, under the name the route gives it (the page's title,
 * written once: decision 0219).
 */
export function OpenExams({ title }: { title: string }) {
  const { t, plural } = useMessages();
  const open = useOpenExams(true);
  const exams = open.data?.exams ?? null;
  const sat = open.data?.sat ?? [];
  const error = open.error as ApiError | null;

  function resultsLine(resultsAt: string | null): string {
    if (!resultsAt) return t("resultsNotReleased");
    const at = new Date(resultsAt);
    return at.getTime() <= Date.now()
      ? t("resultsOut")
      : t("resultsOutAt", { when: formatWhen(at, { nameZone: true }) });
  }

  return (
    <section className="page">
      <h1>{title}</h1>
      {error && (
        <p className="load-error">
          <CodedText message={error} />
        </p>
      )}
      {exams && !exams.length && <p>{t("noExamOpen")}</p>}
      <ul className="unit-list">
        {exams?.map((exam) => (
          <li key={exam.slug}>
            <Link to={`/exams/${exam.slug}`} lang={contentLanguage(exam.title)}>
              {exam.title}
            </Link>{" "}
            <span className="hint">
              {plural("examLine", exam.question_count, {
                minutes: Math.round(exam.duration_seconds / 60),
                closes: formatWhen(new Date(exam.closes_at), { nameZone: true }),
                state: t(STATE_LABEL[exam.attempt]),
              })}
            </span>
          </li>
        ))}
      </ul>
      {sat.length > 0 && (
        <>
          <h2>{t("yourResults")}</h2>
          <ul className="unit-list">
            {sat.map((exam) => (
              <li key={exam.slug}>
                <Link to={`/exams/${exam.slug}`} lang={contentLanguage(exam.title)}>
                  {exam.title}
                </Link>{" "}
                <span className="hint">{resultsLine(exam.results_at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

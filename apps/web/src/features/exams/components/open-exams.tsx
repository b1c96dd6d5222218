import { Link } from "react-router";
import { formatWhen } from "../../../components/ui/timed-text";
import type { ApiError } from "../../../lib/api-error";
import { useOpenExams } from "../api/list-open-exams";
import { CodedText } from "../text";
import { useMessages } from "../messages";
import { useExamName } from "../../mocks";

const STATE_LABEL = {
  none: "stateNone",
  running: "stateRunning",
  submitted: "stateSubmitted",
} as const;

/**
 * `/exams`: the scholarship exams open now, under the name the route gives it (the page's title,
 * written once: decision 0219).
 */
/** An exam's link by its name: a live mock's own (issue 66 point 4), else its title. */
function ExamLink({ slug, title }: { slug: string; title: string }) {
  const name = useExamName()(slug, title);
  return (
    <Link to={`/exams/${slug}`} lang={name.lang}>
      {name.text}
    </Link>
  );
}

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
            <ExamLink slug={exam.slug} title={exam.title} />{" "}
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
                <ExamLink slug={exam.slug} title={exam.title} />{" "}
                <span className="hint">{resultsLine(exam.results_at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import { useMemo } from "react";
import { useLanguage } from "../../../lib/i18n";
import { Link } from "react-router";
import type { AttemptSummary } from "@tayari/contracts/attempts";
import type { ProgressResponse } from "@tayari/contracts/progress";
import { PageSpinner } from "../../../components/ui/spinner";
import { useDueReview, useProgress, useRecentAttempts } from "../api/progress-api";
import { Chart, accuracyByCategory, accuracyOverTime } from "./chart";
import { WithValues } from "../../../components/with-values";
import { AttemptTitle, RowName, finishedWhen, rowLabel, translateError } from "../labels";
import { useMessages } from "../messages";

const pct = (accuracy: number) => `${Math.round(accuracy * 100)}%`;

function Totals({ totals }: { totals: ProgressResponse["totals"] }) {
  const { t } = useMessages();
  return (
    <dl className="progress-totals">
      <div>
        <dt>{t("testsFinished")}</dt>
        <dd>{totals.attempts}</dd>
      </div>
      <div>
        <dt>{t("questionsAnswered")}</dt>
        <dd>{totals.answered}</dd>
      </div>
      <div>
        <dt>{t("accuracy")}</dt>
        <dd>{pct(totals.accuracy)}</dd>
      </div>
      <div>
        <dt>{t("secondsPerQuestion")}</dt>
        <dd>{totals.average_seconds}</dd>
      </div>
    </dl>
  );
}

function Charts({ progress }: { progress: ProgressResponse }) {
  const { t } = useMessages();
  // The charts draw their words on a canvas: they are drawn anew in the language shown.
  const language = useLanguage();
  const overTime = useMemo(
    () => accuracyOverTime(progress.by_day, language),
    [progress.by_day, language],
  );
  const rows = useMemo(
    () =>
      [
        ...progress.by_category.map((c) => ({ ...c, key: `category:${c.category}` })),
        ...progress.by_topic.map((topic) => ({ ...topic, key: `topic:${topic.topic}` })),
      ].sort((a, b) => a.accuracy - b.accuracy),
    [progress.by_category, progress.by_topic],
  );
  const byCategory = useMemo(
    () => accuracyByCategory(rows.map((r) => ({ name: rowLabel(r), accuracy: r.accuracy }))),
    // The language is what the labels are written in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, language],
  );
  return (
    <>
      <section aria-labelledby="over-time-title">
        <h2 id="over-time-title">{t("overTimeTitle")}</h2>
        <Chart label={t("overTimeLabel")} {...overTime} />
      </section>
      <section aria-labelledby="by-category-title">
        <h2 id="by-category-title">{t("byCategoryTitle")}</h2>
        <Chart label={t("byCategoryLabel")} {...byCategory} />
        <ul className="category-figures">
          {rows.map((r) => (
            <li key={r.key}>
              <WithValues
                message={t("categoryFigure")}
                values={{
                  name: <RowName row={r} />,
                  accuracy: pct(r.accuracy),
                  answered: r.answered,
                }}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function RecentAttempts({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useMessages();
  if (attempts.length === 0) return <p>{t("noTestsYet")}</p>;
  return (
    <ol className="recent-attempts">
      {attempts.map((a) => (
        <li key={a.id}>
          <Link to={`/progress/attempts/${a.id}`}>
            <WithValues
              message={t("attemptLink")}
              values={{ title: <AttemptTitle title={a.title} />, score: a.score, total: a.total }}
            />
          </Link>{" "}
          <span className="when">{finishedWhen(a.finished_at)}</span>
        </li>
      ))}
    </ol>
  );
}

function Dashboard() {
  const { t } = useMessages();
  const progress = useProgress();
  const attempts = useRecentAttempts();
  const review = useDueReview();
  if (progress.isPending || attempts.isPending) return <PageSpinner />;
  if (progress.isError || attempts.isError)
    return (
      <p role="alert">
        {t("sorry", { message: translateError((progress.error ?? attempts.error)!.message) })}
      </p>
    );
  const due = review.data?.due ?? 0;
  return (
    <>
      <Totals totals={progress.data.totals} />
      <p className="progress-actions">
        <Link className="button primary" to="/progress/weak-topics">
          {t("practiseWeakTopics")}
        </Link>{" "}
        <Link
          className={due ? "button primary" : "button"}
          to="/progress/review"
          aria-disabled={due === 0}
        >
          {t("reviewMissed", { due })}
        </Link>
      </p>
      {progress.data.totals.answered > 0 ? <Charts progress={progress.data} /> : null}
      <section aria-labelledby="recent-title">
        <h2 id="recent-title">{t("recentTests")}</h2>
        <RecentAttempts attempts={attempts.data.attempts} />
      </section>
    </>
  );
}

/** /progress for a signed-in student: totals, charts, recent tests and what to practise next. */
export function ProgressPage() {
  const { t } = useMessages();
  return (
    <section className="page progress-page" aria-labelledby="progress-title">
      <h1 id="progress-title">{t("myProgress")}</h1>
      <Dashboard />
    </section>
  );
}

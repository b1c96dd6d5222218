import { useMemo } from "react";
import { Link } from "react-router";
import type { AttemptSummary } from "@tayari/contracts/attempts";
import type { ProgressResponse } from "@tayari/contracts/progress";
import { PageSpinner } from "../../../components/ui/spinner";
import { useDueReview, useProgress, useRecentAttempts } from "../api/progress-api";
import { Chart, accuracyByCategory, accuracyOverTime } from "./chart";

const pct = (accuracy: number) => `${Math.round(accuracy * 100)}%`;
const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

function Totals({ totals }: { totals: ProgressResponse["totals"] }) {
  return (
    <dl className="progress-totals">
      <div>
        <dt>Tests finished</dt>
        <dd>{totals.attempts}</dd>
      </div>
      <div>
        <dt>Questions answered</dt>
        <dd>{totals.answered}</dd>
      </div>
      <div>
        <dt>Accuracy</dt>
        <dd>{pct(totals.accuracy)}</dd>
      </div>
      <div>
        <dt>Seconds a question</dt>
        <dd>{totals.average_seconds}</dd>
      </div>
    </dl>
  );
}

function Charts({ progress }: { progress: ProgressResponse }) {
  const overTime = useMemo(() => accuracyOverTime(progress.by_day), [progress.by_day]);
  const rows = useMemo(
    () =>
      [
        ...progress.by_category.map((c) => ({ ...c, name: c.category })),
        ...progress.by_topic.map((t) => ({ ...t, name: `English: ${t.topic}` })),
      ].sort((a, b) => a.accuracy - b.accuracy),
    [progress.by_category, progress.by_topic],
  );
  const byCategory = useMemo(() => accuracyByCategory(rows), [rows]);
  return (
    <>
      <section aria-labelledby="over-time-title">
        <h2 id="over-time-title">Accuracy over the last 90 days</h2>
        <Chart label="Accuracy per day" {...overTime} />
      </section>
      <section aria-labelledby="by-category-title">
        <h2 id="by-category-title">Accuracy per category and topic, weakest first</h2>
        <Chart label="Accuracy per category and topic" {...byCategory} />
        <ul className="category-figures">
          {rows.map((r) => (
            <li key={r.name}>
              {r.name}: {pct(r.accuracy)} of {r.answered}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function RecentAttempts({ attempts }: { attempts: AttemptSummary[] }) {
  if (attempts.length === 0) return <p>No finished tests yet.</p>;
  return (
    <ol className="recent-attempts">
      {attempts.map((a) => (
        <li key={a.id}>
          <Link to={`/progress/attempts/${a.id}`}>
            {a.title}: {a.score} out of {a.total}
          </Link>{" "}
          <span className="when">{when(a.finished_at)}</span>
        </li>
      ))}
    </ol>
  );
}

function Dashboard() {
  const progress = useProgress();
  const attempts = useRecentAttempts();
  const review = useDueReview();
  if (progress.isPending || attempts.isPending) return <PageSpinner />;
  if (progress.isError || attempts.isError)
    return <p role="alert">Sorry, {(progress.error ?? attempts.error)!.message}</p>;
  const due = review.data?.due ?? 0;
  return (
    <>
      <Totals totals={progress.data.totals} />
      <p className="progress-actions">
        <Link className="button primary" to="/progress/weak-topics">
          Practise my weak topics
        </Link>{" "}
        <Link
          className={due ? "button primary" : "button"}
          to="/progress/review"
          aria-disabled={due === 0}
        >
          Review missed questions ({due})
        </Link>
      </p>
      {progress.data.totals.answered > 0 ? <Charts progress={progress.data} /> : null}
      <section aria-labelledby="recent-title">
        <h2 id="recent-title">Recent tests</h2>
        <RecentAttempts attempts={attempts.data.attempts} />
      </section>
    </>
  );
}

/** /progress for a signed-in student: totals, charts, recent tests and what to practise next. */
export function ProgressPage() {
  return (
    <section className="page progress-page" aria-labelledby="progress-title">
      <h1 id="progress-title">My progress</h1>
      <Dashboard />
    </section>
  );
}

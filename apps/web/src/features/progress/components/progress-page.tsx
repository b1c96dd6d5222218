import { startTransition, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useLanguage } from "../../../lib/i18n";
import { Link } from "react-router";
import type { AttemptSummary } from "@tayari/contracts/attempts";
import type { ProgressResponse, ReviewResponse } from "@tayari/contracts/progress";
import { PageSpinner } from "../../../components/ui/spinner";
import { isConnectionFailure, waiting } from "../../../lib/connection";
import { useDueReview, useProgress, useReadiness, useRecentAttempts } from "../api/progress-api";
import {
  BarList,
  DAYS_SHOWN,
  TimeChart,
  dayPoints,
  dayStart,
  dayString,
  longDay,
  monthTicks,
  shortDay,
} from "./chart";
import { WithValues } from "../../../components/with-values";
import { AttemptTitle, RowName, finishedWhen, translateError } from "../labels";
import { useMessages } from "../messages";
import { NotCounted } from "./not-counted";
import { NextStepHolds, Readiness } from "./readiness-card";

const pct = (accuracy: number) => `${Math.round(accuracy * 100)}%`;

/** No answers: no percentage of nothing (decision 192). */
const NOTHING = "—";

/** Fewer answers than this and a figure is marked as too few to tell (decision 192). */
export const FEW_ANSWERS = 10;

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
        <dd>
          {totals.answered ? pct(totals.accuracy) : NOTHING}
          {totals.answered > 0 && totals.answered < FEW_ANSWERS ? (
            <small className="few-answers"> ({t("fewAnswers")})</small>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t("secondsPerQuestion")}</dt>
        <dd>{totals.answered ? totals.average_seconds : NOTHING}</dd>
      </div>
    </dl>
  );
}

function Charts({ progress }: { progress: ProgressResponse }) {
  const { t, plural } = useMessages();
  // The axis is written in the reader's calendar: drawn anew when the language changes.
  const language = useLanguage();
  const ticks = useMemo(() => monthTicks(progress.today, language), [progress.today, language]);
  const points = dayPoints(progress.by_day, progress.today);
  const first = dayString(dayStart(progress.today) - (DAYS_SHOWN - 1) * 24 * 60 * 60 * 1000);
  const rows = [
    ...progress.by_category.map((c) => ({ ...c, key: `category:${c.category}` })),
    ...progress.by_topic.map((topic) => ({ ...topic, key: `topic:${topic.topic}` })),
    // Weakest first; at the same accuracy, the one with more answers behind it is surer.
  ].sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered);
  return (
    <>
      <section aria-labelledby="over-time-title">
        <h2 id="over-time-title">{t("overTimeTitle")}</h2>
        <TimeChart
          label={`${t("overTimeLabel")}: ${plural("daysWithAnswers", points.length)}`}
          points={points}
          ticks={ticks}
          caption={
            <>
              {t("chartRange", {
                from: longDay(first, language),
                to: longDay(progress.today, language),
              })}
              {points.length === 0 ? ` ${t("noAnswersInRange")}` : null}
            </>
          }
        />
      </section>
      {rows.length > 0 ? (
        <section aria-labelledby="by-category-title">
          <h2 id="by-category-title">{t("byCategoryTitle")}</h2>
          <BarList
            rows={rows.map((r) => ({
              key: r.key,
              value: r.accuracy,
              label: (
                <WithValues
                  message={t(r.answered < FEW_ANSWERS ? "categoryFigureFew" : "categoryFigure")}
                  values={{
                    name: <RowName row={r} />,
                    accuracy: pct(r.accuracy),
                    answered: r.answered,
                  }}
                />
              ),
            }))}
          />
        </section>
      ) : null}
    </>
  );
}

/** Subjects and English topics with no answer yet: listed apart, never ranked as weak. */
function NotTried({ notTried }: { notTried: ProgressResponse["not_tried"] }) {
  const { t } = useMessages();
  if (!notTried.categories.length && !notTried.topics.length) return null;
  return (
    <section aria-labelledby="not-tried-title">
      <h2 id="not-tried-title">{t("notTriedTitle")}</h2>
      <p className="hint">{t("notTriedInfo")}</p>
      <ul className="not-tried">
        {notTried.categories.map((category) => (
          <li key={`category:${category}`}>
            <RowName row={{ category }} />
          </li>
        ))}
        {notTried.topics.map((topic) => (
          <li key={`topic:${topic}`}>
            <Link to={`/entrance-preparation/English/${encodeURIComponent(topic)}`}>
              <RowName row={{ topic }} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The review queue as it stands: due now, waiting for a later day, or empty. */
function ReviewQueue({ review }: { review: ReviewResponse | undefined }) {
  const { t, plural } = useMessages();
  const language = useLanguage();
  if (!review) return null;
  if (review.due > 0)
    return (
      <Link className="button primary" to="/progress/review">
        {t("reviewMissed", { due: review.due })}
      </Link>
    );
  if (review.waiting > 0 && review.next_due) {
    const tomorrow = dayString(dayStart(review.today) + 24 * 60 * 60 * 1000);
    const when =
      review.next_due === tomorrow
        ? t("reviewTomorrow")
        : t("reviewOn", { date: shortDay(review.next_due, language) });
    return <p className="review-queue">{plural("reviewWaiting", review.waiting, { when })}</p>;
  }
  return <p className="review-queue hint">{t("reviewNone")}</p>;
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
              values={{ title: <AttemptTitle attempt={a} />, score: a.score, total: a.total }}
            />
          </Link>{" "}
          <span className="when">{finishedWhen(a.finished_at)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * True one commit after `ready`: what is below the first screen is rendered once the first screen
 * has been committed and painted, in a transition of its own, so the first screen's commit (and
 * its layout and paint) is not as long as the whole page's (decision 0515).
 */
function useAfterFirstScreen(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return shown;
}

function Dashboard() {
  const { t } = useMessages();
  const progress = useProgress();
  const attempts = useRecentAttempts();
  const review = useDueReview();
  const readiness = useReadiness();
  // Drawn once all four answers are in (asked together as the app started, lib/api-client.ts),
  // so no part arriving later pushes the others down the screen; and drawn in a transition
  // (deferred), in slices between which the page answers, not in one long task.
  const drawn = useDeferredValue(
    !(progress.isPending || attempts.isPending || review.isPending || readiness.isPending),
  );
  const below = useAfterFirstScreen(drawn && progress.isSuccess && attempts.isSuccess);
  if (!drawn || progress.isPending || attempts.isPending) return <PageSpinner />;
  if (progress.isError || attempts.isError) {
    if (isConnectionFailure(progress.error ?? attempts.error))
      return (
        <waiting.Screen
          level={2}
          retry={() =>
            Promise.all([
              progress.refetch({ throwOnError: true }),
              attempts.refetch({ throwOnError: true }),
            ])
          }
        />
      );
    return (
      <p role="alert">
        {t("sorry", { message: translateError((progress.error ?? attempts.error)!) })}
      </p>
    );
  }
  return (
    <>
      <NotCounted />
      <Totals totals={progress.data.totals} />
      <div className="progress-actions">
        <Link
          className="button primary"
          to="/progress/next-step"
          aria-describedby={readiness.data?.next_step?.questions ? "next-step-holds" : undefined}
        >
          {t("practiseNext")}
        </Link>
        <NextStepHolds id="next-step-holds" summary={readiness.data?.next_step ?? null} />
        {/* Offered once there are answers to find weak topics in (decision 133). */}
        {progress.data.totals.answered > 0 ? (
          <Link className="button" to="/progress/weak-topics">
            {t("practiseWeakTopics")}
          </Link>
        ) : (
          <p className="hint">{t("weakTopicsLocked")}</p>
        )}
        <ReviewQueue review={review.data} />
      </div>
      <Readiness />
      {below ? (
        <>
          {progress.data.totals.answered > 0 ? <Charts progress={progress.data} /> : null}
          <NotTried notTried={progress.data.not_tried} />
          <section aria-labelledby="recent-title">
            <h2 id="recent-title">{t("recentTests")}</h2>
            <RecentAttempts attempts={attempts.data.attempts} />
          </section>
        </>
      ) : null}
    </>
  );
}

/**
 * /progress for a signed-in student: totals, charts, recent tests and what to practise next.
 * `fromHtml`: as prerendered (app/routes/progress.tsx), the heading and the spinner where the figures come.
 */
export function ProgressPage({ fromHtml = false }: { fromHtml?: boolean }) {
  const { t } = useMessages();
  return (
    <section className="page progress-page" aria-labelledby="progress-title">
      <h1 id="progress-title">{t("myProgress")}</h1>
      {fromHtml ? <PageSpinner /> : <Dashboard />}
    </section>
  );
}

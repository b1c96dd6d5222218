import { Fragment } from "react";
import { Link } from "react-router";
import type { NextStepSummary, PaperReadiness } from "@tayari/contracts/progress";
import { WithValues } from "../../../components/with-values";
import { readTarget } from "../../../lib/storage";
import { useReadiness } from "../api/progress-api";
import { RowName } from "../labels";
import { useMessages } from "../messages";
import "./readiness.css";

/** Subjects named in a sentence: "English and computer", "physics, English and computer". */
function SubjectList({ subjects }: { subjects: readonly string[] }) {
  const { t } = useMessages();
  return (
    <>
      {subjects.map((category, i) => (
        <Fragment key={category}>
          {i === 0 ? null : i === subjects.length - 1 ? ` ${t("listAnd")} ` : ", "}
          <RowName row={{ category }} />
        </Fragment>
      ))}
    </>
  );
}

/** The paper's weights: "Mathematics 25, Physics 25, ..." (decision 227). */
function Weights({ weights }: { weights: PaperReadiness["weights"] }) {
  const { t } = useMessages();
  return (
    <WithValues
      message={t("readinessWeights")}
      values={{
        weights: (
          <>
            {weights.map((w, i) => (
              <Fragment key={w.subject}>
                {i ? ", " : null}
                <WithValues
                  message={t("readinessWeight", { marks: w.marks })}
                  values={{ subject: <RowName row={{ category: w.subject }} /> }}
                />
              </Fragment>
            ))}
          </>
        ),
      }}
    />
  );
}

const PAPER_NAMES = { csit: "paperCsit", bca: "paperBca" } as const;

const whole = (marks: number, max: number) => Math.min(max, Math.max(0, Math.round(marks)));

/**
 * The student's own target on the card (issue 69, decision 0500), in the paper's marks, and how the
 * predicted score stands to it. `target`: percent, or null.
 */
function Target({
  target,
  max,
  predicted,
}: {
  target: number | null;
  max: number;
  predicted: number | null;
}) {
  const { t, plural } = useMessages();
  // Without one, the section says once where to set it (`Readiness`).
  if (target === null) return null;
  // The marks that reach the share (the result screen praises a share reached, decision 0495).
  const marks = Math.ceil((target * max) / 100);
  return (
    <p className="readiness-target">
      {t("readinessTarget", { marks, max })}
      {predicted === null ? null : (
        <>
          {" "}
          {predicted >= marks
            ? t("readinessTargetReached")
            : plural("readinessTargetShort", marks - predicted)}
        </>
      )}
    </p>
  );
}

/**
 * One full paper's readiness (issue 45; decision 191): the predicted score out of the paper's
 * marks with the range it falls in 8 times in 10 and what it rests on, or, with too few answers,
 * what is missing instead of a number.
 */
export function PaperCard({
  readiness: r,
  target = null,
}: {
  readiness: PaperReadiness;
  /** The student's own target, percent of the marks (decision 0495); null: none set. */
  target?: number | null;
}) {
  const { t, plural } = useMessages();
  const titleId = `readiness-${r.paper}`;
  return (
    <article className="readiness-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {Object.hasOwn(PAPER_NAMES, r.paper)
          ? t(PAPER_NAMES[r.paper as keyof typeof PAPER_NAMES])
          : r.paper}
      </h3>
      {r.weights.length ? (
        <p className="hint">
          <Weights weights={r.weights} />
        </p>
      ) : null}
      {r.estimate ? (
        <>
          <p className="readiness-score">
            {t("readinessPredicted", {
              expected: whole(r.estimate.expected, r.max),
              max: r.max,
            })}
          </p>
          <p>
            {t("readinessRange", {
              low: whole(r.estimate.low, r.max),
              high: whole(r.estimate.high, r.max),
            })}{" "}
            {/* The BCA paper has no pass mark: its 40 marks call a candidate to the interview. */}
            {r.paper === "bca"
              ? t("readinessInterview", { pass: r.pass_marks })
              : t("readinessPass", { pass: r.pass_marks })}
          </p>
          <Target target={target} max={r.max} predicted={whole(r.estimate.expected, r.max)} />
          <p className="hint">
            {plural("readinessFrom", r.answers)}
            {r.estimate.untried.length ? (
              <>
                {"; "}
                <WithValues
                  message={t("readinessUntried")}
                  values={{ subjects: <SubjectList subjects={r.estimate.untried} /> }}
                />
              </>
            ) : null}
            {r.estimate.few.length ? (
              <>
                {"; "}
                <WithValues
                  message={t("readinessFew")}
                  values={{
                    subjects: (
                      <>
                        {r.estimate.few.map((f, i) => (
                          <Fragment key={f.subject}>
                            {i === 0
                              ? null
                              : i === r.estimate!.few.length - 1
                                ? ` ${t("listAnd")} `
                                : ", "}
                            <WithValues
                              message={t("readinessFewSubject", { answers: f.answers })}
                              values={{ subject: <RowName row={{ category: f.subject }} /> }}
                            />
                          </Fragment>
                        ))}
                      </>
                    ),
                  }}
                />
              </>
            ) : null}
            {t("fullStop")}
          </p>
          <p className="hint">
            {r.estimate.narrow
              ? t("readinessNarrow", {
                  answers: r.estimate.narrow.answers,
                  width: Math.round(r.estimate.narrow.width),
                })
              : t("readinessWide")}
          </p>
        </>
      ) : (
        <>
          <p>{t("readinessMissing", { min: r.min_answers })}</p>
          <ul className="readiness-missing">
            {r.missing.map((m) => (
              <li key={m.subject}>
                <WithValues
                  message={t("readinessNeeded", { needed: m.needed, answers: m.answers })}
                  values={{ subject: <RowName row={{ category: m.subject }} /> }}
                />
              </li>
            ))}
          </ul>
          <Target target={target} max={r.max} predicted={null} />
        </>
      )}
    </article>
  );
}

/**
 * What "Practise next" holds today, by subject, with each subject's answers as the card and the
 * table count them (issue 69 point 4, decision 0498): "Today's set of 10: 4 in mathematics (12
 * answered so far), ...". Nothing while readiness loads or fails, or for an empty set.
 */
export function NextStepHolds({ id, summary }: { id: string; summary: NextStepSummary | null }) {
  const { t, plural } = useMessages();
  if (!summary?.questions) return null;
  const last = summary.subjects.length - 1;
  // A new student's set: "not tried yet" said once, not after each subject.
  const fresh = summary.subjects.every((s) => s.answers === 0);
  return (
    <p id={id} className="hint next-step-holds">
      <WithValues
        message={plural(fresh ? "nextStepHoldsNew" : "nextStepHolds", summary.questions)}
        values={{
          subjects: (
            <>
              {summary.subjects.map((s, i) => (
                <Fragment key={s.subject}>
                  {i === 0 ? null : i === last ? ` ${t("listAnd")} ` : ", "}
                  <WithValues
                    message={t(
                      fresh
                        ? "nextStepSubjectNew"
                        : s.answers
                          ? "nextStepSubject"
                          : "nextStepSubjectUntried",
                      {
                        questions: s.questions,
                        answers: s.answers,
                      },
                    )}
                    values={{ subject: <RowName row={{ category: s.subject }} /> }}
                  />
                </Fragment>
              ))}
            </>
          ),
        }}
      />
      {summary.reviews ? plural("nextStepReviews", summary.reviews) : null}
      {t("fullStop")}
    </p>
  );
}

/** "How ready am I": a card per full paper the site offers. Nothing while it loads or fails. */
export function Readiness() {
  const { t } = useMessages();
  const readiness = useReadiness();
  // From the saved login, which the account page updates when the target is saved.
  const target = readTarget();
  if (!readiness.data?.papers.length) return null;
  return (
    <section aria-labelledby="readiness-title" className="readiness">
      <h2 id="readiness-title">{t("readinessTitle")}</h2>
      {target === null ? (
        <p className="hint readiness-target">
          <WithValues
            message={t("readinessNoTarget")}
            values={{ link: <Link to="/account">{t("readinessSetTarget")}</Link> }}
          />
        </p>
      ) : null}
      {readiness.data.papers.map((p) => (
        <PaperCard key={p.paper} readiness={p} target={target} />
      ))}
    </section>
  );
}

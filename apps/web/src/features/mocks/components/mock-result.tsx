import { useMemo } from "react";
import { Link } from "react-router";
import { HeadedTable } from "../../../components/ui/headed-table";
import { familyOf } from "../papers";
import { PROFILES, toMarks } from "@tayari/quiz/marking";
import { ReviewList } from "../../../components/question/review-list";
import { categoryName } from "../../../components/question/category-name";
import { reviewedOf } from "../../../lib/attempt-review";
import { useMessages } from "../messages";
import type { AttemptSender, Sitting } from "../sitting";
import { Standing } from "./standing";
import { percentOf, useDuration } from "../../../components/result/result-figures";

interface SubjectRow {
  category: string;
  right: number;
  wrong: number;
  blank: number;
  /** Hundredths of a mark, as the profile counts them. */
  marks: number;
}

/** The marks by the paper's profile (decision 63), in all and per subject in paper order. */
export function markSitting(sitting: Sitting) {
  const profile = PROFILES[familyOf(sitting.paper).profile];
  const rows = new Map<string, SubjectRow>();
  let marks = 0;
  let max = 0;
  sitting.questions.forEach((q, i) => {
    const pick = sitting.state.picks[i] ?? null;
    const worth = profile.marks(i, q.category);
    const row = rows.get(q.category) ?? {
      category: q.category,
      right: 0,
      wrong: 0,
      blank: 0,
      marks: 0,
    };
    const gained = pick === null ? 0 : pick === q.answer ? worth.correct : -worth.wrong;
    if (pick === null) row.blank += 1;
    else if (pick === q.answer) row.right += 1;
    else row.wrong += 1;
    row.marks += gained;
    marks += gained;
    max += worth.correct;
    rows.set(q.category, row);
  });
  return { marks: toMarks(marks), max: toMarks(max), subjects: [...rows.values()] };
}

/** A subject's row head in the interface's words (a subject the interface does not name is content). */
function SubjectName({ category }: { category: string }) {
  const name = categoryName(category);
  return (
    <th scope="row" lang={name.lang}>
      {name.text}
    </th>
  );
}

/**
 * After the paper: the marks by the paper's profile (csit, bca), the time used, each subject's part, the rank
 * (signed in) or what logging in adds (guest), then every question with the key and explanation.
 */
export function MockResult({
  title,
  sitting,
  signedIn,
  attempts,
  onSitAgain,
}: {
  title: string;
  sitting: Sitting;
  signedIn: boolean;
  attempts: AttemptSender;
  onSitAgain: () => void;
}) {
  const { t } = useMessages();
  const duration = useDuration();
  const { state, questions } = sitting;
  const result = markSitting(sitting);
  const { threshold } = familyOf(sitting.paper);
  // Made once per sitting: the review's questions drawn already are left as they are when the
  // result around them draws again (its standing, the queue's state).
  const reviewed = useMemo(
    () =>
      questions.map((q, i) => ({
        ...reviewedOf(q, state.picks[i] ?? null),
        flagged: state.flags[i] ?? false,
      })),
    [questions, state.picks, state.flags],
  );
  const used = Math.round(((state.finishedAt ?? state.startedAt) - state.startedAt) / 1000);
  return (
    <section className="page mock-result">
      <h1>{t("resultTitle", { paper: title })}</h1>
      {state.endedBy === "time-up" ? <p role="status">{t("timeUp")}</p> : null}
      <p className="score mock-marks">{t("marks", { marks: result.marks, max: result.max })}</p>
      <p className="mock-percent">
        {t("percentOfMarks", { percent: percentOf(Math.max(0, result.marks), result.max) })}
      </p>
      <p>
        {t("timeUsed", { time: duration(used) })} ·{" "}
        {threshold.kind === "pass"
          ? t("passMark", { pass: threshold.marks })
          : t("qualifyMark", { marks: threshold.marks })}
      </p>
      <h2>{t("bySubject")}</h2>
      <HeadedTable
        className="mock-subjects"
        columns={[t("subject"), t("right"), t("wrong"), t("blank"), t("subjectMarks")]}
        scroll
      >
        {result.subjects.map((row) => (
          <tr key={row.category}>
            <SubjectName category={row.category} />
            <td>{row.right}</td>
            <td>{row.wrong}</td>
            <td>{row.blank}</td>
            <td>{toMarks(row.marks)}</td>
          </tr>
        ))}
      </HeadedTable>
      <Standing
        paper={sitting.paper}
        sittingId={sitting.id}
        signedIn={signedIn}
        attempts={attempts}
      />
      <p className="mock-again">
        <button type="button" className="button" onClick={onSitAgain}>
          {t("sitAgain")}
        </button>{" "}
        <span className="hint">{t("sitAgainNote")}</span>
      </p>
      {signedIn ? (
        <p>
          <Link className="button primary" to="/progress/next-step">
            {t("practiseNext")}
          </Link>
        </p>
      ) : null}
      <h2>{t("review")}</h2>
      <ReviewList questions={reviewed} />
    </section>
  );
}

import { HeadedTable } from "../ui/headed-table";
import { categoryName } from "../question/category-name";
import { useMessages } from "./messages";
import "./result-figures.css";

/** A share as a whole percentage; "—" for a share of nothing (decision 192). */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : "—";

/** Whole seconds as a person reads a duration: "45 s", "12 min 5 s", "1 h 40 min". */
export function useDuration() {
  const { t } = useMessages();
  return (total: number) => {
    const s = Math.max(0, Math.round(total));
    if (s < 60) return t("seconds", { seconds: s });
    if (s < 3600) return t("minutesSeconds", { minutes: Math.floor(s / 60), seconds: s % 60 });
    return t("hoursMinutes", { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60) });
  };
}

export interface SubjectScore {
  subject: string;
  right: number;
  total: number;
}

/** Right answers per subject, in the order the subjects first come: for a paper set in subjects. */
export function scoreBySubject(
  questions: ReadonlyArray<{ category?: string; answer: string; pick: string | null }>,
): SubjectScore[] {
  const rows = new Map<string, SubjectScore>();
  for (const q of questions) {
    if (!q.category) continue;
    const row = rows.get(q.category) ?? { subject: q.category, right: 0, total: 0 };
    row.total += 1;
    if (q.pick !== null && q.pick === q.answer) row.right += 1;
    rows.set(q.category, row);
  }
  return [...rows.values()];
}

/**
 * What every result shows beside its score (issue 45, point 4): the percentage, the time taken
 * (when known) and, where the paper has more than one subject, each subject's part.
 */
export function ResultFigures({
  score,
  total,
  seconds,
  subjects = [],
}: {
  score: number;
  total: number;
  seconds?: number | null;
  subjects?: readonly SubjectScore[];
}) {
  const { t } = useMessages();
  const duration = useDuration();
  return (
    <div className="result-figures">
      <dl aria-label={t("figuresLabel")}>
        <div>
          <dt>{t("percentage")}</dt>
          <dd>{percentOf(score, total)}</dd>
        </div>
        {seconds !== undefined && seconds !== null ? (
          <div>
            <dt>{t("timeTaken")}</dt>
            <dd>{duration(seconds)}</dd>
          </div>
        ) : null}
      </dl>
      {subjects.length > 1 ? (
        <HeadedTable
          className="result-subjects"
          caption={t("bySubject")}
          columns={[t("subject"), t("rightOutOf"), t("percentage")]}
        >
          {subjects.map((s) => {
            const name = categoryName(s.subject);
            return (
              <tr key={s.subject}>
                <th scope="row" lang={name.lang}>
                  {name.text}
                </th>
                <td>{t("subjectRight", { right: s.right, total: s.total })}</td>
                <td>{percentOf(s.right, s.total)}</td>
              </tr>
            );
          })}
        </HeadedTable>
      ) : null}
    </div>
  );
}

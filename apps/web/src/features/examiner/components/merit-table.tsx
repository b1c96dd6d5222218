import type { MeritResponse } from "@tayari/contracts/exam-results";
import { formatWhen } from "../../../components/ui/timed-text";
import { zoneLabel } from "../../../lib/bikram-sambat";
import { contentLanguage, useLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";

/** The merit list as a table, each submitted time in the examiner's zone, named in its heading. */
export function MeritTable({ merit }: { merit: MeritResponse }) {
  const { t } = useMessages();
  const language = useLanguage();
  const name = t(merit.final ? "meritList" : "meritListOpen");
  return (
    // A list wider than a phone scrolls inside its own box, never the page; the box takes the
    // keyboard's focus so it can be scrolled without a pointer.
    <div className="table-scroll merit-scroll" role="region" tabIndex={0} aria-label={name}>
      <table>
        <caption>{name}</caption>
        <thead>
          <tr>
            <th>{t("rank")}</th>
            <th>{t("name")}</th>
            <th>{t("email")}</th>
            <th>{t("score")}</th>
            <th>{t("percentile")}</th>
            <th>{t("submittedAt", { zone: zoneLabel(language) })}</th>
            {/* While the exam runs: a candidate whose answers stopped arriving shows here. */}
            {!merit.final && <th>{t("lastAnswerAt", { zone: zoneLabel(language) })}</th>}
          </tr>
        </thead>
        <tbody>
          {merit.rows.map((row) => (
            <tr key={row.email}>
              <td>{row.rank}</td>
              <td lang={contentLanguage(row.name)}>{row.name}</td>
              <td lang="en">{row.email}</td>
              <td>{row.score}</td>
              <td>{row.percentile}</td>
              <td>
                {row.submitted_at ? formatWhen(new Date(row.submitted_at), { nepal: true }) : "—"}
              </td>
              {!merit.final && (
                <td>
                  {row.last_answer_at
                    ? formatWhen(new Date(row.last_answer_at), { nepal: true })
                    : "—"}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useState, type ReactNode } from "react";
import type { MeritResponse } from "@tayari/contracts/exam-results";
import { categoryName } from "../../../components/question/category-name";
import { formatWhen } from "../../../components/ui/timed-text";
import { devanagariDigits, zoneLabel } from "../../../lib/bikram-sambat";
import { contentLanguage, currentLanguage, useLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { CandidateAnswers } from "./candidate-answers";
import "./merit-table.css";

/** "mathematics, then physics, chemistry, English" in the reader's words. */
function TieBreak({ order }: { order: readonly string[] }) {
  const { t } = useMessages();
  if (!order.length) return <p className="hint">{t("tieBreakNone")}</p>;
  const names = order.map((c) => categoryName(c).text);
  return (
    <p className="hint">
      {names.length === 1
        ? t("tieBreakOne", { first: names[0]! })
        : t("tieBreakOrder", { first: names[0]!, rest: names.slice(1).join(", ") })}
    </p>
  );
}

/**
 * One cell of the list: on a phone its column's label is drawn beside the value (the card's line);
 * the label is hidden from screen readers, which have the column's header.
 */
function Cell({
  label,
  lang,
  screenOnly = false,
  children,
}: {
  label: string;
  lang?: string;
  /** Left off the printed list (merit-print.css): e-mail, last answer, the answers' button. */
  screenOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <td role="cell" lang={lang} className={screenOnly ? "no-print" : undefined}>
      <span className="card-label" aria-hidden="true" lang={currentLanguage()}>
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}

/**
 * The merit list, each submitted time in the examiner's zone, named in its heading, and each
 * candidate's marks per section; the order of equal totals stated above it. On a phone each row is
 * a card of labelled lines (merit-table.css), never a table cut at the page's edge (decision 187).
 * Each row opens that candidate's answers under the list (issue 46, decision 210).
 */
export function MeritTable({
  merit,
  rows = merit.rows,
}: {
  merit: MeritResponse;
  /** The rows drawn (a page of the list, decision 0483); every row by default. */
  rows?: readonly MeritResponse["rows"][number][];
}) {
  const { t } = useMessages();
  const language = useLanguage();
  const name = t(merit.final ? "meritList" : "meritListOpen");
  const sections = merit.sections ?? [];
  const submitted = t("submittedAt", { zone: zoneLabel(language) });
  const lastAnswer = t("lastAnswerAt", { zone: zoneLabel(language) });
  const [open, setOpen] = useState<{ user: number; name: string } | null>(null);
  const canOpen = merit.rows.some((row) => row.user_id !== undefined);
  // The roll column when the exam's list names candidates by roll (issue 68 point 9).
  const hasRoll = merit.rows.some((row) => row.roll);
  // Figures in the page's digits: Devanagari in Nepali, as its dates are (issue 68 point 7).
  const n = (value: number) => (language === "ne" ? devanagariDigits(value) : String(value));
  return (
    <>
      <TieBreak order={merit.tie_break ?? []} />
      {/* A list wider than a phone scrolls inside its own box, never the page; the box takes the
          keyboard's focus so it can be scrolled without a pointer. */}
      <div className="table-scroll merit-scroll" role="region" tabIndex={0} aria-label={name}>
        <table className="merit-cards" role="table">
          <caption>{name}</caption>
          <thead>
            <tr role="row">
              <th role="columnheader">{t("rank")}</th>
              {hasRoll && <th role="columnheader">{t("meritRoll")}</th>}
              <th role="columnheader">{t("name")}</th>
              <th role="columnheader" className="no-print">
                {t("email")}
              </th>
              <th role="columnheader">{t("score")}</th>
              {sections.length > 0 && <th role="columnheader">{t("sectionScores")}</th>}
              <th role="columnheader">{t("percentile")}</th>
              <th role="columnheader">{submitted}</th>
              {/* While the exam runs: a candidate whose answers stopped arriving shows here. */}
              {!merit.final && (
                <th role="columnheader" className="no-print">
                  {lastAnswer}
                </th>
              )}
              {canOpen && (
                <th role="columnheader" className="no-print">
                  {t("answersColumn")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.email} role="row">
                <Cell label={t("rank")}>{n(row.rank)}</Cell>
                {hasRoll && (
                  <Cell label={t("meritRoll")} lang="en">
                    {row.roll ?? "—"}
                  </Cell>
                )}
                <Cell label={t("name")} lang={contentLanguage(row.name)}>
                  {row.name}
                </Cell>
                <Cell label={t("email")} lang="en" screenOnly>
                  {row.email}
                </Cell>
                <Cell label={t("score")}>{n(row.score)}</Cell>
                {sections.length > 0 && (
                  <Cell label={t("sectionScores")}>
                    {sections.map((c) => {
                      const section = categoryName(c);
                      return (
                        <span key={c} className="section-score">
                          <span lang={section.lang}>{section.text}</span>{" "}
                          {n(row.sections?.[c] ?? 0)}
                        </span>
                      );
                    })}
                  </Cell>
                )}
                <Cell label={t("percentile")}>{n(row.percentile)}</Cell>
                <Cell label={submitted}>
                  {row.submitted_at ? formatWhen(new Date(row.submitted_at), { nepal: true }) : "—"}
                </Cell>
                {!merit.final && (
                  <Cell label={lastAnswer} screenOnly>
                    {row.last_answer_at
                      ? formatWhen(new Date(row.last_answer_at), { nepal: true })
                      : "—"}
                  </Cell>
                )}
                {canOpen && (
                  <Cell label={t("answersColumn")} screenOnly>
                    {row.user_id !== undefined && (
                      <button
                        className="button secondary"
                        type="button"
                        aria-pressed={open?.user === row.user_id}
                        data-answers-of={row.user_id}
                        onClick={() => setOpen({ user: row.user_id!, name: row.name })}
                      >
                        <span aria-hidden="true">{t("openAnswers")}</span>
                        <OpenAnswersOf text={t("openAnswersOf", { name: NAME })} name={row.name} />
                      </button>
                    )}
                  </Cell>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && (
        <CandidateAnswers
          key={open.user}
          slug={merit.exam.slug}
          user={open.user}
          name={open.name}
          onClose={() => {
            // Back to the row it was opened from, for a keyboard's place in the list.
            document.querySelector<HTMLElement>(`[data-answers-of="${open.user}"]`)?.focus();
            setOpen(null);
          }}
        />
      )}
    </>
  );
}

const NAME = "\u0000";

/**
 * The Open button's name for a screen reader, "Open the answers of {name}", with the candidate's
 * name marked in its own language: a name is content, not interface text left in English.
 */
function OpenAnswersOf({ text, name }: { text: string; name: string }) {
  const [before = "", after = ""] = text.split(NAME);
  return (
    <span className="visually-hidden">
      {before}
      <span lang={contentLanguage(name)}>{name}</span>
      {after}
    </span>
  );
}

import { useId, type FormEvent } from "react";
import type { CatalogImportReport } from "@tayari/contracts/catalog-import";
import { ImportReportView, Reasons } from "../../../components/import-report/import-report";
import { QuestionPreview } from "../../../components/question/review-list";
import type { ApiError } from "../../../lib/api-error";
import { useMessages } from "../messages";
import { CodedText, codedList, fill } from "../../../components/ui/coded-text";
import { content } from "./words";

/** What a publish would write into the unit: the counts, the blocks left out, the questions that pass. */
export function CatalogReport({
  report,
  skipBad,
  onSkipBad,
  failure,
  busy,
  onPublish,
}: {
  report: CatalogImportReport;
  skipBad: boolean;
  onSkipBad: (value: boolean) => void;
  /** The publish's refusal: its message, and what it says of `skip_bad` and of the file (`text`). */
  failure: ApiError | null;
  busy: boolean;
  onPublish: (event: FormEvent) => void;
}) {
  const { t, plural } = useMessages();
  const skipId = useId();
  const { target, refused, accepted } = report;
  const errors = failure?.fields ?? {};
  return (
    <form className="auth-form import-report" onSubmit={onPublish} aria-labelledby="import-report">
      <h2 id="import-report">{t("report")}</h2>
      <p>
        {fill(t("into"), {
          address: <strong lang="en">{target.address}</strong>,
          path: content(`${target.level} / ${target.subject} / ${target.item} / ${target.unit}`),
          isNew: target.new_unit ? t("aNewUnit") : "",
        })}
      </p>
      <ImportReportView file={report.file} counts={report} accepted={accepted} />
      {report.problems.map((problem, i) => (
        <p key={i} className="field-error">
          <Reasons reasons={[problem]} />
        </p>
      ))}
      {accepted > 0 && (
        <details>
          <summary>{plural("passing", accepted)}</summary>
          <ol className="question-list">
            {report.questions.map((q, i) => (
              <li key={q.id}>
                <QuestionPreview question={q} number={i + 1} />
              </li>
            ))}
          </ol>
        </details>
      )}
      {refused > 0 && accepted > 0 && (
        <div className="field">
          <label className="check" htmlFor={skipId}>
            <input
              id={skipId}
              type="checkbox"
              checked={skipBad}
              aria-invalid={errors.skip_bad ? true : undefined}
              aria-describedby={errors.skip_bad ? `${skipId}-error` : undefined}
              onChange={(e) => onSkipBad(e.target.checked)}
            />{" "}
            {plural("skipBad", refused, { accepted })}
          </label>
          {errors.skip_bad && (
            <p className="field-error" id={`${skipId}-error`}>
              {codedList(errors.skip_bad)}
            </p>
          )}
        </div>
      )}
      {failure && (
        <div className="field-error" role="alert">
          <p>
            <CodedText message={failure} />
          </p>
          {(errors.text ?? []).map((message, i) => (
            <p key={i}>
              <CodedText message={message} />
            </p>
          ))}
        </div>
      )}
      <button className="button primary" type="submit" disabled={busy || accepted === 0}>
        {plural("publish", accepted)}
      </button>
    </form>
  );
}

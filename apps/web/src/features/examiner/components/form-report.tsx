import { useState, type ReactNode } from "react";
import type { ApiError } from "../../../lib/api-error";
import type { Coded } from "../../../lib/codes";
import { CodedText } from "../text";

/**
 * What went wrong, a line each: the API's coded message and its per-field messages in the reader's
 * language; the page's own errors (a file it cannot read) are in the reader's language already.
 * The field names are the API's (`slug`, `line 7`) and stay as they are.
 */
export function errorText(error: unknown): () => ReactNode {
  const e = error as Partial<ApiError> & Error;
  return () => (
    <>
      {e.code ? (
        <CodedText message={{ code: e.code, params: e.params ?? {}, message: e.message }} />
      ) : (
        <span lang={e.status === undefined ? undefined : "en"}>{e.message}</span>
      )}
      {Object.entries(e.fields ?? {}).map(([field, messages]) => (
        <span key={field}>
          {"\n"}
          <span lang="en">{field}</span>:{" "}
          {messages.map((message, i) => (
            <span key={i}>
              {i > 0 && "; "}
              <CodedText message={message} />
            </span>
          ))}
        </span>
      ))}
    </>
  );
}

/** A report kept until the next submit: drawn afresh at each render, in the language shown then. */
export type Report = (() => ReactNode) | null;

/**
 * A mutation's callbacks that hand `onDone` its report: the server's notice (after `then`), or
 * what was wrong.
 */
export const reportTo = (onDone: (report: Report) => void, then?: () => void) => ({
  onSuccess: (notice: Coded) => {
    then?.();
    onDone(() => <CodedText message={notice} />);
  },
  onError: (error: unknown) => onDone(errorText(error)),
});

/**
 * The report under a form, kept until its next submit (`clear`): `answer(then)` gives a mutation's
 * callbacks that set it.
 */
export function useReport() {
  const [report, setReport] = useState<Report>(null);
  const keep = (r: Report) => setReport(() => r);
  return {
    report,
    clear: () => setReport(null),
    answer: (then?: () => void) => reportTo(keep, then),
  };
}

/** The server's report on the last submit (kept on screen: it can list many faults), and the button. */
export function FormFooter({
  report,
  submit,
  busy = false,
}: {
  report: Report;
  submit: string;
  busy?: boolean;
}) {
  return (
    <>
      {report && (
        <pre className="hint" role="status">
          {report()}
        </pre>
      )}
      <button className="button primary" type="submit" disabled={busy}>
        {submit}
      </button>
    </>
  );
}

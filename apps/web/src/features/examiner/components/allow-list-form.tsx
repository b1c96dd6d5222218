import { useState } from "react";
import {
  LIST_LIMIT,
  type Candidate,
  type ListPreview,
} from "@tayari/contracts/examiner-candidates";
import { usePreviewExamList } from "../api/preview-exam-list";
import { usePutExamList } from "../api/put-exam-list";
import { useMessages as useListMessages } from "../candidate-messages";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { CandidateForm, CandidateName } from "./candidate-parts";
import { errorText, FormFooter, useReport, type Report } from "./form-report";
import { usePaged } from "./paged-list";
import { FormField } from "../../../components/ui/form-field";

/**
 * Who may sit (issue 68 point 1): a list pasted or read from a CSV file is first read by the
 * server and shown as read, each row and what could not be read; then saved as shown.
 */
export function AllowList({ slug, listed }: { slug: string; listed: Candidate[] }) {
  const { t } = useMessages();
  const list = useListMessages();
  const [text, setText] = useState("");
  const [read, setRead] = useState<{ text: string; preview: ListPreview } | null>(null);
  const [problem, setProblem] = useState<Report>(null);
  const { report, clear, answer } = useReport();
  const previewing = usePreviewExamList(slug);
  const saving = usePutExamList(slug);
  function change(next: string) {
    setText(next);
    setRead(null);
  }
  function readList() {
    clear();
    setProblem(null);
    previewing.mutate(text, {
      onSuccess: (preview) => setRead({ text, preview }),
      onError: (error) => setProblem(() => errorText(error)),
    });
  }
  function save() {
    if (!read) return;
    clear();
    // Seen in the preview: the candidates it takes off an open exam (issue 68 point 2).
    const confirm = read.preview.open && read.preview.change.removed > 0;
    saving.mutate(
      { text: read.text, ...(confirm ? { confirm } : {}) },
      answer(() => change("")),
    );
  }
  async function readFile(file: File | undefined) {
    if (!file) return;
    // The file's text as the browser reads it (UTF-8; a BOM is the server's to drop).
    change(await file.text());
  }
  const current = listed.length > 0 && <ListInForce listed={listed} />;
  const below = (
    <>
      {read && <AsRead preview={read.preview} />}
      {read && !read.preview.unread && !read.preview.too_long && (
        <button className="button primary" type="button" onClick={save} disabled={saving.isPending}>
          {read.preview.open && read.preview.change.removed > 0
            ? list.t("saveTakingOff")
            : t("saveList")}
        </button>
      )}
      {report && (
        <pre className="hint" role="status">
          {report()}
        </pre>
      )}
    </>
  );
  return (
    <CandidateForm
      title={t("allowListTitle")}
      hint={t("allowListHint")}
      onSubmit={readList}
      above={current}
      below={below}
    >
      <FormField
        label={t("allowListFile")}
        input={{
          type: "file",
          accept: ".csv,.txt,text/csv,text/plain",
          onChange: (e) => void readFile(e.target.files?.[0]),
        }}
      />
      <FormField label={t("allowListText")}>
        {(control) => (
          <textarea {...control} rows={6} value={text} onChange={(e) => change(e.target.value)} />
        )}
      </FormField>
      <FormFooter report={problem} submit={list.t("readList")} busy={previewing.isPending} />
    </CandidateForm>
  );
}

/** The list in force, 50 at a time (a list of 300 stays a page one can scroll on a phone). */
function ListInForce({ listed }: { listed: Candidate[] }) {
  const { shown, more } = usePaged(listed);
  return (
    <>
      <ol className="candidate-list">
        {shown.map((c, i) => (
          <li key={i}>
            <CandidateName candidate={c} />
            {c.account && c.roll ? ` (${c.account.email})` : ""}
          </li>
        ))}
      </ol>
      {more}
    </>
  );
}

/** The list as the server read it: how many, what it could not read, and the first rows. */
function AsRead({ preview }: { preview: ListPreview }) {
  const { t, plural } = useListMessages();
  const { count, rows, unread, faults } = preview;
  return (
    <section className="list-preview" aria-label={t("previewTitle")}>
      <h4>{t("previewTitle")}</h4>
      {preview.too_long ? (
        <p role="alert">{t("previewTooLong", { count: LIST_LIMIT })}</p>
      ) : (
        <p role="status">
          {count === 0 && unread === 0 ? t("previewEmpty") : plural("previewCount", count)}
          {preview.header ? ` ${t("previewHeader")}` : ""}
        </p>
      )}
      {unread > 0 && (
        <>
          <p>{plural("previewUnread", unread)}</p>
          <ul className="candidate-list">
            {faults.map((fault, i) => (
              <li key={i}>
                <CodedText message={fault} />
              </li>
            ))}
          </ul>
          <p className="hint">{t("previewFix")}</p>
        </>
      )}
      <Change preview={preview} />
      {rows.length > 0 && (
        <ul className="candidate-list">
          {rows.map((row) => (
            <li key={row.line}>
              {t("previewLine", { line: row.line })}{" "}
              {[row.roll && t("previewRoll", { roll: row.roll }), row.name, row.email]
                .filter(Boolean)
                .join(" · ")}
            </li>
          ))}
        </ul>
      )}
      {rows.length < count && (
        <p className="hint">{t("previewShown", { shown: rows.length, count })}</p>
      )}
    </section>
  );
}

/** What saving the list does to the one in force: kept, added, and who is taken off. */
function Change({ preview }: { preview: ListPreview }) {
  const { t, plural } = useListMessages();
  const { change, removed } = preview;
  if (change.kept + change.removed === 0) return null;
  return (
    <>
      <p>{t("changeSummary", { ...change })}</p>
      {change.removed > 0 && (
        <div className={preview.open ? "list-removed warning" : "list-removed"}>
          <p>{plural("takenOff", change.removed, { started: change.removed_started })}</p>
          <ul className="candidate-list">
            {removed.map((r, i) => (
              <li key={i}>
                {[r.roll, r.name, r.email].filter(Boolean).join(" · ")}
                {r.started ? ` (${t("startedMark")})` : ""}
              </li>
            ))}
          </ul>
          {preview.open && <p role="alert">{t("openWarning")}</p>}
        </div>
      )}
    </>
  );
}

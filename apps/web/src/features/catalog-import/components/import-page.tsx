import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import {
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  catalogImportRequestSchema,
  type CatalogImportReport,
  type CatalogImportRequest,
  type ImportTargetsResponse,
} from "@tayari/contracts/catalog-import";
import { BANK_TEXT_FORMATS } from "@tayari/contracts/exams";
import { formatOfFile } from "@tayari/content/import";
import { ApiError, checkedBody } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { catalogImportApi } from "../api";
import "./import-page.css";

type Format = (typeof BANK_TEXT_FORMATS)[number];
type Errors = Record<string, string[]>;
type Level = ImportTargetsResponse["levels"][number];

const FORMAT_NAMES: Record<Format, string> = {
  csv: "CSV",
  aiken: "Aiken (Moodle)",
  gift: "GIFT (Moodle)",
};

/** A new unit's address from its name: a-z and 0-9 joined by hyphens (none for a Devanagari name). */
const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled control with its hint and, under it, the server's (or the form's) errors for it. */
function Field({
  label,
  hint,
  errors,
  children,
}: {
  label: string;
  hint?: string;
  errors?: string[] | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, errors?.length && errorId].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {errors?.length ? (
        <p className="field-error" id={errorId}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** `/examiner/import`: a CSV, Aiken or GIFT file checked against a catalog unit, then published. */
export function ImportPage() {
  const [levels, setLevels] = useState<Level[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [format, setFormat] = useState<Format>("csv");
  const [levelSlug, setLevelSlug] = useState("");
  const [subjectSlug, setSubjectSlug] = useState("");
  const [choice, setChoice] = useState("");
  const [unitName, setUnitName] = useState("");
  const [unitSlug, setUnitSlug] = useState<string | null>(null);
  const [category, setCategory] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<CatalogImportReport | null>(null);
  const [skipBad, setSkipBad] = useState(false);
  const [published, setPublished] = useState<{ message: string; path: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const loadTargets = useCallback(async () => {
    try {
      setLevels((await catalogImportApi.targets()).levels);
      setLoadError(null);
    } catch (e) {
      setLoadError((e as Error).message);
    }
  }, []);
  useEffect(() => void loadTargets(), [loadTargets]);

  const level = levels?.find((l) => l.slug === levelSlug) ?? levels?.[0];
  const subject = level?.subjects.find((s) => s.slug === subjectSlug) ?? level?.subjects[0];
  const firstUnit = subject?.items.flatMap((i) => i.units)[0];
  const chosen = choice || (firstUnit ? `unit:${firstUnit.id}` : "");
  const [kind, key] = chosen.split(":") as ["unit" | "new" | "", string | undefined];
  const item =
    kind === "new"
      ? subject?.items.find((i) => i.slug === key)
      : subject?.items.find((i) => i.units.some((u) => String(u.id) === key));
  const unit = kind === "unit" ? item?.units.find((u) => String(u.id) === key) : undefined;
  const isNew = kind === "new";
  const newSlug = unitSlug ?? slugFrom(unitName);
  const into =
    subject && item ? `${subject.slug}/${item.slug}/${isNew ? newSlug : (unit?.slug ?? "")}` : "";

  /** Any change to what would be sent: the report on screen no longer describes it. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setReport(null);
      setErrors({});
      setFailure(null);
    };

  async function chooseFile(picked: File | undefined) {
    changed(setFile)(null);
    if (!picked) return;
    if (picked.size > IMPORT_MAX_BYTES) {
      setErrors({ text: [IMPORT_TOO_LARGE] });
      return;
    }
    setFile({ name: picked.name, text: await picked.text() });
    const guessed = formatOfFile(picked.name);
    if (guessed) setFormat(guessed);
  }

  function request(): CatalogImportRequest {
    if (isNew && !unitName.trim())
      throw new ApiError(422, "Name the new unit.", { unit_name: ["Name the new unit."] });
    return checkedBody(catalogImportRequestSchema, {
      file_name: file?.name,
      format,
      text: file?.text,
      into,
      ...(isNew ? { unit_name: unitName } : {}),
      ...(category.trim() ? { category } : {}),
    });
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await action();
    } catch (e) {
      const error = e as ApiError;
      setErrors(error.errors ?? {});
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  }

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    setPublished(null);
    setReport(null);
    void run(async () => {
      const body = request();
      setReport(await catalogImportApi.preview(body));
      setSkipBad(false);
    });
  };

  const onPublish = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const result = await catalogImportApi.publish({ ...request(), skip_bad: skipBad });
      setReport(null);
      setPublished({ message: result.message, path: result.target.path });
      // This browser's copies (its HTTP cache and the pages' query cache) are made fresh, so the
      // unit opened from here shows what was just published.
      const [, , subjectPart, categoryPart] = (result.target.path ?? "").split("/");
      if (subjectPart && categoryPart)
        await catalogImportApi.refreshCategory(subjectPart, categoryPart).catch(() => {});
      await queryClient.invalidateQueries();
      await loadTargets();
      const id = result.target.path?.split("/").at(-1);
      if (isNew && id) {
        setChoice(`unit:${id}`);
        setUnitName("");
        setUnitSlug(null);
      }
    });
  };

  // Errors the form has no field for (a field the server names that is not on this page).
  const shown = new Set([
    "text",
    "file_name",
    "format",
    "into",
    "unit_name",
    "category",
    "skip_bad",
  ]);
  const otherErrors = Object.entries(errors).filter(([field]) => !shown.has(field));

  return (
    <section className="page import-page">
      <h1>Import questions into the catalog</h1>
      <p className="hint">
        A CSV, Aiken (.txt) or GIFT file of multiple-choice questions, checked like{" "}
        <code>npm run content:import</code>: each question is checked and compared with the
        subject&apos;s questions; the ones that pass go into the unit you choose, where students see
        them at once.
      </p>
      {loadError && (
        <p className="load-error" role="alert">
          {loadError}
        </p>
      )}
      <form className="auth-form" onSubmit={onPreview} noValidate>
        <Field
          label="Question file"
          hint="CSV, Aiken (.txt, .aiken) or GIFT (.gift), at most 1 MB."
          errors={[...(errors.text ?? []), ...(errors.file_name ?? [])]}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,.txt,.aiken,.gift"
              onChange={(e) => void chooseFile(e.target.files?.[0])}
            />
          )}
        </Field>
        <Field label="Format" errors={errors.format}>
          {(control) => (
            <select
              {...control}
              value={format}
              onChange={(e) => changed(setFormat)(e.target.value as Format)}
            >
              {BANK_TEXT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {FORMAT_NAMES[f]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Level">
          {(control) => (
            <select
              {...control}
              value={level?.slug ?? ""}
              onChange={(e) => {
                changed(setLevelSlug)(e.target.value);
                setSubjectSlug("");
                setChoice("");
              }}
            >
              {levels?.map((l) => (
                <option key={l.slug} value={l.slug}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Subject">
          {(control) => (
            <select
              {...control}
              value={subject?.slug ?? ""}
              onChange={(e) => {
                changed(setSubjectSlug)(e.target.value);
                setChoice("");
              }}
            >
              {level?.subjects.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Unit" errors={isNew ? undefined : errors.into}>
          {(control) => (
            <select
              {...control}
              value={chosen}
              onChange={(e) => changed(setChoice)(e.target.value)}
            >
              {subject?.items.map((i) => (
                <optgroup key={i.slug} label={i.name}>
                  {i.units.map((u) => (
                    <option key={u.id} value={`unit:${u.id}`}>
                      {u.name} ({plural(u.question_count, "question")})
                    </option>
                  ))}
                  <option value={`new:${i.slug}`}>New unit in {i.name}</option>
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {isNew && (
          <>
            <Field
              label="New unit name"
              hint="As the syllabus names the chapter; a new unit needs at least 10 questions."
              errors={errors.unit_name}
            >
              {(control) => (
                <input
                  {...control}
                  value={unitName}
                  maxLength={120}
                  onChange={(e) => changed(setUnitName)(e.target.value)}
                />
              )}
            </Field>
            <Field
              label="New unit address"
              hint="a-z, 0-9 and hyphens, e.g. light-and-optics"
              errors={errors.into}
            >
              {(control) => (
                <input
                  {...control}
                  value={newSlug}
                  onChange={(e) => changed(setUnitSlug)(e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <Field
          label="Category (optional)"
          hint="Given to every question; otherwise the file's, or the unit's usual one."
          errors={errors.category}
        >
          {(control) => (
            <input
              {...control}
              value={category}
              maxLength={60}
              onChange={(e) => changed(setCategory)(e.target.value)}
            />
          )}
        </Field>
        {failure && !report && (
          <div className="field-error" role="alert">
            <p>{failure}</p>
            {otherErrors.map(([field, messages]) => (
              <p key={field}>
                {field}: {messages.join(" ")}
              </p>
            ))}
          </div>
        )}
        <button className="button primary" type="submit" disabled={busy || !levels}>
          Check the file
        </button>
      </form>

      {published && (
        <p className="import-done" role="status">
          {published.message}. {published.path && <Link to={published.path}>Open the unit</Link>}
        </p>
      )}

      {report && (
        <ImportReport
          report={report}
          skipBad={skipBad}
          onSkipBad={setSkipBad}
          errors={errors}
          failure={failure}
          busy={busy}
          onPublish={onPublish}
        />
      )}
    </section>
  );
}

function ImportReport({
  report,
  skipBad,
  onSkipBad,
  errors,
  failure,
  busy,
  onPublish,
}: {
  report: CatalogImportReport;
  skipBad: boolean;
  onSkipBad: (value: boolean) => void;
  errors: Errors;
  failure: string | null;
  busy: boolean;
  onPublish: (event: FormEvent) => void;
}) {
  const skipId = useId();
  const { target, rejected, accepted } = report;
  return (
    <form className="auth-form import-report" onSubmit={onPublish} aria-labelledby="import-report">
      <h2 id="import-report">Report</h2>
      <p>
        Into <strong>{target.address}</strong>: {target.level} / {target.subject} / {target.item} /{" "}
        {target.unit}
        {target.new_unit ? " (a new unit)" : ""}.
      </p>
      <p role="status">{report.lines.at(-1)}</p>
      {rejected.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption>Rejected questions, by the line of {report.file} they start on</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {rejected.map((r) => (
                <tr key={`${r.line}:${r.reason}`}>
                  <td>{r.line}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.problems.map((problem) => (
        <p key={problem} className="field-error">
          {problem}
        </p>
      ))}
      {accepted > 0 && (
        <details>
          <summary>The {plural(accepted, "question")} that pass</summary>
          <ol className="import-questions">
            {report.questions.map((q) => (
              <li key={q.id}>
                <span className="import-text">{q.question}</span>{" "}
                <span className="hint">
                  (id {q.id}, {q.category}; key: {q.answer})
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {rejected.length > 0 && accepted > 0 && (
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
            Leave out the {plural(rejected.length, "rejected question")} and publish the other{" "}
            {accepted}
          </label>
          {errors.skip_bad && (
            <p className="field-error" id={`${skipId}-error`}>
              {errors.skip_bad.join(" ")}
            </p>
          )}
        </div>
      )}
      {failure && (
        <div className="field-error" role="alert">
          <p>{failure}</p>
          {(errors.text ?? []).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <button className="button primary" type="submit" disabled={busy || accepted === 0}>
        Publish {plural(accepted, "question")}
      </button>
    </form>
  );
}

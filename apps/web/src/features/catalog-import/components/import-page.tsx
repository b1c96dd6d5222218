import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Link } from "react-router";
import {
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  catalogImportRequestSchema,
  type CatalogImportReport,
  type CatalogPublishResponse,
  type CatalogImportRequest,
  type ImportTargetsResponse,
} from "@tayari/contracts/catalog-import";
import { BANK_TEXT_FORMATS } from "@tayari/contracts/exams";
import { formatOfFile } from "@tayari/content/import";
import { ApiError, checkedBody } from "../../../lib/api-client";
import { contentLanguage, currentLanguage, useLanguage } from "../../../lib/i18n";
import { queryClient } from "../../../lib/query-client";
import { catalogImportApi } from "../api";
import { en, plural, t, useMessages } from "../messages";
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

/** A message whose `{name}` places hold elements, split there so each language keeps its order. */
function fill(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/** Names written in Latin letters in Nepali too (file formats, a command, an address). */
const latin = (text: string) => <span lang="en">{text}</span>;
const content = (text: string) => <span lang={contentLanguage(text)}>{text}</span>;

type Key = keyof typeof en;
const FIXED: Key[] = [
  "sTooLarge",
  "sChooseFile",
  "sEmpty",
  "sFormat",
  "sChooseUnit",
  "sNonePass",
  "sNoQuestions",
  "nameTheUnit",
];
const PATTERNS: [RegExp, (...groups: string[]) => ReactNode][] = [
  [
    /^(\d+) read from (.+), (\d+) rejected: nothing written$/,
    (read, file, rejected) => fill(t("sNothingWritten"), { read, file: latin(file!), rejected }),
  ],
  [
    /^Leave out the (\d+) rejected questions? to publish the other (\d+), or fix/,
    (count, accepted) => plural("sSkipBad", Number(count), { accepted: accepted! }),
  ],
];

/**
 * A message of the server (or of the request's checks) in the chosen language: English as it
 * came; in Nepali a known one translated, an unknown one (about the file's own content, an
 * address) as it came, marked as English.
 */
function ServerText({ message }: { message: string }) {
  useMessages();
  if (currentLanguage() === "en") return <>{message}</>;
  const fixed = FIXED.find((key) => en[key] === message);
  if (fixed) return <>{t(fixed)}</>;
  for (const [pattern, text] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return <>{text(...match.slice(1))}</>;
  }
  // Unknown: as it came (English from the server, or already Nepali from the API client).
  return <span lang={contentLanguage(message)}>{message}</span>;
}

const serverList = (messages: string[]) =>
  messages.map((message, i) => (
    <Fragment key={i}>
      {i > 0 && " "}
      <ServerText message={message} />
    </Fragment>
  ));

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
  hint?: ReactNode;
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
          {serverList(errors)}
        </p>
      ) : null}
    </div>
  );
}

/** `/examiner/import`: a CSV, Aiken or GIFT file checked against a catalog unit, then published. */
export function ImportPage() {
  const { t, plural } = useMessages();
  const language = useLanguage();
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
  const [published, setPublished] = useState<{
    message: string;
    path: string | null;
    result: CatalogPublishResponse;
  } | null>(null);
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
      throw new ApiError(422, en.nameTheUnit, { unit_name: [en.nameTheUnit] });
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
      setPublished({ message: result.message, path: result.target.path, result });
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
      <h1>{t("heading")}</h1>
      <p className="hint">
        {fill(t("intro"), {
          csv: latin("CSV"),
          aiken: latin("Aiken (.txt)"),
          gift: latin("GIFT"),
          command: <code lang="en">npm run content:import</code>,
        })}
      </p>
      {loadError && (
        <p className="load-error" role="alert">
          <ServerText message={loadError} />
        </p>
      )}
      <form className="auth-form" onSubmit={onPreview} noValidate>
        <Field
          label={t("questionFile")}
          hint={fill(t("questionFileHint"), {
            csv: latin("CSV"),
            aiken: latin("Aiken (.txt, .aiken)"),
            gift: latin("GIFT (.gift)"),
          })}
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
        <Field label={t("format")} errors={errors.format}>
          {(control) => (
            <select
              {...control}
              value={format}
              onChange={(e) => changed(setFormat)(e.target.value as Format)}
            >
              {BANK_TEXT_FORMATS.map((f) => (
                <option key={f} value={f} lang="en">
                  {FORMAT_NAMES[f]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("level")}>
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
                <option key={l.slug} value={l.slug} lang={contentLanguage(l.name)}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("subject")}>
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
                <option key={s.slug} value={s.slug} lang={contentLanguage(s.name)}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("unit")} errors={isNew ? undefined : errors.into}>
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
                      {plural("unitOption", u.question_count, { name: u.name })}
                    </option>
                  ))}
                  <option value={`new:${i.slug}`}>{t("newUnitIn", { item: i.name })}</option>
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {isNew && (
          <>
            <Field label={t("newUnitName")} hint={t("newUnitNameHint")} errors={errors.unit_name}>
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
              label={t("newUnitAddress")}
              hint={fill(t("newUnitAddressHint"), { example: latin("light-and-optics") })}
              errors={errors.into}
            >
              {(control) => (
                <input
                  {...control}
                  lang="en"
                  value={newSlug}
                  onChange={(e) => changed(setUnitSlug)(e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <Field label={t("category")} hint={t("categoryHint")} errors={errors.category}>
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
            <p>
              <ServerText message={failure} />
            </p>
            {otherErrors.map(([field, messages]) => (
              <p key={field}>
                <span lang="en">{field}</span>: {serverList(messages)}
              </p>
            ))}
          </div>
        )}
        <button className="button primary" type="submit" disabled={busy || !levels}>
          {t("checkFile")}
        </button>
      </form>

      {published && (
        <p className="import-done" role="status">
          {language === "en" ? published.message : <PublishedText result={published.result} />}.{" "}
          {published.path && <Link to={published.path}>{t("openUnit")}</Link>}
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

/** What was published, from the publish's numbers, in the chosen language. */
function PublishedText({ result }: { result: CatalogPublishResponse }) {
  const { t } = useMessages();
  const left = result.rejected.length;
  return fill(t("sPublished"), {
    read: result.read,
    file: latin(result.file),
    accepted: result.written,
    address: latin(result.target.address),
    path: content(`${result.target.level} / ${result.target.subject}`),
    left: left ? t("sLeftOut", { count: left }) : "",
  });
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
  const { t, plural } = useMessages();
  const language = useLanguage();
  const skipId = useId();
  const { target, rejected, accepted } = report;
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
      <p role="status">
        {language === "en"
          ? report.lines.at(-1)
          : fill(t("summary"), {
              read: report.read,
              file: latin(report.file),
              accepted: report.accepted,
              rejected: rejected.length,
            })}
      </p>
      {rejected.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption>{fill(t("rejectedCaption"), { file: latin(report.file) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("line")}</th>
                <th scope="col">{t("reason")}</th>
              </tr>
            </thead>
            <tbody>
              {rejected.map((r) => (
                <tr key={`${r.line}:${r.reason}`}>
                  <td>{r.line}</td>
                  <td lang="en">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.problems.map((problem) => (
        <p key={problem} className="field-error" lang="en">
          {problem}
        </p>
      ))}
      {accepted > 0 && (
        <details>
          <summary>{plural("passing", accepted)}</summary>
          <ol className="import-questions">
            {report.questions.map((q) => (
              <li key={q.id}>
                <span className="import-text" lang={contentLanguage(q.question)}>
                  {q.question}
                </span>{" "}
                <span className="hint">
                  {fill(t("questionMeta"), {
                    id: latin(String(q.id)),
                    category: content(q.category),
                    answer: content(q.answer),
                  })}
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
            {plural("skipBad", rejected.length, { accepted })}
          </label>
          {errors.skip_bad && (
            <p className="field-error" id={`${skipId}-error`}>
              {serverList(errors.skip_bad)}
            </p>
          )}
        </div>
      )}
      {failure && (
        <div className="field-error" role="alert">
          <p>
            <ServerText message={failure} />
          </p>
          {(errors.text ?? []).map((message) => (
            <p key={message}>
              <ServerText message={message} />
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

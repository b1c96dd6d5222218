import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { CatalogPublishResponse } from "@tayari/contracts/catalog-import";
import { ApiError } from "../../../lib/api-error";
import { useLanguage } from "../../../lib/i18n";
import { useImportTargets } from "../api/get-targets";
import { usePreviewImport } from "../api/preview-import";
import { usePublishImport } from "../api/publish-import";
import { useMessages } from "../messages";
import { CatalogReport } from "./catalog-report";
import { CodedText, codedList, fill } from "../../../components/ui/coded-text";
import { content, latin } from "./words";
import { FormField } from "../../../components/ui/form-field";
import { FileFields } from "./file-fields";
import { importRequest, pickedFile, type ImportDraft } from "./import-request";
import { NO_TARGET, TargetFields } from "./target-fields";
import { PublishedList } from "./published-list";
import "./import-page.css";

const NO_DRAFT: ImportDraft = { file: null, format: "csv", pick: NO_TARGET, category: "" };

/** Fields of the request that this page shows errors under; any other is listed with the failure. */
const SHOWN = new Set(["text", "file_name", "format", "encoding", "into", "unit_name", "category"]);

/**
 * `/examiner/import`: a question file checked against a catalog unit, then published. The check's
 * report and the publish's answer are the mutations' own; what the examiner chose is one draft.
 */
export function ImportPage() {
  const { t } = useMessages();
  const levels = useImportTargets();
  const preview = usePreviewImport();
  const publish = usePublishImport();
  const [draft, setDraft] = useState<ImportDraft>(NO_DRAFT);
  /** The page's own refusal of the file or the form, before anything is sent. */
  const [refused, setRefused] = useState<ApiError | null>(null);
  const [skipBad, setSkipBad] = useState(false);
  const busy = preview.isPending || publish.isPending;
  const failure = refused ?? preview.error;
  const errors = failure?.fields ?? {};

  /** Any change to what would be sent: the report on screen no longer describes it. */
  const change = (next: Partial<ImportDraft>) => {
    preview.reset();
    setRefused(null);
    setDraft((draft) => ({ ...draft, ...next }));
  };

  async function chooseFile(picked: File | undefined) {
    change({ file: null });
    if (!picked) return;
    try {
      const file = await pickedFile(picked);
      change(file.format ? { file, format: file.format } : { file });
    } catch (error) {
      setRefused(error as ApiError);
    }
  }

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    publish.reset();
    setRefused(null);
    setSkipBad(false);
    try {
      preview.mutate(importRequest(levels.data?.levels, draft));
    } catch (error) {
      setRefused(error as ApiError);
    }
  };

  const onPublish = (event: FormEvent) => {
    event.preventDefault();
    const request = { ...importRequest(levels.data?.levels, draft), skip_bad: skipBad };
    publish.mutate(request, {
      onSuccess: (result) => {
        preview.reset();
        const id = result.target.path?.split("/").at(-1);
        if (draft.pick.choice.startsWith("new:") && id)
          setDraft({
            ...draft,
            pick: { ...draft.pick, choice: `unit:${id}`, unitName: "", unitSlug: null },
          });
      },
    });
  };

  const otherErrors = Object.entries(errors).filter(([field]) => !SHOWN.has(field));
  return (
    <section className="page import-page">
      <h1>{t("heading")}</h1>
      <p className="hint">
        {fill(t("intro"), {
          csv: latin("CSV"),
          aiken: latin("Aiken (.txt)"),
          gift: latin("GIFT"),
          xml: latin("Moodle XML"),
          command: <code lang="en">npm run content:import</code>,
        })}
      </p>
      {levels.error instanceof ApiError && (
        <p className="load-error" role="alert">
          <CodedText message={levels.error} />
        </p>
      )}
      <form className="auth-form" onSubmit={onPreview} noValidate>
        <FileFields
          format={draft.format}
          errors={errors}
          onFile={(file) => void chooseFile(file)}
          onFormat={(format) => change({ format })}
        />
        <TargetFields
          levels={levels.data?.levels}
          pick={draft.pick}
          errors={errors}
          onChange={(pick) => change({ pick })}
        />
        <FormField
          label={t("category")}
          hint={t("categoryHint")}
          errors={errors.category}
          input={{
            value: draft.category,
            maxLength: 60,
            onChange: (e) => change({ category: e.target.value }),
          }}
        />
        {failure && (
          <div className="field-error" role="alert">
            <p>
              <CodedText message={failure} />
            </p>
            {otherErrors.map(([field, messages]) => (
              <p key={field}>
                <span lang="en">{field}</span>: {codedList(messages)}
              </p>
            ))}
          </div>
        )}
        <button className="button primary" type="submit" disabled={busy || !levels.data}>
          {t("checkFile")}
        </button>
      </form>

      {publish.data && <Published result={publish.data} />}

      {preview.data && (
        <CatalogReport
          report={preview.data}
          skipBad={skipBad}
          onSkipBad={setSkipBad}
          failure={publish.error}
          busy={busy}
          onPublish={onPublish}
        />
      )}

      <PublishedList />
    </section>
  );
}

/** What was published, from the publish's numbers, in the chosen language, with a way to the unit. */
function Published({ result }: { result: CatalogPublishResponse }) {
  const { t } = useMessages();
  const language = useLanguage();
  const text =
    language === "en"
      ? result.message
      : fill(t("published"), {
          read: result.read,
          file: latin(result.file),
          accepted: result.written,
          address: latin(result.target.address),
          path: content(`${result.target.level} / ${result.target.subject}`),
          left: result.refused ? t("leftOut", { count: result.refused }) : "",
        });
  return (
    <p className="import-done" role="status">
      {text}. {result.target.path && <Link to={result.target.path}>{t("openUnit")}</Link>}
    </p>
  );
}

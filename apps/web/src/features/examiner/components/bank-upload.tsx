import { useState, type FormEvent } from "react";
import { FormField } from "../../../components/ui/form-field";
import type { BankUploadRequest } from "@tayari/contracts/bank-upload";
import type { BankSaved } from "@tayari/contracts/exam-banks";
import { CodedFailure, fill } from "../../../components/ui/coded-text";
import {
  ImportReportView,
  Marked,
  reasonText,
} from "../../../components/import-report/import-report";
import { ApiError } from "../../../lib/api-error";
import { contentLanguage } from "../../../lib/i18n";
import { readQuestionFile } from "../../../lib/read-question-file";
import { plural, t, useMessages } from "../messages";
import { useCheckBank, useSaveBank } from "../api/upload-bank";
import { FormFooter, type Report } from "./form-report";

/** File formats, written in Latin letters in Nepali too. */
const FORMATS = {
  csv: <span lang="en">CSV</span>,
  aiken: <span lang="en">Aiken (.txt)</span>,
  gift: <span lang="en">GIFT</span>,
  xml: <span lang="en">Moodle XML</span>,
  json: <span lang="en">JSON</span>,
  shape: <span lang="en">{'{ "questions": [...] }'}</span>,
};

/** The CSV's columns, named as its header names them, in Latin letters in Nepali too. */
const COLUMNS = Object.fromEntries(
  ["question", "option_a", "option_e", "answer", "category", "explanation"].map((c) => [
    c,
    <code key={c} lang="en">
      {c}
    </code>,
  ]),
);

/**
 * A CSV to fill in (issue 68 point 7): the nine columns the site reads, in order, and two questions
 * as examples (one of four options, option_e left empty; one whose category the form gives).
 */
export const CSV_TEMPLATE = [
  "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
  "What is 2 + 3?,4,5,6,7,,B,mathematics,2 + 3 = 5.",
  '"Which gas do plants take in for photosynthesis?",Oxygen,Nitrogen,Carbon dioxide,Hydrogen,,Carbon dioxide,,"Plants take in carbon dioxide, and give out oxygen."',
].join("\r\n");

/** Saves the CSV template as a file, as the browser saves a download. */
function downloadTemplate() {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([CSV_TEMPLATE + "\r\n"], { type: "text/csv" }));
  link.download = "question-bank-template.csv";
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * A bank file: JSON in the bank format, or a CSV, Aiken, GIFT or Moodle XML file read as
 * `content:import` reads it (UTF-16 and Windows-1252 converted; the format by its content).
 */
async function bankRequest(name: string, file: File, category: string): Promise<BankUploadRequest> {
  if (/\.json$/i.test(file.name)) {
    let data: { questions?: unknown; passages?: unknown };
    try {
      data = JSON.parse(await file.text()) as { questions?: unknown; passages?: unknown };
    } catch {
      throw new Error(t("notValidJson", { file: file.name }));
    }
    // The passages a run of its questions share go with them (decision 221).
    return {
      name,
      questions: data.questions as unknown[],
      ...(data.passages === undefined ? {} : { passages: data.passages as unknown[] }),
    };
  }
  const read = await readQuestionFile(file);
  if ("refusal" in read) throw new Error(reasonText(read.refusal));
  if (!read.format) throw new Error(t("unknownBankFormat", { file: file.name }));
  return {
    name,
    format: read.format,
    text: read.text,
    ...(read.encoding ? { encoding: read.encoding } : {}),
    ...(category ? { category } : {}),
  };
}

/** What the last submit said: the bank saved, or why not (the server's codes, or the file's fault). */
function outcome(result: BankSaved | Error | null): Report {
  if (!result) return null;
  if (result instanceof ApiError) return () => <CodedFailure error={result} />;
  if (result instanceof Error) return () => result.message;
  return () =>
    fill(plural("bankSaved", result.question_count), {
      name: <span lang={contentLanguage(result.name)}>{result.name}</span>,
    });
}

/** A private bank: checked first if the examiner likes (nothing saved), then uploaded whole. */
export function BankUpload() {
  const { t } = useMessages();
  const [name, setName] = useState("");
  const [category, setCategory] = useState("");
  const [file, setFile] = useState<File | null>(null);
  /** The file the report on screen is of; the report is the check's, or the saved bank's. */
  const [reported, setReported] = useState("");
  const [failure, setFailure] = useState<Error | null>(null);
  const check = useCheckBank();
  const save = useSaveBank();
  const report = check.data ?? save.data?.report;

  async function send(dryRun: boolean) {
    if (!file) return;
    check.reset();
    save.reset();
    setFailure(null);
    setReported(file.name);
    let request: BankUploadRequest;
    try {
      request = await bankRequest(name || file.name, file, category);
    } catch (error) {
      return setFailure(error as Error);
    }
    if (dryRun) return check.mutate(request);
    save.mutate(request, {
      // A refused file: its report names each line's reasons by code, in the reader's language.
      onError: (error) => {
        if (request.format && error.status === 422) check.mutate(request);
      },
    });
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h2>{t("uploadBankTitle")}</h2>
      <p className="hint">{fill(t("uploadBankHint"), FORMATS)}</p>
      <p className="hint">
        {fill(t("csvColumnsHint"), { ...FORMATS, ...COLUMNS })}{" "}
        <button className="button secondary" type="button" onClick={downloadTemplate}>
          {fill(t("csvTemplate"), FORMATS)}
        </button>
      </p>
      <FormField label={t("bankName")}>
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <FormField label={fill(t("bankCategory"), FORMATS)}>
        {(control) => (
          <input {...control} value={category} onChange={(e) => setCategory(e.target.value)} />
        )}
      </FormField>
      <FormField label={t("bankFile")}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".json,.csv,.txt,.aiken,.gift,.xml"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              check.reset();
              save.reset();
              setFailure(null);
            }}
            required
          />
        )}
      </FormField>
      {report && (
        <div className="import-report" aria-label={t("bankCheckReport")} role="region">
          <ImportReportView file={reported} counts={report} accepted={report.accepted} />
        </div>
      )}
      <button className="button" type="button" onClick={() => void send(true)}>
        <Marked text={t("checkBankFile")} />
      </button>
      <FormFooter
        report={outcome(failure ?? save.error ?? check.error ?? save.data ?? null)}
        submit={t("uploadBank")}
      />
    </form>
  );
}

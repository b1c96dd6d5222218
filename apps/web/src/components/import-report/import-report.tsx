import type { ImportCounts, ImportReason } from "@tayari/contracts/import-report";
import type { ReasonCode } from "@tayari/content/formats/reasons";
import { HeadedTable } from "../ui/headed-table";
import { codeText, formatValues } from "../../lib/codes";
import { Marked } from "../ui/coded-text";
import type { Values } from "../../lib/i18n";
import { en, plural, t, useMessages } from "./messages";
import "./import-report.css";

// Its text marked where Latin runs stand, with the one coded text (also read from here).
export { Marked };

type Key = keyof typeof en;
/** Reasons only the command prints (an export's warnings). */
type Shown = Exclude<ReasonCode, "left_out" | "figure_dropped">;
// Every reason the server can send has a text here (and so, by messages.ne.ts's type, in Nepali):
// a code without one makes this line fail `tsc -b`, naming it.
type Missing = {
  [C in Shown]: `r_${C}` extends Key ? never : `r_${C}_other` extends Key ? never : C;
}[Shown];
const everyReasonHasText: [Missing] extends [never] ? true : Missing = true;
void everyReasonHasText;

const has = (key: string): key is Key => Object.hasOwn(en, key);
const word = (prefix: string, value: string | number | undefined, values: Values = {}) =>
  value === undefined
    ? ""
    : has(`${prefix}_${value}`)
      ? t(`${prefix}_${value}` as Key, values)
      : String(value);

/** A reason in the reader's language, from its code and params; an unknown code as the server wrote it. */
export function reasonText({ code, params: p, message }: ImportReason): string {
  // A bank file's own key (its path in the question) is named as written, in either language.
  const field = code.startsWith("field_") ? String(p.field) : word("field", p.field, p);
  const values: Values = {
    ...p,
    field,
    type: word("type", p.type),
    kind: word("kind", p.kind),
    what: word("what", p.what, p),
    why: word("why", p.why, { ...p, field }),
    how: code === "no_category" ? word("category", p.where) : word("how", p.format ?? "any"),
    other:
      p.otherLine !== undefined
        ? t("otherLine", { line: p.otherLine })
        : t("otherId", { id: p.otherId ?? "" }) + (p.where ? t("inWhere", { where: p.where }) : ""),
    where:
      code === "duplicate_id"
        ? (p.where ? t("inWhere", { where: p.where }) : "") +
          (p.first ? t("firstNumber", { first: p.first }) : "")
        : "",
    close: p.close ? t("closeOption", { close: p.close }) : "",
    expected: word("value", p.expected),
    found: p.value !== undefined ? word("valueIs", p.found, p) : word("value", p.found),
    // Each odd character's kind in the reader's language, its code point as it is.
    kinds:
      typeof p.odd === "number"
        ? Array.from(
            { length: p.odd },
            (_, i) => `${word("odd", p[`odd_kind_${i}`])} ${p[`odd_code_${i}`] ?? ""}`,
          ).join(", ")
        : (p.kinds ?? ""),
    rule:
      code === "field_rule"
        ? codeText({ code: String(p.rule), params: { ...p, field }, message: String(p.text) })
        : "",
  };
  const key = `r_${code}`;
  if (has(key)) return t(key, values);
  if (has(`${key}_other`)) {
    const count = Number(p.count ?? p.edits ?? 0);
    return plural(key as Parameters<typeof plural>[0], count, values);
  }
  return message;
}

// A refused line or a fault of a file the server reports (`imports.*`) carries the import's own
// reason: its code as `reason`, its values as `reason.<name>`. In Nepali it reads as this report
// reads it. Registered here, with the reasons' words, wherever a report or a coded text is shown.
formatValues((name, value, language, message) => {
  if (language === "en" || name !== "reason" || !message.code.startsWith("imports.")) return value;
  const params: Record<string, string | number> = {};
  for (const [key, own] of Object.entries(message.params))
    if (key.startsWith("reason.")) params[key.slice("reason.".length)] = own;
  return reasonText({ code: String(value), params, message: String(value) });
});

export function Reasons({ reasons }: { reasons: readonly ImportReason[] }) {
  useMessages();
  return <Marked text={reasons.map(reasonText).join("; ")} />;
}

/** "12 read from f.xml: 9 pass, 2 refused, 1 not supported" in the reader's language. */
/** A file's report: its name, its counts, and how many of its questions pass. */
interface ReportProps {
  file: string;
  counts: ImportCounts;
  accepted: number;
}

export function ImportSummary({ file, counts, accepted }: ReportProps) {
  useMessages();
  return (
    <p role="status">
      <Marked
        text={t("summary", {
          read: counts.read,
          file,
          accepted,
          refused: counts.refused,
          unsupported: counts.unsupported,
        })}
      />
    </p>
  );
}

/** What the reader is told without anything refused: a conversion, a category given, feedback dropped. */
export function ImportNotes({ notes }: { notes: readonly ImportReason[] }) {
  const { t } = useMessages();
  if (!notes.length) return null;
  return (
    <div className="import-notes">
      <h3>{t("notesHeading")}</h3>
      <ul>
        {notes.map((note, i) => (
          <li key={i}>
            <Reasons reasons={[note]} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The blocks not imported, by line: refused ones with every reason, others with their type. */
export function RejectedTable({ file, counts }: { file: string; counts: ImportCounts }) {
  const { t, plural } = useMessages();
  if (!counts.rejected.length) return null;
  // A bank's report lists the first 200 blocks not imported and counts the rest.
  const unlisted = counts.unlisted ?? 0;
  return (
    <>
      <HeadedTable
        className="import-rejected"
        caption={<Marked text={t("rejectedCaption", { file })} />}
        columns={[t("line"), t("reason")]}
        scroll
      >
        {counts.rejected.map((r) => (
          <tr key={`${r.line}:${r.reason}`}>
            <td>{r.line}</td>
            <td>
              {r.kind === "unsupported" && t("notImported")}
              <Reasons reasons={r.reasons} />
            </td>
          </tr>
        ))}
      </HeadedTable>
      {unlisted > 0 && (
        <p className="import-unlisted">
          {plural("unlisted", unlisted, { shown: counts.rejected.length })}
        </p>
      )}
    </>
  );
}

/** The whole report of a file: the counts, the notes and the blocks not imported. */
export function ImportReportView({ file, counts, accepted }: ReportProps) {
  return (
    <>
      <ImportSummary file={file} counts={counts} accepted={accepted} />
      <ImportNotes notes={counts.notes} />
      <RejectedTable file={file} counts={counts} />
    </>
  );
}

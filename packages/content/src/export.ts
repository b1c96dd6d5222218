// Questions out to CSV, Aiken, GIFT or Moodle XML: pure functions (questions in, a file's text and
// what was left out out), so the command line and the site share them. Reading files in is import.ts.
import { writeAiken } from "./formats/aiken";
import { writeCsv } from "./formats/csv";
import { type Format } from "./formats/detect";
import { writeGift } from "./formats/gift";
import { writeMoodleXml } from "./formats/moodle-xml";
import { ExportRefusal, reason, type Reason } from "./formats/reasons";
import type { Question } from "@tayari/contracts/question";
import type { Passage } from "./question";

const WRITERS: Record<
  Format,
  (questions: readonly Question[], passages?: readonly Passage[]) => string
> = {
  csv: writeCsv,
  aiken: (questions) => writeAiken(questions),
  gift: writeGift,
  "moodle-xml": (questions, passages) => writeMoodleXml(questions, undefined, passages),
};

/** The formats that carry a passage shared by several questions (decision 221); Aiken cannot. */
export const PASSAGE_FORMATS: readonly Format[] = ["csv", "gift", "moodle-xml"];

/**
 * The questions (and the passages they name) as a file of the format; throws on the first question
 * it cannot write.
 */
export function writeQuestionFile(
  questions: readonly Question[],
  format: Format,
  passages: readonly Passage[] = [],
): string {
  return WRITERS[format](questions, passages);
}

export interface ExportResult {
  text: string;
  written: number;
  /** A question left out, or a figure the format cannot carry: by the question's id. */
  warnings: Reason[];
}

/**
 * The questions as a file of the format, leaving out (with a warning) those it cannot carry, and
 * naming each figure it cannot carry. `figureSvg` gives a figure's drawing (Moodle XML embeds it);
 * `passages`, those the questions stand on: CSV, GIFT and Moodle XML carry them (decision 221).
 */
export function exportQuestions(
  questions: readonly Question[],
  format: Format,
  figureSvg: (file: string) => string | null = () => null,
  passages: readonly Passage[] = [],
): ExportResult {
  const warnings: Reason[] = [];
  const given = new Set(passages.map((p) => p.id));
  const kept = questions.filter((q) => {
    // A question on a reading passage means nothing without it: where the format has no place
    // for the passage, or the passage is not given, it is left out, said.
    if (q.passage && !PASSAGE_FORMATS.includes(format)) {
      warnings.push(
        reason("left_out", {
          id: q.id,
          why: `it stands on reading passage "${q.passage}", which ${formatName(format)} cannot carry (CSV, GIFT and Moodle XML can)`,
        }),
      );
      return false;
    }
    if (q.passage && !given.has(q.passage)) {
      warnings.push(
        reason("left_out", {
          id: q.id,
          why: `it stands on reading passage "${q.passage}", which is not among the passages exported`,
        }),
      );
      return false;
    }
    try {
      WRITERS[format]([q]);
      return true;
    } catch (error) {
      if (!(error instanceof ExportRefusal)) throw error;
      warnings.push(reason("left_out", { id: q.id, why: error.why }));
      return false;
    }
  });
  for (const q of kept)
    if (q.figure && (format !== "moodle-xml" || figureSvg(q.figure.file) === null))
      warnings.push(
        reason("figure_dropped", {
          id: q.id,
          file: q.figure.file,
          format:
            format === "moodle-xml" ? "the figures folder, which lacks it," : formatName(format),
        }),
      );
  const text =
    format === "moodle-xml"
      ? writeMoodleXml(kept, figureSvg, passages)
      : WRITERS[format](kept, passages);
  return { text, written: kept.length, warnings };
}

const formatName = (format: Format) =>
  ({ csv: "CSV", aiken: "Aiken", gift: "GIFT", "moodle-xml": "Moodle XML" })[format];

import type { Question } from "@tayari/contracts/question";
import type { Reason } from "./reasons";

/** A question as a file gives it: no id yet (the target assigns one), maybe no category. */
export type DraftQuestion = Omit<Question, "id" | "category"> & { category: string | null };

/** Where a file names the category of the questions after it (GIFT's $CATEGORY, Moodle's). */
export interface FileCategory {
  /** As the file writes it: "$course$/top/Default for Physics/Optics". */
  path: string;
  /** The part that can be a category here ("Optics"), or null ("top", "Default for ..."). */
  name: string | null;
  line: number;
}

/** A figure a file carries with its question (Moodle XML's embedded SVG): its file is written too. */
export interface DraftFigure {
  file: string;
  alt: string;
  svg: string;
}

/**
 * One block of a file, with the line it starts on: a question, a question refused (with every
 * reason), or a block of another type that is not imported (with its type).
 */
export type ParsedItem =
  | {
      line: number;
      kind: "question";
      question: DraftQuestion;
      category?: FileCategory | null;
      figure?: DraftFigure;
      /** Feedback on wrong options, which has nowhere to go here. */
      feedbackDropped?: number;
      /** Wrong options with a penalty (a negative weight): the exam's marking sets penalties here. */
      penaltyDropped?: number;
    }
  | { line: number; kind: "refused" | "unsupported"; reasons: Reason[] };

/**
 * A passage as a file gives it (decision 221): CSV's passage columns, GIFT's and Moodle XML's
 * description tagged `passage:<id>`; the line it is given on.
 */
export interface DraftPassage {
  id: string;
  title?: string;
  text: string;
  line: number;
}

/** What a reader makes of a file: its blocks, its passages, and faults of the file as a whole. */
export interface ParsedFile {
  items: ParsedItem[];
  faults: Reason[];
  /** The passages the file gives, in its order; a question names one by `passage`. */
  passages?: DraftPassage[];
}

/** The tag that joins a question to its passage in GIFT and Moodle XML: `passage:<id>`. */
export const PASSAGE_TAG = "passage:";

/** The passages a question list names, each once, in the order first named. */
export function namedPassages<P extends { id: string }>(
  questions: readonly { passage?: string | undefined }[],
  passages: readonly P[],
): P[] {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const out = new Map<string, P>();
  for (const q of questions)
    if (q.passage && byId.has(q.passage) && !out.has(q.passage))
      out.set(q.passage, byId.get(q.passage)!);
  return [...out.values()];
}

export const LETTERS = ["A", "B", "C", "D", "E"] as const;

/** The answer written as a letter (A-E), the way every format here names it. */
export function answerLetter(question: Pick<Question, "options" | "answer">): string {
  const index = question.options.indexOf(question.answer);
  if (index < 0) throw new Error(`answer "${question.answer}" is not among the options`);
  return LETTERS[index]!;
}

/** A Moodle category path's last part that names a subject: not "top", not "Default for ...". */
export function categoryOfPath(path: string, line: number): FileCategory {
  const parts = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replace(/\/\//g, "/").trim())
    .filter((part) => part && !/^\$\w+\$$/.test(part) && part.toLowerCase() !== "top")
    .filter((part) => !/^default for\b/i.test(part));
  return { path: path.trim(), name: parts.at(-1) ?? null, line };
}

/**
 * The most characters a question may take in a file, with its options and feedback, markup and all
 * (its texts may hold at most 40,000 together): reading HTML or Markdown costs time in proportion,
 * and a file is read a question at a time between other requests (issue 47).
 */
export const QUESTION_SOURCE_MAX = 64 * 1024;

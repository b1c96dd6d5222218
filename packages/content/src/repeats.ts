// Repeats across the content (decision 170). Inside one bank or catalog subject, validate.ts reports
// a repeated text and a near-identical one with the same options; this adds the question reworded
// with reworded options (similar-questions.ts). Across banks and subjects, the same text word for
// word is allowed only where `shared-questions.json` lists it with its reason; a reworded copy in
// another bank or subject is counted, not refused: the syllabi overlap (the B.Sc.CSIT entrance
// asks Grade XII physics and chemistry) and the check lists them for the authors to thin out.
import { z } from "zod";
import { similarPairs, type SimilarPair } from "./similar-questions";
import { type Problem } from "./problem";
import { parse, shapeProblems } from "./shape-problems";
import { textKey } from "./text-checks";

/** The questions of one bank, or of one catalog subject, as the check reports them. */
export interface QuestionGroup {
  /** `banks/entrance.json`, `catalog/grade-x.json: grade-x-science`. */
  label: string;
  /** The file its problems are reported in: `banks/entrance.json`, `catalog/grade-x.json`. */
  file: string;
  /** The subject inside a catalog file (`grade-x-science`, `csit / csit-physics`), "" for a bank. */
  where: string;
  /** As read from the file: malformed ones are left to the question checks. */
  questions: readonly unknown[];
}

/** The allow-list of texts repeated on purpose, beside the banks and catalog folders. */
export const SHARED_QUESTIONS_FILE = "shared-questions.json";

const copySchema = z.object({ in: z.string().min(1), id: z.number().int().nonnegative() });

/** One text repeated on purpose: every copy, and why the same text stands in each place. */
export const sharedEntrySchema = z.object({
  reason: z.string().min(20, "say why the text is repeated, in a sentence"),
  copies: z.array(copySchema).min(2, "list every copy, at least two"),
});
export type SharedEntry = z.infer<typeof sharedEntrySchema>;

/** `shared-questions.json`: `{ "shared": [entry, ...] }`. */
export const sharedQuestionsSchema = z.object({ shared: z.array(z.unknown()) });

interface Located {
  group: QuestionGroup;
  id: number;
  question: string;
  answer: string;
}

/**
 * The questions compared: those with an id, a text and a key, and no passage. A passage's question
 * is read with its passage (decision 172), so the same words asked of two passages are not a repeat;
 * validate.ts compares them within their passage.
 */
const located = (groups: readonly QuestionGroup[]): Located[] =>
  groups.flatMap((group) =>
    group.questions.flatMap((raw) => {
      const q = raw as { id?: unknown; question?: unknown; answer?: unknown; passage?: unknown };
      return typeof q?.id === "number" &&
        typeof q.question === "string" &&
        typeof q.answer === "string" &&
        q.passage === undefined
        ? [{ group, id: q.id, question: q.question, answer: q.answer }]
        : [];
    }),
  );

const copyName = (copy: { in: string; id: number }) => `${copy.in} id ${copy.id}`;
const inGroup = (q: Located) => (q.group.where ? `${q.group.where}: ` : "");
const percent = (share: number) => `${Math.round(share * 100)}%`;

export interface RepeatsReport {
  /** Faults: reworded copies inside a bank or subject; unlisted repeats across them; a stale list. */
  problems: Problem[];
  /** The texts repeated on purpose, one line each, for content:check to list. */
  shared: string[];
  /** The same text word for word in two places, when no list is kept (a college's own folder). */
  unlisted: string[];
  /** Reworded copies in two different banks or subjects: counted, not refused. */
  reworded: SimilarPair<Located>[];
}

/**
 * Repeats among `groups`. With `list` (this repository's content) a text repeated across groups is
 * a fault unless listed there; without one (a folder of a college's own banks) such repeats are
 * only returned in `unlisted`, for a warning.
 */
export function checkRepeats(
  groups: readonly QuestionGroup[],
  list: { file: string; data: unknown } | null,
): RepeatsReport {
  const questions = located(groups);
  const report: RepeatsReport = { problems: [], shared: [], unlisted: [], reworded: [] };

  for (const pair of similarPairs(questions.map((q) => ({ ...q, item: q })))) {
    const { first, second } = pair;
    if (textKey(first.question) === textKey(second.question)) continue; // the same text, below
    if (first.group !== second.group) {
      report.reworded.push(pair);
      continue;
    }
    report.problems.push({
      file: second.group.file,
      id: second.id,
      reason:
        `${inGroup(second)}near-duplicate of id ${first.id}: the same question reworded (the ` +
        `same numbers and key, ${percent(pair.overlap)} of its words alike): rewrite one or remove it`,
    });
  }

  // The same text in two or more groups, by text key; repeats inside one group are validate.ts's.
  const byText = new Map<string, Located[]>();
  for (const q of questions) {
    const key = textKey(q.question);
    if (!key) continue;
    const copies = byText.get(key);
    if (!copies) byText.set(key, [q]);
    else if (!copies.some((c) => c.group === q.group)) copies.push(q);
  }
  const repeated = [...byText.values()].filter((copies) => copies.length > 1);

  const entries = list ? readList(list.file, list.data, report.problems) : null;
  const where = new Map(questions.map((q) => [copyName({ in: q.group.label, id: q.id }), q]));
  const listed = new Set<string>();
  entries?.forEach(([index, entry]) => {
    const copies = entry.copies.map((copy) => ({ copy, question: where.get(copyName(copy)) }));
    const fault = (reason: string) =>
      report.problems.push({ file: list!.file, id: null, reason: `shared[${index}]: ${reason}` });
    const missing = copies.filter((c) => !c.question).map((c) => copyName(c.copy));
    if (missing.length) return fault(`no question ${missing.join(", ")}: correct or remove it`);
    const keys = new Set(copies.map((c) => textKey(c.question!.question)));
    if (keys.size > 1)
      return fault(
        `${entry.copies.map(copyName).join(", ")} no longer share their text: remove the entry`,
      );
    for (const { copy } of copies) listed.add(copyName(copy));
    const text = copies[0]!.question!.question.replace(/\s+/g, " ");
    report.shared.push(
      `"${text.length > 60 ? `${text.slice(0, 59)}…` : text}": ${entry.copies.map(copyName).join(", ")}: ${entry.reason}`,
    );
  });

  for (const copies of repeated) {
    const names = copies.map((q) => copyName({ in: q.group.label, id: q.id }));
    if (names.every((name) => listed.has(name))) continue;
    if (!entries) {
      report.unlisted.push(names.join(", "));
      continue;
    }
    const [first, ...rest] = copies;
    for (const q of rest)
      report.problems.push({
        file: q.group.file,
        id: q.id,
        reason:
          `${inGroup(q)}same question text as id ${first!.id} in ${first!.group.label}: a text ` +
          `may stand in two banks or subjects only where ${list!.file} lists it with its reason; ` +
          `rewrite one or remove it`,
      });
  }
  return report;
}

/** The list's entries that parse, each with its place in the list; the others as problems. */
function readList(file: string, data: unknown, problems: Problem[]): [number, SharedEntry][] {
  const root = parse(sharedQuestionsSchema, data);
  if (!root.success) {
    problems.push(...shapeProblems(file, null, root.error, []));
    return [];
  }
  return root.data.shared.flatMap((raw, index): [number, SharedEntry][] => {
    const entry = parse(sharedEntrySchema, raw);
    if (entry.success) return [[index, entry.data]];
    problems.push(...shapeProblems(file, null, entry.error, ["shared", index]));
    return [];
  });
}

/** A reworded pair across groups, for `content:check --repeats`. */
export function formatReworded(pair: SimilarPair<Located>): string {
  const side = (q: Located) => `${q.group.label} id ${q.id}`;
  return `${side(pair.first)} and ${side(pair.second)} (${percent(pair.overlap)} alike)`;
}

import type { z } from "zod";
import type { BankSpec } from "./banks";
import { questionListSchema, setBankSchema, subjectBankSchema, type Question } from "./question";

export interface Problem {
  file: string;
  id: number | null;
  reason: string;
}

// Private use (BMP and planes 15-16), C0/C1 controls, the replacement character. Newlines are
// allowed in question text only (a passage or a code fragment).
const FORBIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\ue000-\uf8ff\ufffd]|[\udb80-\udbff][\udc00-\udfff]/u;
const FORBIDDEN_WITH_NEWLINE = /[\u0000-\u001f\u007f-\u009f\ue000-\uf8ff\ufffd]|[\udb80-\udbff][\udc00-\udfff]/u;

/** Lower-case words only, so "Which is the SI unit of force?" and "which is the si unit of force" match. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Edit distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

function zodProblems(file: string, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({ file, id: null, reason: `${issue.path.join(".") || "(file)"}: ${issue.message}` }));
}

/**
 * Every fault of one list of questions: keys, options, characters, categories, explanations,
 * duplicate ids and (near-)duplicate texts. `seen` carries ids and texts across a bank's parts.
 */
export function checkQuestions(
  file: string,
  questions: readonly Question[],
  allowed: readonly string[] | null,
  seen: { ids: Map<number, string>; texts: Map<string, number>; byOptions: Map<string, { id: number; text: string }[]> },
  where = "",
): Problem[] {
  const problems: Problem[] = [];
  for (const q of questions) {
    const add = (reason: string) => problems.push({ file, id: q.id, reason: where ? `${where}: ${reason}` : reason });

    if (seen.ids.has(q.id)) add(`duplicate id (also used ${seen.ids.get(q.id) || "earlier in this bank"})`);
    else seen.ids.set(q.id, where);

    if (!q.question.trim()) add("empty question text");
    if (q.options.length < 3 || q.options.length > 5) add(`has ${q.options.length} options; a question needs 3 to 5`);
    if (q.options.some((o) => !o.trim())) add("an option is empty");
    const lowered = q.options.map((o) => o.trim().toLowerCase());
    const repeated = lowered.filter((o, i) => o && lowered.indexOf(o) !== i);
    if (repeated.length) add(`duplicate options: ${[...new Set(repeated)].map((o) => JSON.stringify(o)).join(", ")}`);

    if (!q.answer.trim()) add("empty answer");
    else {
      const hits = q.options.filter((o) => o === q.answer).length;
      if (hits === 0) {
        const near = q.options.find((o) => o.trim().toLowerCase() === q.answer.trim().toLowerCase());
        add(`answer ${JSON.stringify(q.answer)} is not among the options${near ? ` (an option differs only in case or spaces: ${JSON.stringify(near)})` : ""}`);
      } else if (hits > 1) add(`answer ${JSON.stringify(q.answer)} matches ${hits} options`);
    }

    if (!q.explanation.trim()) add("missing explanation");

    if (FORBIDDEN_WITH_NEWLINE.test(q.question.replace(/\n/g, " "))) add("question text has a control, private-use or replacement character");
    for (const [field, value] of [["answer", q.answer], ["explanation", q.explanation], ...q.options.map((o, i) => [`option ${i + 1}`, o] as const)] as const) {
      if (FORBIDDEN.test(value)) add(`${field} has a control, private-use or replacement character`);
    }

    if (allowed) {
      if (!allowed.includes(q.category)) {
        const cased = allowed.find((c) => c.toLowerCase() === q.category.trim().toLowerCase());
        add(cased ? `category "${q.category}" is mis-cased; write "${cased}"` : `unknown category "${q.category}" (allowed: ${allowed.join(", ")})`);
      }
    } else if (q.category !== q.category.toLowerCase() || !q.category.trim()) {
      add(`category "${q.category}" must be lower-case and not empty`);
    }

    const text = normalise(q.question);
    const earlier = seen.texts.get(text);
    if (earlier !== undefined) add(`same question text as id ${earlier}`);
    else if (text) {
      seen.texts.set(text, q.id);
      // Near-duplicates: the same options and a text at most 3 edits away (long texts only, so that
      // short drill items such as tag questions, which differ by one word on purpose, are not flagged).
      const optionsKey = [...lowered].sort().join("\u0001");
      const group = seen.byOptions.get(optionsKey) ?? [];
      if (text.length > 30) {
        const twin = group.find((g) => g.text.length > 30 && editDistance(g.text, text, 3) <= 3);
        if (twin) add(`near-duplicate of id ${twin.id} (same options, question text differs by at most 3 characters)`);
      }
      group.push({ id: q.id, text });
      seen.byOptions.set(optionsKey, group);
    }
  }
  return problems;
}

const newSeen = () => ({ ids: new Map<number, string>(), texts: new Map<string, number>(), byOptions: new Map<string, { id: number; text: string }[]>() });

function countBy(questions: readonly Question[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const q of questions) counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
  return counts;
}

/** Every problem of one bank file's parsed JSON, against its entry in the manifest. */
export function validateBank(file: string, data: unknown, spec: BankSpec): { problems: Problem[]; questions: number } {
  const problems: Problem[] = [];
  const seen = newSeen();

  if (spec.shape === "sets") {
    const parsed = setBankSchema.safeParse(data);
    if (!parsed.success) return { problems: zodProblems(file, parsed.error), questions: 0 };
    const { sets } = parsed.data;
    if (sets.length !== spec.sets) problems.push({ file, id: null, reason: `has ${sets.length} sets; it needs ${spec.sets}` });
    sets.forEach((set, i) => {
      if (set.set !== i + 1) problems.push({ file, id: null, reason: `set ${i + 1} is numbered ${set.set}; number the sets 1, 2, 3 ...` });
      if (set.questions.length !== spec.setSize) problems.push({ file, id: null, reason: `set ${set.set} has ${set.questions.length} questions; it needs ${spec.setSize}` });
      problems.push(...checkQuestions(file, set.questions, spec.categories, seen, `set ${set.set}`));
    });
    return { problems, questions: sets.reduce((n, s) => n + s.questions.length, 0) };
  }

  if (spec.shape === "list") {
    const parsed = questionListSchema.safeParse(data);
    if (!parsed.success) return { problems: zodProblems(file, parsed.error), questions: 0 };
    const { questions } = parsed.data;
    problems.push(...checkQuestions(file, questions, spec.categories, seen));
    const counts = countBy(questions);
    for (const [category, count] of Object.entries(spec.exact ?? {})) {
      const have = counts.get(category) ?? 0;
      if (have !== count) problems.push({ file, id: null, reason: `has ${have} ${category} questions; it needs exactly ${count}` });
    }
    for (const [category, count] of Object.entries(spec.minimum ?? {})) {
      const have = counts.get(category) ?? 0;
      if (have < count) problems.push({ file, id: null, reason: `is short of its quota: ${have} ${category} questions, at least ${count} needed` });
    }
    if (spec.minTotal && questions.length < spec.minTotal) {
      problems.push({ file, id: null, reason: `is short of its quota: ${questions.length} questions, at least ${spec.minTotal} needed` });
    }
    if (spec.yearPapers) {
      for (let p = 0; p < spec.yearPapers.papers; p++) {
        const paper = questions.slice(p * spec.yearPapers.size, (p + 1) * spec.yearPapers.size);
        const missing = spec.categories.filter((c) => !paper.some((q) => q.category === c));
        if (paper.length < spec.yearPapers.size) problems.push({ file, id: null, reason: `year paper ${p + 1} has ${paper.length} questions; it needs ${spec.yearPapers.size}` });
        else if (missing.length) problems.push({ file, id: null, reason: `year paper ${p + 1} (questions ${p * spec.yearPapers.size}-${(p + 1) * spec.yearPapers.size - 1}) has no ${missing.join(", ")} question` });
      }
    }
    return { problems, questions: questions.length };
  }

  const parsed = subjectBankSchema.safeParse(data);
  if (!parsed.success) return { problems: zodProblems(file, parsed.error), questions: 0 };
  let total = 0;
  for (const [subject, topics] of Object.entries(parsed.data)) {
    const expected = spec.topics[subject];
    if (!expected) problems.push({ file, id: null, reason: `unknown subject "${subject}" (add it to the manifest in packages/content/src/banks.ts)` });
    for (const [topic, questions] of Object.entries(topics)) {
      total += questions.length;
      const size = expected?.[topic];
      if (expected && size === undefined) problems.push({ file, id: null, reason: `${subject}: unknown topic "${topic}"` });
      else if (size !== undefined && questions.length !== size) problems.push({ file, id: null, reason: `${subject}: ${topic} has ${questions.length} questions; it needs ${size}` });
      problems.push(...checkQuestions(file, questions, spec.categories, seen, `${subject} / ${topic}`));
    }
    for (const topic of Object.keys(expected ?? {})) {
      if (!(topic in topics)) problems.push({ file, id: null, reason: `${subject}: topic "${topic}" is missing` });
    }
  }
  for (const subject of Object.keys(spec.topics)) {
    if (!(subject in parsed.data)) problems.push({ file, id: null, reason: `subject "${subject}" is missing` });
  }
  return { problems, questions: total };
}

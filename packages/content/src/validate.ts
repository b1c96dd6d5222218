// The banks' checks: each bank shape (sets, list, subjects) with its quotas, and a college's private
// exam bank. The checks of each question are question-checks.ts.
import { z } from "zod";
import type { BankSpec, ListBankSpec, SetBankSpec, SubjectBankSpec } from "./banks";
import type { Question } from "@tayari/contracts/question";
import { questionInputSchema } from "@tayari/contracts/question-input";
import { drain, type Problem, type Steps } from "./problem";
import { checkQuestions, checkQuestionSteps, newBankMemory } from "./question-checks";
import { parse, parseQuestions, parseQuestionSteps, shapeProblems } from "./shape-problems";
import { quote } from "./text-checks";

const present = (questions: readonly (Question | null)[]) =>
  questions.filter((q): q is Question => q !== null);

function countBy(questions: readonly Question[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const q of questions) counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
  return counts;
}

const setFileSchema = z.object({ sets: z.array(z.unknown()) });
const setSchema = z.object({
  set: z.number().int().positive(),
  questions: z.array(z.unknown()),
});

function validateSets(file: string, data: unknown, spec: SetBankSpec): Problem[] {
  const root = parse(setFileSchema, data);
  if (!root.success) return shapeProblems(file, null, root.error, []);
  const problems: Problem[] = [];
  const memory = newBankMemory();
  const { sets } = root.data;
  if (sets.length !== spec.sets)
    problems.push({ file, id: null, reason: `has ${sets.length} sets; it needs ${spec.sets}` });
  sets.forEach((raw, i) => {
    const part = parse(setSchema, raw);
    if (!part.success) {
      problems.push(...shapeProblems(file, null, part.error, ["sets", i]));
      return;
    }
    const { set, questions: items } = part.data;
    if (set !== i + 1)
      problems.push({
        file,
        id: null,
        reason: `set ${i + 1} is numbered ${set}; number the sets 1 to ${spec.sets} in order`,
      });
    if (items.length !== spec.setSize)
      problems.push({
        file,
        id: null,
        reason: `set ${set} has ${items.length} questions; it needs ${spec.setSize}`,
      });
    const parsed = parseQuestions(file, items, ["sets", i, "questions"]);
    problems.push(...parsed.problems);
    problems.push(
      ...checkQuestions(file, present(parsed.questions), spec.categories, memory, `set ${set}`),
    );
  });
  return problems;
}

const listFileSchema = z.object({ questions: z.array(z.unknown()) });

/** A list bank's shape and question problems, and what parsed, for the bank-wide checks. */
function checkList(file: string, data: unknown, allowed: readonly string[] | null) {
  return drain(checkListSteps(file, data, allowed));
}

function* checkListSteps(
  file: string,
  data: unknown,
  allowed: readonly string[] | null,
  schema?: z.core.$ZodType<Question>,
) {
  const root = parse(listFileSchema, data);
  if (!root.success) return { problems: shapeProblems(file, null, root.error, []) };
  const parsed = yield* parseQuestionSteps(file, root.data.questions, ["questions"], schema);
  const questions = present(parsed.questions);
  const positions = parsed.questions.flatMap((q, i) => (q ? [i] : []));
  const problems = [
    ...parsed.problems,
    ...(yield* checkQuestionSteps(file, questions, allowed, newBankMemory(), "", positions)),
  ];
  return { problems, items: parsed.questions, questions, total: root.data.questions.length };
}

function validateList(file: string, data: unknown, spec: ListBankSpec): Problem[] {
  const list = checkList(file, data, spec.categories);
  if (!list.items) return list.problems;
  const { problems, questions } = list;
  const quota = (reason: string) => problems.push({ file, id: null, reason });

  const counts = countBy(questions);
  for (const [category, needed] of Object.entries(spec.exact ?? {})) {
    const have = counts.get(category) ?? 0;
    if (have < needed)
      quota(
        `has ${have} ${category} questions; it needs exactly ${needed} (${needed - have} short)`,
      );
    else if (have > needed)
      quota(
        `has ${have} ${category} questions; it needs exactly ${needed} (${have - needed} too many)`,
      );
  }
  for (const [category, needed] of Object.entries(spec.minimum ?? {})) {
    const have = counts.get(category) ?? 0;
    if (have < needed)
      quota(`is short of its quota: ${have} ${category} questions, at least ${needed} needed`);
  }
  const total = list.total;
  if (spec.minTotal !== undefined && total < spec.minTotal)
    quota(`is short of its quota: ${total} questions, at least ${spec.minTotal} needed`);

  if (spec.yearPapers) {
    const { firstYear, papers, size } = spec.yearPapers;
    for (let paper = 0; paper < papers; paper++) {
      const from = paper * size;
      const label = `year paper ${firstYear + paper} (questions ${from}-${from + size - 1})`;
      const slice = list.items.slice(from, from + size);
      if (slice.length < size) {
        quota(`${label} has ${slice.length} questions; it needs ${size}`);
        continue;
      }
      const missing = spec.categories.filter((c) => !slice.some((q) => q?.category === c));
      if (missing.length) quota(`${label} has no ${missing.join(", ")} question`);
    }
  }
  return problems;
}

const objectSchema = z.record(z.string(), z.unknown());
const topicSchema = z.array(z.unknown());

function validateSubjects(file: string, data: unknown, spec: SubjectBankSpec): Problem[] {
  const root = parse(objectSchema, data);
  if (!root.success) return shapeProblems(file, null, root.error, []);
  const problems: Problem[] = [];
  const add = (reason: string) => problems.push({ file, id: null, reason });
  const memory = newBankMemory();

  for (const [subject, rawTopics] of Object.entries(root.data)) {
    const expected = spec.subjects[subject];
    if (!expected)
      add(
        `unknown subject ${quote(subject)} (known: ${Object.keys(spec.subjects).join(", ")}; ` +
          `a new subject is added with its categories and topics in packages/content/src/banks.ts)`,
      );
    const topics = parse(objectSchema, rawTopics);
    if (!topics.success) {
      problems.push(...shapeProblems(file, null, topics.error, [subject]));
      continue;
    }
    for (const [topic, rawQuestions] of Object.entries(topics.data)) {
      const items = parse(topicSchema, rawQuestions);
      if (!items.success) {
        problems.push(...shapeProblems(file, null, items.error, [subject, topic]));
        continue;
      }
      const size = expected?.topics[topic];
      if (expected && size === undefined)
        add(
          `${subject}: unknown topic ${quote(topic)} (known: ${Object.keys(expected.topics).join(", ")})`,
        );
      else if (size !== undefined && items.data.length !== size)
        add(`${subject} / ${topic} has ${items.data.length} questions; it needs ${size}`);
      const parsed = parseQuestions(file, items.data, [subject, topic]);
      problems.push(...parsed.problems);
      problems.push(
        ...checkQuestions(
          file,
          present(parsed.questions),
          expected?.categories ?? null,
          memory,
          `${subject} / ${topic}`,
        ),
      );
    }
    for (const topic of Object.keys(expected?.topics ?? {})) {
      if (!(topic in topics.data)) add(`${subject}: topic ${quote(topic)} is missing`);
    }
  }
  for (const subject of Object.keys(spec.subjects)) {
    if (!(subject in root.data)) add(`subject ${quote(subject)} is missing`);
  }
  return problems;
}

/**
 * Every problem of one bank, given its parsed JSON and its manifest entry. Pure: the caller reads
 * the file. `file` is the label each problem carries, e.g. `banks/science-exam.json`.
 */
export function validateBank(file: string, data: unknown, spec: BankSpec): Problem[] {
  switch (spec.shape) {
    case "sets":
      return validateSets(file, data, spec);
    case "list":
      return validateList(file, data, spec);
    case "subjects":
      return validateSubjects(file, data, spec);
  }
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !isList(value);

/** How many questions a bank holds, counting malformed ones; 0 when its shape is unreadable. */
export function countQuestions(data: unknown, spec: BankSpec): number {
  if (!isObject(data)) return 0;
  if (spec.shape === "list") return isList(data.questions) ? data.questions.length : 0;
  if (spec.shape === "sets") {
    if (!isList(data.sets)) return 0;
    return data.sets.reduce<number>(
      (n, set) => n + (isObject(set) && isList(set.questions) ? set.questions.length : 0),
      0,
    );
  }
  let n = 0;
  for (const topics of Object.values(data)) {
    if (!isObject(topics)) continue;
    for (const questions of Object.values(topics)) if (isList(questions)) n += questions.length;
  }
  return n;
}

/** A private exam bank needs at least this many questions to make a paper. */
export const EXAM_BANK_MIN_QUESTIONS = 1;

/**
 * A college's private exam bank: the list shape (`{ "questions": [...] }`) with the same question
 * checks as the product's banks; its categories are the examiner's own, so only lower-case is asked.
 */
export function validateExamBank(file: string, data: unknown): Problem[] {
  return drain(examBankSteps(file, data)).problems;
}

/**
 * validateExamBank a question at a time, with the questions as they are to be kept: each parsed by
 * `questionInputSchema`, so only the bank format's fields remain (a `math` tree or any other field
 * sent beside them is dropped: the server builds the maths from the LaTeX) and every text follows
 * the one text rule (issue 29: "stored as derived, never as sent").
 */
export function* examBankSteps(
  file: string,
  data: unknown,
): Steps<{ problems: Problem[]; questions: Question[] }> {
  const { problems, total, questions } = yield* checkListSteps(
    file,
    data,
    null,
    questionInputSchema as z.core.$ZodType<Question>,
  );
  if (total !== undefined && total < EXAM_BANK_MIN_QUESTIONS)
    problems.push({ file, id: null, reason: "holds no questions" });
  return { problems, questions: questions ?? [] };
}

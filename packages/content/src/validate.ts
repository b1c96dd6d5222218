import { z } from "zod";
import type { BankSpec, ListBankSpec, SetBankSpec, SubjectBankSpec } from "./banks";
import type { Question } from "@tayari/contracts/question";
import { QUESTION_LIMITS, questionInputSchema } from "@tayari/contracts/question-input";
import { MESSAGES } from "@tayari/contracts/messages/all";
import { renderText } from "@tayari/contracts/messages/text";
import { questionTextFaults } from "./math-tree";
import { IMPORT_REASONS, type ReasonCode, type ReasonParams } from "./formats/reasons";
import { NearDuplicateIndex } from "./near-duplicates";
import { contentQuestionSchema } from "./question";

/**
 * A check that does its work a step at a time (a step per question): `drain` runs it at once (the
 * command line), the server runs it in slices between which other requests are answered (issue 29:
 * a bank's check must never hold the event loop for more than 100 ms).
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs a stepped check to its end at once. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** One fault in the content: which file, which question (when it is about one), and why. */
export interface Problem {
  file: string;
  id: number | null;
  reason: string;
  /** The reason as a code (the checks an import meets too); `reason` is its English text. */
  code?: ReasonCode;
  params?: ReasonParams;
  /** The question's place in its list, from 0, where the check knows it (a list bank's question). */
  position?: number;
}

/** `banks/<file>: id <id>: <reason>`, or `banks/<file>: <reason>` for a problem of the whole file. */
export function formatProblem(problem: Problem): string {
  return problem.id === null
    ? `${problem.file}: ${problem.reason}`
    : `${problem.file}: id ${problem.id}: ${problem.reason}`;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

/** Lower-case letters and digits only, so "What's the SI-unit?" and "whats the si unit" compare. */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * What duplicate question texts share: letters, digits and symbols, lower-case, so "S.I. unit" and
 * "SI unit", "well-known" and "well known" give the same key. Marks that change what a question
 * asks are kept: operators ("2 + 3" is not "2 × 3"), a minus ("x - 3" is not "x 3") and a prime
 * after a lone letter or a bracket ("A + A'B" is not "A + AB"), unlike an apostrophe in a word.
 */
export function textKey(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/((?<![\p{L}\p{N}])\p{L}|\))['\u2019\u2032]/gu, "$1\u2032")
    .replace(/(?<!\p{L})-|-(?!\p{L})/gu, "\u2212")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{S}\u2032]+/gu, "");
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

/** The kinds of character a student must never see: a code (the site names it), and its English. */
const ODD_KINDS = {
  control: "control character",
  private_use: "private-use character",
  replacement: "replacement character",
  surrogate: "unpaired surrogate",
} as const;
type OddKind = keyof typeof ODD_KINDS;

/**
 * What kind of character a student must never see, or null for an ordinary one: controls (C0, DEL,
 * C1), private-use code points (U+E000-U+F8FF, planes 15 and 16: an icon font's glyphs that render
 * as boxes), the replacement character U+FFFD and unpaired surrogates (text that was decoded wrongly).
 */
function oddKind(codePoint: number): OddKind | null {
  if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) return "control";
  if ((codePoint >= 0xe000 && codePoint <= 0xf8ff) || codePoint >= 0xf0000) return "private_use";
  if (codePoint === 0xfffd) return "replacement";
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return "surrogate";
  return null;
}

/** `oddKind` in English ("control character"), or null. */
export function oddCharacterKind(codePoint: number): string | null {
  const kind = oddKind(codePoint);
  return kind && ODD_KINDS[kind];
}

/** The odd characters in `text`, each once: its kind and its code point (`U+E000`). */
function oddCharacterList(text: string, { allowNewline = false } = {}): [OddKind, string][] {
  const found = new Map<string, [OddKind, string]>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (allowNewline && codePoint === 0x0a) continue;
    const kind = oddKind(codePoint);
    if (kind) found.set(`${kind} ${hex(codePoint)}`, [kind, hex(codePoint)]);
  }
  return [...found.values()];
}

/** An odd character in English: `private-use character U+E000`. */
const describeOdd = ([kind, codePoint]: [OddKind, string]) => `${ODD_KINDS[kind]} ${codePoint}`;

/** Descriptions of the odd characters in `text`, e.g. `private-use character U+E000`. */
export const oddCharacters = (text: string, options: { allowNewline?: boolean } = {}) =>
  oddCharacterList(text, options).map(describeOdd);

/**
 * The odd characters of `text` as a reason's values, or null where there are none: `kinds` in
 * English (the command prints it), `odd` as codes (`private_use U+E000`) for the site's languages.
 */
export function oddParams(
  text: string,
  options: { allowNewline?: boolean } = {},
): { kinds: string; odd: string } | null {
  const odd = oddCharacterList(text, options);
  return odd.length
    ? { kinds: odd.map(describeOdd).join(", "), odd: odd.map((pair) => pair.join(" ")).join(", ") }
    : null;
}

/** The longest text a reason quotes whole; a longer one is cut with "…" (bounded reports: issue 29). */
const QUOTE_MAX = 200;

/** A text quoted for a reason line, odd characters spelled as escapes so the line prints. */
function quote(text: string): string {
  let out = "";
  const shown = text.length > QUOTE_MAX ? `${[...text.slice(0, QUOTE_MAX)].join("")}…` : text;
  for (const character of JSON.stringify(shown)) {
    const codePoint = character.codePointAt(0)!;
    out += oddCharacterKind(codePoint) ? `\\u{${codePoint.toString(16)}}` : character;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shape problems: zod issues as readable reasons

type PathKey = PropertyKey;

/**
 * A question's own field as a person counts: `option 3` for `options[2]`, `figure.alt` as it is.
 * Inside a question an index is only ever an option's (issue 46: "options.2" read as the third
 * option only to a programmer).
 */
export function questionFieldName(path: readonly PathKey[]): string {
  if (path[0] === "options" && typeof path[1] === "number")
    return [`option ${path[1] + 1}`, ...path.slice(2).map(String)].join(".");
  return formatPath(path);
}

/** `sets[1].questions[3].answer`, `English["Tag Questions"][0]`. */
export function formatPath(path: readonly PathKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key))
      out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || "the file";
}

const EXPECTED: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  array: "a list",
  object: "an object",
  record: "an object",
};

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `the string ${quote(value.slice(0, 40))}`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return `a value of type ${typeof value}`;
}

function issueReason(issue: z.core.$ZodIssue, prefix: readonly PathKey[]): string {
  const where = formatPath([...prefix, ...issue.path]);
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return `${where} is missing`;
    const expected = EXPECTED[issue.expected] ?? issue.expected;
    return `${where} should be ${expected}, not ${describeValue(issue.input)}`;
  }
  if (issue.code === "too_small" && issue.origin === "number")
    return `${where} should be ${issue.inclusive ? "at least" : "more than"} ${String(issue.minimum)}`;
  // The text rule and the question limits give a code as the message (packages/contracts).
  if (Object.hasOwn(MESSAGES, issue.message)) {
    const text = MESSAGES[issue.message as keyof typeof MESSAGES];
    const values = (issue as { params?: Record<string, string | number> }).params ?? {};
    const rendered = renderText(text, { field: where, ...values } as never);
    return JSON.stringify(text).includes("{field}") ? rendered : `${where}: ${rendered}`;
  }
  return `${where}: ${issue.message}`;
}

/** What a value is, as a code a reason's text names in the reader's language (reasons.ts). */
function valueKind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  return typeof value === "object" ? "object" : typeof value;
}

/** The letter a single backslash was written before, by the control character JSON made of it. */
const JSON_ESCAPES: Record<number, string> = {
  0x08: "b",
  0x09: "t",
  0x0a: "n",
  0x0c: "f",
  0x0d: "r",
};

/**
 * LaTeX commands that start with a letter JSON reads after a backslash (b, f, n, r, t): written
 * with one backslash in a JSON file, `"$\\theta$"` arrives as a tab and "heta" and shows "heta".
 */
const ESCAPED_COMMANDS = new Set(
  (
    "beta bar binom bf boldsymbol big bigg bigl bigr bullet because bot backslash begin bmod " +
    "frac forall flat frown " +
    "nu neq ne nabla not neg newline ni nleq ngeq notin nexists nmid nparallel " +
    "rho right rightarrow rangle rfloor rceil rm rbrace rVert " +
    "theta tau times tan tanh text textbf textit textrm to top tilde therefore triangle tfrac " +
    "tbinom textstyle"
  ).split(" "),
);

/**
 * A control character that JSON made of a LaTeX command written with one backslash (`"\\frac"`
 * read as a form feed and "rac"): the character and the command as it was likely meant. A form
 * feed or a backspace before letters anywhere; a tab, a line break or a return (which a text may
 * hold) only inside maths (`$...$`) and before the rest of a command's name.
 */
export function jsonEscapeMeant(
  text: unknown,
): { character: string; meant: string; json: string } | null {
  // eslint-disable-next-line no-control-regex -- the control characters JSON's escapes make
  if (typeof text !== "string" || !/[\x08\x09\x0a\x0c\x0d]/.test(text)) return null;
  const meant = (at: number, letters: string) => {
    const code = text.charCodeAt(at);
    const command = `${JSON_ESCAPES[code]}${letters}`;
    return {
      character: `U+${code.toString(16).toUpperCase().padStart(4, "0")}`,
      meant: `\\${command}`,
      json: `"\\\\${command}"`,
    };
  };
  // eslint-disable-next-line no-control-regex -- a backspace or a form feed: never meant in a text
  const always = /[\x08\x0c]([A-Za-z]+)/.exec(text);
  if (always) return meant(always.index, always[1]!);
  // Maths spans: between a `$` and the next (an escaped `\\$` is no delimiter).
  let inMaths = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "$" && text[i - 1] !== "\\") inMaths = !inMaths;
    else if (inMaths && (c === "\t" || c === "\n" || c === "\r")) {
      const letters = /^[A-Za-z]+/.exec(text.slice(i + 1, i + 20))?.[0];
      if (letters && ESCAPED_COMMANDS.has(JSON_ESCAPES[text.charCodeAt(i)]! + letters))
        return meant(i, letters);
    }
  }
  return null;
}

/** The value at `path` in `item` (a question as sent), if any. */
function valueAt(item: unknown, path: readonly PropertyKey[]): unknown {
  let value = item;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A missing or wrongly typed field as a coded reason, so the site can say it in the examiner's
 * language: `field` is its path within the question (the whole path when the question has no id),
 * `expected` and `found` are codes. An absent explanation is a missing explanation, as an empty
 * one is. Other shape faults keep only their English `reason`.
 */
function issueCode(
  issue: z.core.$ZodIssue,
  id: number | null,
  prefix: readonly PathKey[],
  item?: unknown,
): Pick<Problem, "code" | "params"> {
  const field =
    id === null ? formatPath([...prefix, ...issue.path]) : questionFieldName(issue.path);
  if (issue.code !== "invalid_type") {
    // The text rule's refusal, as its own code and values, so the site says it in Nepali too.
    if (!issue.message.startsWith("input.") || !Object.hasOwn(MESSAGES, issue.message)) return {};
    const values = (issue as { params?: Record<string, string | number> }).params ?? {};
    const escape =
      issue.message === "input.textControl" ? jsonEscapeMeant(valueAt(item, issue.path)) : null;
    if (escape) return { code: "json_backslash", params: { field, ...escape } };
    const text = renderText(MESSAGES[issue.message as keyof typeof MESSAGES], {
      field,
      ...values,
    } as never);
    return { code: "field_rule", params: { ...values, field, rule: issue.message, text } };
  }
  if (issue.input === undefined)
    return id !== null && field === "explanation"
      ? { code: "missing_explanation", params: {} }
      : { code: "field_missing", params: { field } };
  const found = valueKind(issue.input);
  const value =
    typeof issue.input === "string"
      ? quote(issue.input.slice(0, 40))
      : typeof issue.input === "number" || typeof issue.input === "boolean"
        ? String(issue.input)
        : undefined;
  return {
    code: "field_type",
    params: { field, expected: issue.expected, found, ...(value !== undefined ? { value } : {}) },
  };
}

/** Zod issues as problems: `sets[1].questions[3].answer is missing`. */
export function shapeProblems(
  file: string,
  id: number | null,
  error: z.ZodError,
  prefix: readonly PathKey[],
  /** The value that was parsed, for a fault that quotes it. */
  item?: unknown,
): Problem[] {
  // A field of the wrong type is said once: not also too long or too short (a text for a list).
  const mistyped = new Set(
    error.issues.filter((i) => i.code === "invalid_type").map((i) => formatPath(i.path)),
  );
  const issues = error.issues.filter(
    (i) => i.code === "invalid_type" || !mistyped.has(formatPath(i.path)),
  );
  return issues.map((issue) => {
    const coded = issueCode(issue, id, prefix, item);
    const reason =
      coded.code === "json_backslash"
        ? `${formatPath([...prefix, ...issue.path])}: ${IMPORT_REASONS.json_backslash(coded.params!)}`
        : issueReason(issue, prefix);
    return { file, id, reason, ...coded };
  });
}

/**
 * The checks of a question's options and answer that its schema's refusal would leave unsaid (an
 * empty third option kept the key that names no option from being reported, issue 46), where the
 * fields they read are of the right type.
 */
function rawQuestionProblems(
  file: string,
  id: number | null,
  item: unknown,
  error: z.ZodError,
): Problem[] {
  if (id === null || item === null || typeof item !== "object") return [];
  const { options, answer } = item as { options?: unknown; answer?: unknown };
  if (!Array.isArray(options) || !options.every((o) => typeof o === "string")) return [];
  const faulted = new Set(error.issues.map((issue) => issue.path.join(".")));
  const problems: Problem[] = [];
  const add = (code: ReasonCode, params: ReasonParams) =>
    problems.push({ file, id, reason: IMPORT_REASONS[code](params), code, params });
  const lowered = options.map((option) => option.trim().toLowerCase());
  const repeated = new Set(lowered.filter((o, i) => o && lowered.indexOf(o) !== i));
  if (repeated.size && !faulted.has("options"))
    add("duplicate_options", { options: [...repeated].map(quote).join(", ") });
  if (typeof answer === "string" && answer.trim() && !faulted.has("answer")) {
    if (!options.includes(answer)) {
      const key = answer.trim().toLowerCase();
      const close = options.find((option) => option.trim().toLowerCase() === key);
      add("answer_not_option", { answer: quote(answer), close: close ? quote(close) : "" });
    }
  }
  return problems;
}

/** safeParse that keeps the offending value, so a reason can say what was found. */
export function parse<T>(schema: z.core.$ZodType<T>, data: unknown) {
  return z.safeParse(schema, data, { reportInput: true });
}

/** The id of something that failed to parse as a question, when it has a usable one. */
function rawId(item: unknown): number | null {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === "number" && Number.isInteger(id) ? id : null;
}

/**
 * Parses each question on its own, so one malformed question is reported (with its id and the
 * path of the bad field) while the others are still checked. Positions are kept: a malformed
 * question is null.
 */
export function parseQuestions(
  file: string,
  items: readonly unknown[],
  prefix: readonly PathKey[],
): { questions: (Question | null)[]; problems: Problem[] } {
  return drain(parseQuestionSteps(file, items, prefix));
}

/** parseQuestions a question at a time. */
export function* parseQuestionSteps(
  file: string,
  items: readonly unknown[],
  prefix: readonly PathKey[],
  schema: z.core.$ZodType<Question> = contentQuestionSchema,
): Steps<{ questions: (Question | null)[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const questions: (Question | null)[] = [];
  for (const [index, item] of items.entries()) {
    const parsed = parse(schema, item);
    if (parsed.success) questions.push(parsed.data);
    else {
      const id = rawId(item);
      for (const problem of [
        ...shapeProblems(file, id, parsed.error, [...prefix, index], item),
        ...rawQuestionProblems(file, id, item, parsed.error),
      ])
        problems.push(Object.assign(problem, { position: index }));
      questions.push(null);
    }
    yield;
  }
  return { questions, problems };
}

// ---------------------------------------------------------------------------------------------
// Question checks

/** What a bank has seen so far, so duplicates are found across its sets or topics. */
export interface BankMemory {
  ids: Map<number, string>;
  texts: Map<string, { id: number; where: string }>;
  /** Questions with the same options and answer, for the near-duplicate rule. */
  byOptions: Map<string, NearDuplicateIndex<{ id: number; where: string }>>;
}

export function newBankMemory(): BankMemory {
  return { ids: new Map(), texts: new Map(), byOptions: new Map() };
}

/**
 * The parts of `q` longer than a question's limits (QUESTION_LIMITS: issue 29, a 100,000-character
 * category was stored and shown), each as a reason.
 */
export function lengthFaults(q: Question): string[] {
  const faults: string[] = [];
  const check = (what: string, text: string, max: number) => {
    if (text.length > max)
      faults.push(
        `${what} is ${text.length.toLocaleString("en")} characters long: at most ${max.toLocaleString("en")}`,
      );
  };
  check("the category", q.category, QUESTION_LIMITS.category);
  check("the question", q.question, QUESTION_LIMITS.question);
  q.options.forEach((option, i) => check(`option ${i + 1}`, option, QUESTION_LIMITS.option));
  check("the answer", q.answer, QUESTION_LIMITS.option);
  check("the explanation", q.explanation, QUESTION_LIMITS.explanation);
  if (q.figure) check("the figure's text", q.figure.alt, QUESTION_LIMITS.figureAlt);
  return faults;
}

/**
 * Category names an object cannot hold as data: a category becomes a key of the counts, the quotas
 * and the custom marks, and "__proto__" is dropped there (a zod record drops it; `counts[c] = n`
 * sets the prototype instead). Refused with a reason (issue 29); "constructor" or "tostring" are
 * ordinary names, counted in Maps.
 */
export const RESERVED_CATEGORIES: ReadonlySet<string> = new Set(["__proto__"]);

/** Near-duplicates: both text keys (see `textKey`) longer than this ... */
export const NEAR_DUPLICATE_MIN_LENGTH = 30;
/** ... and at most this many character edits apart (with the same options and answer). */
export const NEAR_DUPLICATE_MAX_EDITS = 3;

/**
 * Every fault of one list of questions: ids, options, answer, characters, category, explanation,
 * duplicate and near-duplicate texts. `allowed` is the bank's category list, or null to require
 * only a lower-case category. `where` (e.g. "set 2") prefixes each reason.
 */
export function checkQuestions(
  file: string,
  questions: readonly Question[],
  allowed: readonly string[] | null,
  memory: BankMemory,
  where = "",
): Problem[] {
  return drain(checkQuestionSteps(file, questions, allowed, memory, where));
}

/** The most characters a field of a question may hold. */
const limitOf = (field: ReasonParams) =>
  field.field === "question"
    ? QUESTION_LIMITS.question
    : field.field === "explanation"
      ? QUESTION_LIMITS.explanation
      : QUESTION_LIMITS.option;

/** checkQuestions a question at a time. */
export function* checkQuestionSteps(
  file: string,
  questions: readonly Question[],
  allowed: readonly string[] | null,
  memory: BankMemory,
  where = "",
  /** Each question's place in its list (from 0), when some of the list did not parse. */
  positions?: readonly number[],
): Steps<Problem[]> {
  const problems: Problem[] = [];
  for (const [index, q] of questions.entries()) {
    yield;
    const position = positions?.[index];
    const add = (code: ReasonCode, params: ReasonParams = {}) => {
      const reason = IMPORT_REASONS[code](params);
      problems.push({
        file,
        id: q.id,
        reason: where ? `${where}: ${reason}` : reason,
        code,
        params,
        ...(position !== undefined ? { position } : {}),
      });
    };

    const firstUse = memory.ids.get(q.id);
    if (firstUse !== undefined) add("duplicate_id", { where: firstUse ?? "" });
    else memory.ids.set(q.id, where);

    if (!q.question.trim()) add("empty_text");
    for (const fault of lengthFaults(q))
      problems.push({
        file,
        id: q.id,
        reason: where ? `${where}: ${fault}` : fault,
        ...(position !== undefined ? { position } : {}),
      });

    if (q.options.length < 3 || q.options.length > 5)
      add("option_count", { count: q.options.length });
    q.options.forEach((option, i) => {
      if (!option.trim()) add("option_empty", { n: i + 1 });
    });
    const lowered = q.options.map((option) => option.trim().toLowerCase());
    const repeated = new Set(lowered.filter((o, i) => o && lowered.indexOf(o) !== i));
    if (repeated.size) add("duplicate_options", { options: [...repeated].map(quote).join(", ") });

    if (!q.answer.trim()) add("empty_answer");
    else {
      const hits = q.options.filter((option) => option === q.answer).length;
      if (hits === 0) {
        const key = q.answer.trim().toLowerCase();
        const close = q.options.find((option) => option.trim().toLowerCase() === key);
        add("answer_not_option", { answer: quote(q.answer), close: close ? quote(close) : "" });
      } else if (hits > 1) add("answer_many", { answer: quote(q.answer), hits });
    }

    if (!q.explanation.trim()) add("missing_explanation");

    const fields: [ReasonParams, string, boolean][] = [
      [{ field: "question" }, q.question, true],
      ...q.options.map((option, i): [ReasonParams, string, boolean] => [
        { field: "option", n: i + 1 },
        option,
        false,
      ]),
      [{ field: "answer" }, q.answer, false],
      [{ field: "explanation" }, q.explanation, false],
    ];
    for (const [field, value, allowNewline] of fields) {
      // A tab or a line break where a LaTeX command's backslash was (one backslash in JSON).
      // Said alone: the stray character and the maths it broke follow from it.
      const escape = jsonEscapeMeant(value);
      if (escape) {
        add("json_backslash", { ...field, ...escape });
        continue;
      }
      const odd = oddParams(value, { allowNewline });
      if (odd) add("odd_characters", { ...field, ...odd });
      // The answer is one of the options, already checked. A text over its length is refused
      // already: its maths are not read (a megabyte of formulas took a second, issue 47).
      if (field.field !== "answer" && value.length <= limitOf(field))
        for (const fault of questionTextFaults(value)) add("text_fault", { ...field, fault });
    }

    if (RESERVED_CATEGORIES.has(q.category.trim().toLowerCase())) {
      add("category_reserved", { category: quote(q.category) });
    } else if (allowed) {
      if (!allowed.includes(q.category)) {
        const key = q.category.trim().toLowerCase();
        const meant = allowed.find((category) => category.toLowerCase() === key);
        if (meant) add("category_miscased", { category: quote(q.category), meant: quote(meant) });
        else add("category_unknown", { category: quote(q.category), allowed: allowed.join(", ") });
      }
    } else if (!q.category.trim() || q.category !== q.category.toLowerCase()) {
      add("category_case", { category: quote(q.category) });
    }

    if (q.question.length > QUESTION_LIMITS.question) continue;
    const questionKey = textKey(q.question);
    if (!questionKey) continue;
    // A passage's questions are read with it (decision 172): the same words asked of two passages
    // ("What is the main idea of the passage?") are two questions.
    const passage = (q as { passage?: unknown }).passage;
    const text =
      typeof passage === "string" ? `${where}\u0001${passage}\u0001${questionKey}` : questionKey;
    const twin = memory.texts.get(text);
    if (twin) {
      add("same_text", { otherId: twin.id, where: twin.where !== where ? twin.where : "" });
      continue;
    }
    memory.texts.set(text, { id: q.id, where });

    if (text.length <= NEAR_DUPLICATE_MIN_LENGTH) continue;
    const key = [...lowered].sort().join("\u0001") + "\u0002" + q.answer.trim().toLowerCase();
    let group = memory.byOptions.get(key);
    if (!group)
      memory.byOptions.set(key, (group = new NearDuplicateIndex(NEAR_DUPLICATE_MAX_EDITS)));
    const near = group.find(text);
    if (near)
      add("near_duplicate", {
        otherId: near.item.id,
        where: near.item.where !== where ? near.item.where : "",
        edits: near.edits,
      });
    group.add(text, { id: q.id, where });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Banks

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

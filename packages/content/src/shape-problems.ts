// Shape problems: zod issues as readable reasons, and parsing a list of questions one by one so
// that a malformed question is reported while the others are still checked.
import { z } from "zod";
import type { Question } from "@tayari/contracts/question";
import { MESSAGES } from "@tayari/contracts/messages/all";
import { renderText } from "@tayari/contracts/messages/text";
import { IMPORT_REASONS, type ReasonCode, type ReasonParams } from "./formats/reasons";
import { drain, type Problem, type Steps } from "./problem";
import { contentQuestionSchema } from "./question";
import { quote } from "./text-checks";

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

// The checks of one list of questions: ids, options, answer, characters, category, explanation,
// duplicate and near-duplicate texts.
import type { Question } from "@tayari/contracts/question";
import { QUESTION_LIMITS } from "@tayari/contracts/question-input";
import { questionTextFaults } from "./math-tree";
import { IMPORT_REASONS, type ReasonCode, type ReasonParams } from "./formats/reasons";
import { NearDuplicateIndex } from "./near-duplicates";
import { drain, type Problem, type Steps } from "./problem";
import { jsonEscapeMeant } from "./shape-problems";
import { oddParams, quote, textKey } from "./text-checks";

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

// Aiken: the question's lines, its options "A. ..." (or "A) ..."), then "ANSWER: B". Aiken has no
// explanation; ours travels in an "EXPLANATION: ..." line right after ANSWER (decision 0020), and a
// question without one is rejected, since every question needs an explanation.
import type { Question } from "@tayari/contracts/question";
import { answerLetter, LETTERS, type ParsedItem } from "./types";

const OPTION = /^([A-Z])[.)][ \t]+(.*)$/;
const ANSWER = /^ANSWER:[ \t]*(.*)$/i;
const EXPLANATION = /^EXPLANATION:[ \t]*(.*)$/i;

interface Open {
  line: number;
  text: string[];
  options: string[];
  answer: string | null;
}

export function parseAiken(text: string, category: string | null = null): ParsedItem[] {
  const items: ParsedItem[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n?|\n/);
  let open: Open | null = null;
  let skipping = false;

  const fail = (at: Open, fault: string) => {
    items.push({ line: at.line, fault });
    open = null;
    skipping = true;
  };
  const finish = (at: Open, explanation: string | null) => {
    open = null;
    if (at.answer === null) return items.push({ line: at.line, fault: "has no ANSWER: line" });
    if (explanation === null)
      return items.push({
        line: at.line,
        fault:
          "has no EXPLANATION: line after its ANSWER: line (every question needs an explanation)",
      });
    const letter = LETTERS.indexOf(at.answer.toUpperCase() as (typeof LETTERS)[number]);
    if (letter < 0 || letter >= at.options.length)
      return items.push({
        line: at.line,
        fault: `ANSWER: ${at.answer} names no option (options A to ${LETTERS[at.options.length - 1] ?? "?"})`,
      });
    items.push({
      line: at.line,
      question: {
        category,
        question: at.text.join("\n").replace(/\s+$/, ""),
        options: at.options,
        answer: at.options[letter]!,
        explanation,
      },
    });
  };

  lines.forEach((raw, index) => {
    const line = raw.replace(/\s+$/, "");
    const current = open as Open | null;
    if (skipping) {
      if (!line) skipping = false;
      return;
    }
    if (!current) {
      if (line) open = { line: index + 1, text: [raw], options: [], answer: null };
      return;
    }
    const option = OPTION.exec(line);
    const expected = LETTERS[current.options.length];
    if (current.answer !== null) {
      const explanation = EXPLANATION.exec(line);
      finish(current, explanation ? explanation[1]! : null);
      if (!explanation && line) open = { line: index + 1, text: [raw], options: [], answer: null };
      return;
    }
    if (option && option[1] === expected) {
      current.options.push(option[2]!);
      return;
    }
    const answer = ANSWER.exec(line);
    if (current.options.length === 0) {
      if (answer) return fail(current, "has an ANSWER: line but no options");
      current.text.push(raw);
      return;
    }
    if (answer) {
      current.answer = answer[1]!.trim();
      return;
    }
    fail(
      current,
      `line ${index + 1}: expected option ${expected ?? "(at most 5)"} or an ANSWER: line, found "${line.slice(0, 40)}"`,
    );
  });
  const last = open as Open | null;
  if (last) finish(last, null);
  return items;
}

/** Throws when a question cannot be written as Aiken without being read back differently. */
export function writeAiken(questions: readonly Question[]): string {
  return questions
    .map((q) => {
      for (const line of q.question.split("\n"))
        if (OPTION.test(line) || ANSWER.test(line) || EXPLANATION.test(line))
          throw new Error(
            `id ${q.id}: a line of the question reads like an Aiken option or keyword ("${line}"); export it as CSV or GIFT`,
          );
      return [
        q.question,
        ...q.options.map((option, i) => `${LETTERS[i]}. ${option}`),
        `ANSWER: ${answerLetter(q)}`,
        `EXPLANATION: ${q.explanation}`,
      ].join("\n");
    })
    .join("\n\n")
    .concat("\n");
}

// Aiken, read the way Moodle reads it: line by line, blank lines ignored. A line that is not an
// option ("A. ..." or "A) ...", the space optional) nor "ANSWER: X" starts a new question, so a
// question's text is one line; ANSWER: ends the question's options. Our addition: one
// "EXPLANATION: ..." line after ANSWER (decision 0020), which Moodle would take for a question of
// its own. Every question is reported: a fault refuses that question only, and the next text
// line always starts the next one, so nothing after a fault is lost.
import type { Question } from "@tayari/contracts/question";
import { plainToText } from "./moodle-text";
import { ExportRefusal, reason, type Reason, type ReasonParams } from "./reasons";
import { answerLetter, LETTERS, type ParsedFile, type ParsedItem } from "./types";

const OPTION = /^([A-Z])[.)][ \t]?(.*)$/;
const LOWER_OPTION = /^([a-z])[.)][ \t]?(.*)$/;
const ANSWER = /^ANSWER:[ \t]*(.*)$/i;
const EXPLANATION = /^EXPLANATION:[ \t]*(.*)$/i;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

interface Open {
  line: number;
  text: string;
  options: string[];
  answer: number | null;
  explanation: string | null;
  faults: Reason[];
  /** Lines that belong to no question (an option or ANSWER: before any question text). */
  stray?: boolean;
}

const read = (text: string, field: { field: string; n?: number }, multiline = false) =>
  plainToText(text, { multiline, field, dollarMaths: true });

/** The option an ANSWER: line names: "B", "B) Venus", "b", or an option's text written out. */
function answerOf(value: string, options: string[], line: number): number | Reason {
  const written = /^([A-Za-z])(?:[.)]?(?:\s+(.*)|\s*$)|[.)](.*))$/.exec(value);
  if (!written) {
    const byText = options.findIndex((o) => o.trim() === value.trim());
    if (byText >= 0) return byText;
    return reason("aiken_answer_letter", {
      letter: value.slice(0, 20) || "(nothing)",
      last: ALPHABET[options.length - 1]!,
    });
  }
  const letter = written[1]!.toUpperCase();
  const index = ALPHABET.indexOf(letter);
  if (index >= options.length)
    return reason("aiken_answer_letter", { letter, last: ALPHABET[options.length - 1]! });
  const text = (written[2] ?? written[3] ?? "").trim();
  const same = (a: string, b: string) =>
    a.replace(/\s+/g, " ").toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();
  if (text && !same(text, options[index]!))
    return reason("aiken_answer_text", { letter, text, option: options[index]!, line });
  return index;
}

export function parseAiken(text: string): ParsedFile {
  const items: ParsedItem[] = [];
  let open: Open | null = null;

  const finish = () => {
    const q = open;
    open = null;
    if (!q) return;
    const faults = [...q.faults];
    if (!q.stray && !faults.length) {
      if (!q.options.length) faults.push(reason("aiken_text_only"));
      else if (q.answer === null) faults.push(reason("aiken_no_answer"));
    }
    if (faults.length) {
      items.push({ line: q.line, kind: "refused", reasons: faults });
      return;
    }
    const parts = [
      read(q.text, { field: "question" }, true),
      ...q.options.map((o, i) => read(o, { field: "option", n: i + 1 })),
      read(q.explanation ?? "", { field: "explanation" }),
    ];
    const partFaults = parts.flatMap((p) => p.faults);
    if (partFaults.length) {
      items.push({ line: q.line, kind: "refused", reasons: partFaults });
      return;
    }
    const options = parts.slice(1, -1).map((p) => p.text);
    items.push({
      line: q.line,
      kind: "question",
      question: {
        category: null,
        question: parts[0]!.text,
        options,
        answer: options[q.answer!]!,
        explanation: parts.at(-1)!.text,
      },
    });
  };
  const start = (line: number, questionText: string) => {
    finish();
    open = { line, text: questionText, options: [], answer: null, explanation: null, faults: [] };
  };
  const stray = (line: number, what: ReasonParams) => {
    const q = open as Open | null;
    if (q?.stray) return;
    finish();
    open = {
      line,
      text: "",
      options: [],
      answer: null,
      explanation: null,
      faults: [reason("aiken_stray", { line, ...what })],
      stray: true,
    };
  };

  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n?|\n/)
    .forEach((raw, index) => {
      const n = index + 1;
      const line = raw.trim();
      // Moodle skips blank lines and lines of one character.
      if (line.length < 2) return;
      const q = open as Open | null;
      const refused = !!q && q.faults.length > 0;
      const option = OPTION.exec(line);
      const answer = ANSWER.exec(line);
      const explanation = EXPLANATION.exec(line);

      if (explanation) {
        if (!q || q.stray) return stray(n, { what: "explanation" });
        if (refused) return;
        if (q.answer === null) q.faults.push(reason("aiken_explanation_early", { line: n }));
        else if (q.explanation !== null)
          q.faults.push(reason("aiken_two_explanations", { line: n }));
        else q.explanation = explanation[1]!;
        return;
      }
      if (answer) {
        if (!q || q.stray) return stray(n, { what: "answer" });
        if (refused) return;
        if (q.answer !== null)
          return void q.faults.push(reason("aiken_stray", { line: n, what: "second_answer" }));
        if (!q.options.length) return void q.faults.push(reason("aiken_answer_no_options"));
        const picked = answerOf(answer[1]!.trim(), q.options, n);
        if (typeof picked === "number") q.answer = picked;
        else q.faults.push(picked);
        return;
      }
      if (option) {
        if (refused) return;
        // After ANSWER: the question above is complete; this line belongs to none.
        if (!q || q.stray || q.answer !== null)
          return stray(n, { what: "option", letter: option[1]! });
        const expected = ALPHABET[q.options.length]!;
        if (option[1] !== expected)
          return void q.faults.push(
            reason("aiken_option_order", { line: n, expected, found: option[1]! }),
          );
        q.options.push(option[2]!.trim());
        return;
      }
      // A lower-case "b) ..." where option B is due (or "a) ..." just after the question's text):
      // Moodle would start a question with it. It is refused as one question, each such line named,
      // and its options counted on, so "a. b. c. ANSWER:" is one refusal, not four.
      const lower = LOWER_OPTION.exec(line);
      const onlyCase = !!q && q.faults.every((f) => f.code === "aiken_option_case");
      if (lower && q && !q.stray && onlyCase && q.answer === null) {
        if (lower[1]!.toUpperCase() === ALPHABET[q.options.length]) {
          q.faults.push(
            reason("aiken_option_case", {
              line: n,
              fixed: `${lower[1]!.toUpperCase()}${line.slice(1, 2)} ${lower[2]!.trim()}`,
            }),
          );
          q.options.push(lower[2]!.trim());
          return;
        }
      }
      // Any other line starts a question: the open one ends here, whatever state it is in.
      if (q && !q.stray && !refused && q.answer === null) {
        q.faults.push(
          q.options.length ? reason("aiken_no_answer") : reason("aiken_no_options", { line: n }),
        );
      }
      start(n, line);
    });
  finish();
  return { items, faults: [] };
}

/**
 * Aiken as Moodle reads it, with our EXPLANATION: line. A question Aiken cannot carry (its text
 * takes several lines, or a line Moodle would read as an option or a keyword) is refused.
 */
export function writeAiken(questions: readonly Question[]): string {
  return questions
    .map((q) => {
      if (q.question.includes("\n"))
        throw new ExportRefusal(
          q.id,
          "its text takes several lines, and an Aiken question is one line (use GIFT or Moodle XML)",
        );
      const lines = [q.question, ...q.options, q.explanation];
      for (const [i, line] of lines.entries()) {
        const keyword =
          i > 0 ? null : OPTION.test(line) || ANSWER.test(line) || EXPLANATION.test(line);
        if (keyword || (line.trim().length < 2 && i === 0))
          throw new ExportRefusal(
            q.id,
            `its text "${line.slice(0, 40)}" reads like an Aiken option or keyword (use GIFT or Moodle XML)`,
          );
      }
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

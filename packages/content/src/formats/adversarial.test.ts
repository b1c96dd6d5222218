// Files made to make the readers slow (issue 47): each pattern the attack probe sent, at the size
// its route takes (1 MB for the catalog import, 5 MB for a bank), and patterns made up by
// fast-check. Each file is read to its end with a report (no exception, no stack overflow), a
// question at a time: the server runs these steps in slices between other requests. Times are the
// benchmark's (scripts/bench/adversarial-imports.ts); here a reader that went back to reading the
// rest of the text from every mark would not finish within the test's time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES } from "@tayari/contracts/catalog-import";
import { BANK_MAX_CHARACTERS } from "@tayari/contracts/bank-upload";
import { importQuestionSteps, type ImportResult, type ImportTarget } from "../import";
import type { Format } from "./detect";
import { htmlDepth, MAX_HTML_DEPTH } from "./moodle-html";
import { QUESTION_SOURCE_MAX } from "./types";

const target: ImportTarget = {
  allowed: null,
  existing: [],
  category: "physics",
  categoryWhere: "site",
  explanationsOptional: true,
};

/** The import run step by step: its result and how many steps it took. */
function stepped(text: string, format: Format) {
  const steps = importQuestionSteps(text, format, target);
  let count = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { result: next.value as ImportResult, steps: count };
    count++;
  }
}

/** `unit` repeated to `chars` characters at most. */
const fill = (unit: string, chars: number) =>
  unit.repeat(Math.max(1, Math.floor(chars / unit.length)));

const gift = (format: string, body: string) =>
  `::q::[${format}]${body.replace(/[\\~=#{}:]/g, (ch) => `\\${ch}`)} {=right ~wrong ~other}`;
const xmlQuestion = (format: string, body: string) =>
  `<question type="multichoice"><questiontext format="${format}"><text><![CDATA[${body.replace(/]]>/g, "")}]]></text></questiontext>` +
  `<answer fraction="100"><text>right</text></answer><answer fraction="0"><text>wrong</text></answer>` +
  `<answer fraction="0"><text>other</text></answer></question>`;
const xml = (questions: string[]) =>
  `<?xml version="1.0"?>\n<quiz>\n${questions.join("\n")}\n</quiz>`;

/** Questions of the pattern, each just under QUESTION_SOURCE_MAX, filling `chars` of a file. */
function manyQuestions(format: Format, textFormat: string, unit: string, chars: number): string {
  const body = fill(unit, QUESTION_SOURCE_MAX - 200);
  const count = Math.max(1, Math.floor(chars / (body.length + 300)));
  if (format === "gift")
    return Array.from({ length: count }, () => gift(textFormat, body)).join("\n\n");
  return xml(Array.from({ length: count }, () => xmlQuestion(textFormat, body)));
}

// The probe's patterns: Markdown and HTML that once read the rest of the text from every mark.
const PATTERNS: [name: string, format: Format, textFormat: string, unit: string][] = [
  ['GIFT [markdown] "!["', "gift", "markdown", "!["],
  ['Moodle XML markdown "!["', "moodle-xml", "markdown", "!["],
  ['Moodle XML markdown "**a "', "moodle-xml", "markdown", "**a "],
  ['Moodle XML markdown "# a" and spaces', "moodle-xml", "markdown", `# a${" ".repeat(2000)}x\n`],
  ['Moodle XML html "\\("', "moodle-xml", "html", "\\("],
  ["Moodle XML html <b> never closed", "moodle-xml", "html", "<b>"],
  ["Moodle XML html <div> never closed", "moodle-xml", "html", "<div>"],
  ['Moodle XML html <b id="n">x', "moodle-xml", "html", '<b id="7">x'],
  ["Moodle XML html <sub> after letters", "moodle-xml", "html", "abc<sub>x y</sub>"],
  ["Moodle XML html <br> runs", "moodle-xml", "html", "<br>"],
  ["Moodle XML html a row of cells", "moodle-xml", "html", "<td>x"],
  ['GIFT [markdown] "[a](" links', "gift", "markdown", "[a]("],
  ['GIFT [markdown] "`" runs', "gift", "markdown", "`` ` "],
  ["GIFT [html] <p without >", "gift", "html", "<p "],
  ["GIFT [moodle] <b> and spaces", "gift", "moodle", "<b>   \n"],
];

describe("the readers, fed files made to be slow (issue 47)", () => {
  it.each(PATTERNS)(
    "%s: one question of the whole catalog limit is refused unread",
    (_, format, textFormat, unit) => {
      const body = fill(unit, IMPORT_MAX_BYTES - 500);
      const text =
        format === "gift" ? gift(textFormat, body) : xml([xmlQuestion(textFormat, body)]);
      const { result } = stepped(text, format);
      expect(result.read).toBe(1);
      expect(result.rejected[0]!.reasons.map((r) => r.code)).toEqual(["question_too_long"]);
    },
    60_000,
  );

  it.each(PATTERNS)(
    "%s: questions just under the limit, a quarter of the catalog limit, read a question at a time",
    (_, format, textFormat, unit) => {
      const text = manyQuestions(format, textFormat, unit, IMPORT_MAX_BYTES / 4);
      const { result, steps } = stepped(text, format);
      expect(result.read).toBeGreaterThanOrEqual(3);
      expect(result.questions.length + result.refused + result.unsupported).toBe(result.read);
      // A step per question read at least (the server lets other requests through between them).
      expect(steps).toBeGreaterThanOrEqual(result.read);
      // Every refusal says why with a code of the report.
      for (const rejection of result.rejected)
        expect(rejection.reasons.every((r) => typeof r.code === "string")).toBe(true);
      // A bounded answer: the report never grows past the file.
      expect(JSON.stringify(result).length).toBeLessThan(2 * text.length);
    },
    120_000,
  );

  it("reads a catalog file of 1 MB and a bank file of 5 MB of deep HTML, Markdown and TeX", () => {
    const catalog = manyQuestions("gift", "markdown", "![**a \\( `", IMPORT_MAX_BYTES);
    expect(stepped(catalog, "gift").result.read).toBeGreaterThan(10);
    const units = ["<b>", "![", "\\(", "**a ", "<div>"];
    const text = xml(
      Array.from({ length: Math.floor(BANK_MAX_CHARACTERS / (QUESTION_SOURCE_MAX / 2)) }, (_, i) =>
        xmlQuestion(
          i % 2 ? "html" : "markdown",
          fill(units[i % units.length]!, QUESTION_SOURCE_MAX / 2 - 400),
        ),
      ),
    );
    expect(text.length).toBeLessThanOrEqual(BANK_MAX_CHARACTERS);
    const { result, steps } = stepped(text, "moodle-xml");
    expect(result.read).toBeGreaterThan(100);
    expect(steps).toBeGreaterThanOrEqual(result.read);
  }, 120_000);

  it("reads CSV and Aiken of 1 MB whose texts are formulas and marks", () => {
    const cell = `"${fill("$x^2$ \\( ** ![ ", 5_000)}"`;
    const csv = Array.from({ length: 180 }, () =>
      [cell, "a", "b", "c", "", "", "A", "physics", cell].join(","),
    ).join("\n");
    const csvRun = stepped(csv, "csv");
    expect(csvRun.result.read).toBe(180);
    expect(csvRun.steps).toBeGreaterThanOrEqual(180);
    const aiken = fill(
      `${fill("$a$ \\( x", 40_000)}\nA. one\nB. two\nC. three\nANSWER: A\n\n`,
      IMPORT_MAX_BYTES,
    );
    expect(stepped(aiken, "aiken").result.read).toBeGreaterThan(10);
  }, 120_000);

  it("refuses HTML nested past its depth before parsing it, and counts ordinary HTML as shallow", () => {
    expect(htmlDepth("<p>one<p>two<p>three")).toBe(1);
    expect(htmlDepth("<ul><li>a<li>b</ul><table><tr><td>1<td>2<tr><td>3</table>")).toBe(3);
    expect(htmlDepth("<b>".repeat(20_000))).toBe(40_000);
    // Closed by a block's end, a <b> stays open for the browser, which reopens it.
    expect(htmlDepth("<div><b id=1></div>".repeat(500))).toBeGreaterThan(MAX_HTML_DEPTH);
    const { result } = stepped(xml([xmlQuestion("html", "<b>".repeat(20_000))]), "moodle-xml");
    expect(result.rejected[0]!.reasons).toEqual([
      expect.objectContaining({ code: "html_too_deep", params: { field: "question", max: 100 } }),
    ]);
  });

  // Made-up files: runs of the marks the readers look for, repeated up to a question's limit.
  const MARKS = [
    "![", "[", "]", "(", ")", "](", "**", "__", "*", "_", "`", "```", "\\(", "\\)", "\\[", "\\]",
    "$$", "$", "<b>", "</b>", "<div>", "<p>", "<sub>", "</sub>", "<sup>", "<td>", "<br>", "&amp;",
    "&", "<", ">", "# ", "#", "  ", " ", "\n", "\n\n", "a", "1", "~", "=", "{", "}", "::", "\\",
    "<http:", "\"", "'",
  ]; // prettier-ignore
  const WRAPS: [Format, (body: string) => string][] = [
    ["gift", (body) => gift("markdown", body)],
    ["gift", (body) => gift("html", body)],
    ["gift", (body) => gift("moodle", body)],
    ["moodle-xml", (body) => xml([xmlQuestion("markdown", body)])],
    ["moodle-xml", (body) => xml([xmlQuestion("html", body)])],
    ["aiken", (body) => `${body.replace(/\n/g, " ")}\nA. one\nB. two\nC. three\nANSWER: A`],
  ];

  it("reads any run of marks, repeated, to a report", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...MARKS), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...WRAPS),
        fc.constantFrom(2_000, 16_000, 60_000),
        (marks, [format, wrap], size) => {
          const text = wrap(fill(marks.join(""), size));
          const { result, steps } = stepped(text, format);
          expect(result.read + result.faults.length).toBeGreaterThan(0);
          expect(steps).toBeGreaterThanOrEqual(result.read);
        },
      ),
      { numRuns: 30, seed: 47 },
    );
  }, 240_000);
});

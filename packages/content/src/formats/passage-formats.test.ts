// Passages through the file formats (decision 221): CSV's passage columns, GIFT's and Moodle XML's
// tagged descriptions carry them; Aiken cannot and says so; a file's faults are said by line.
import { describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { DEFAULT_BANKS_DIR, DEFAULT_CATALOG_DIR } from "../check-banks";
import { exportQuestions } from "../export";
import { importQuestions, type ImportTarget } from "../import";
import { contentPlaces, findPlace } from "../places";
import type { Format } from "./detect";

const passages = [
  {
    id: "p1",
    title: "The village library",
    text:
      "When the school closed for the winter, the library stayed open.\n\n" +
      "It held $2^{10}$ books by 2081:\n\n| Year | Books |\n| --- | --- |\n| 2080 | 900 |\n| 2081 | 1024 |",
  },
  { id: "barsha", text: "हिजो साँझ {धेरै} पानी परेपछि खोला ~ = # : सबै भरियो।" },
];

const question = (id: number, passage: string | undefined, text: string): Question => ({
  id,
  category: "english",
  ...(passage ? { passage } : {}),
  question: text,
  options: ["नौ सय", "1024", "2080", "The library"],
  answer: "1024",
  explanation: "The last row of the table gives 1024 books for 2081, the year asked.",
});

const questions = [
  question(1, "p1", "How many books did the library hold in 2081?"),
  question(2, "p1", "Which number does the table give for the year 2081?"),
  question(3, undefined, "Which of these is a four-digit number of books?"),
  question(4, "barsha", "अनुच्छेदअनुसार कति किताब थिए? (प्रश्नको संख्या मात्र)"),
];

const target: ImportTarget = { allowed: null, existing: [], category: "english" };

describe.each(["csv", "gift", "moodle-xml"] as const)("%s", (format: Format) => {
  it("carries each passage once, and its questions name it, in their order", () => {
    const { text, written, warnings } = exportQuestions(questions, format, () => null, passages);
    expect({ written, warnings }).toEqual({ written: 4, warnings: [] });
    const back = importQuestions(text, format, target);
    expect(back.rejected).toEqual([]);
    expect(back.passages).toEqual(passages);
    expect(back.questions.map((q) => [q.question, q.passage])).toEqual(
      questions.map((q) => [q.question, q.passage]),
    );
  });

  it("gives a passage another id where the place has one of that id already", () => {
    const { text } = exportQuestions(questions, format, () => null, passages);
    const back = importQuestions(text, format, { ...target, passageIds: ["p1", "p1-2"] });
    expect(back.passages.map((p) => p.id)).toEqual(["p1-3", "barsha"]);
    expect(back.questions.map((q) => q.passage)).toEqual(["p1-3", "p1-3", undefined, "barsha"]);
  });

  it("leaves out a question whose passage is not given, and says why", () => {
    const { written, warnings } = exportQuestions(
      questions,
      format,
      () => null,
      passages.slice(0, 1),
    );
    expect(written).toBe(3);
    expect(warnings.map((w) => w.message)).toEqual([
      'id 4: left out: it stands on reading passage "barsha", which is not among the passages exported',
    ]);
  });
});

describe("Aiken", () => {
  it("cannot carry a passage: its questions are left out, each named, the others kept", () => {
    const { text, written, warnings } = exportQuestions(questions, "aiken", () => null, passages);
    expect(written).toBe(1);
    expect(warnings.map((w) => w.message)).toEqual(
      [1, 2, 4].map(
        (id) =>
          `id ${id}: left out: it stands on reading passage "${id === 4 ? "barsha" : "p1"}", which Aiken cannot carry (CSV, GIFT and Moodle XML can)`,
      ),
    );
    expect(text).not.toContain("library stayed open");
  });
});

const header =
  "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation,passage,passage_title,passage_text";
const row = (q: string, passage: string, title = "", text = "") =>
  `${q},one,two,three,,,B,english,"Two is right, as the passage says in its first line.",${passage},${title},"${text}"`;

describe("a file's passage faults", () => {
  it("CSV: a passage given twice with other words, or a title without its id, is refused by line", () => {
    const csv = [
      header,
      row("First?", "p1", "Title", "The text."),
      row("Second?", "p1", "Title", "Other text."),
      row("Third?", "", "A title", ""),
    ].join("\n");
    const result = importQuestions(csv, "csv", target);
    expect(result.rejected.map((r) => `${r.line}: ${r.reason}`)).toEqual([
      '3: gives passage "p1" another title or text than line 2 does: give it once, on the row of its first question',
      "4: gives a passage title or text but no passage id in the passage column",
    ]);
    expect(result.questions.map((q) => q.passage)).toEqual(["p1"]);
  });

  it("CSV: a question naming a passage the file never gives is refused", () => {
    const result = importQuestions([header, row("First?", "p9")].join("\n"), "csv", target);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      'names passage "p9", which the file does not give: give the passage before its questions',
    ]);
  });

  it("GIFT: the questions of a passage that do not stand together are refused, each", () => {
    const gift = [
      "// [tag:passage:p1]\n::Rain:: It rained all night.",
      "// [tag:passage:p1]\n::1:: What happened? {=It rained ~It snowed ~It was sunny ####The passage says it rained all night long.}",
      "::2:: Unrelated? {=yes ~no ~maybe ####Yes is right because the question says so here.}",
      "// [tag:passage:p1]\n::3:: When? {=At night ~At noon ~At dawn ####The passage says it rained all night long.}",
    ].join("\n\n");
    const result = importQuestions(gift, "gift", target);
    const split = 'the questions of passage "p1" do not stand together: put them one after another';
    expect(result.rejected.map((r) => `${r.line}: ${r.reason}`)).toEqual([
      `5: ${split}`,
      `10: ${split}`,
    ]);
    expect(result.questions.map((q) => q.question)).toEqual(["Unrelated?"]);
  });

  it("Moodle XML: a passage's own fault refuses its questions; a plain description stays unsupported", () => {
    const { text } = exportQuestions(questions.slice(0, 2), "moodle-xml", () => null, [
      { ...passages[0]!, text: "| Year | Books |\n| 2080 | 900 |" },
    ]);
    const xml = text.replace(
      "<quiz>",
      '<quiz>\n  <question type="description"><name><text>Intro</text></name><questiontext format="html"><text>Read carefully.</text></questiontext></question>',
    );
    const result = importQuestions(xml, "moodle-xml", target);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      "description (text only) question: not supported; only multiple choice with one right answer is imported",
      ...[1, 2].map(
        () =>
          'passage "p1": the table at line 1 needs a delimiter line after its header (| --- | --- |)',
      ),
    ]);
    expect(result.passages).toEqual([]);
  });
});

describe("a place of several units", () => {
  it("gives each passage its unit's slug before its id, so a level's export carries every one", () => {
    const level = findPlace(contentPlaces(DEFAULT_BANKS_DIR, DEFAULT_CATALOG_DIR), "grade-x")!;
    const ids = level.passages().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["reading-comprehension-p1", "bodh-p1"]));
    const onPassage = level.questions().filter((q) => q.passage);
    expect(onPassage.length).toBeGreaterThanOrEqual(30);
    expect(onPassage.every((q) => ids.includes(q.passage!))).toBe(true);
    const { text, warnings } = exportQuestions(
      level.questions(),
      "gift",
      () => null,
      level.passages(),
    );
    expect(warnings.filter((w) => w.code === "left_out")).toEqual([]);
    expect(importQuestions(text, "gift", target).passages.map((p) => p.id)).toEqual(ids);
  });
});

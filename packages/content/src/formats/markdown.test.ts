// Moodle's Markdown format, one construct at a time: what Moodle shows, in the bank's form. The
// texts are written here from Markdown's documentation; none is copied from anywhere.
import { describe, expect, it } from "vitest";
import { parseGift } from "./gift";
import { parseMoodleXml } from "./moodle-xml";
import { markdownToHtml } from "./markdown";
import { moodleToText } from "./moodle-html";
import type { TextOptions } from "./moodle-text";

const question: TextOptions = { multiline: true, field: { field: "question" }, dollarMaths: false };
const option: TextOptions = {
  multiline: false,
  field: { field: "option", n: 1 },
  dollarMaths: false,
};
const read = (markdown: string, options = question) => moodleToText(markdown, "markdown", options);

describe("Moodle's Markdown, as Moodle shows it", () => {
  it("keeps paragraphs apart and joins a paragraph's lines, as a browser lays them out", () => {
    expect(read("A ball is thrown up.\nIt slows down.\n\nWhat is its speed at the top?")).toEqual({
      text: "A ball is thrown up. It slows down.\nWhat is its speed at the top?",
      faults: [],
    });
  });

  it("breaks a line that ends in two spaces", () => {
    expect(read("Given:  \nu = 0").text).toBe("Given:\nu = 0");
  });

  it("shows emphasis as its words (the app has no bold or italics), never the stars", () => {
    expect(read("Which is **not** a *vector*? __Choose__ _one_.").text).toBe(
      "Which is not a vector? Choose one.",
    );
  });

  it("leaves underscores and stars inside words, TeX and code alone", () => {
    expect(read("Is snake_case_name a valid C identifier?").text).toBe(
      "Is snake_case_name a valid C identifier?",
    );
    expect(read("If \\(x_1 * x_2 = 6\\) and $$a_1 * a_2$$, what is `a*b*c`?").text).toBe(
      "If $x_1 * x_2 = 6$ and $$a_1 * a_2$$, what is a*b*c?",
    );
  });

  it("reads a fenced or an indented code block as the bank's fenced code, with its language", () => {
    expect(read('What does it print?\n\n```c\nint a = 7 * 2;\nprintf("%d", a);\n```').text).toBe(
      'What does it print?\n```c\nint a = 7 * 2;\nprintf("%d", a);\n```',
    );
    expect(read("What does it print?\n\n    x = 2 ** 3\n    print(x)\n").text).toBe(
      "What does it print?\n```\nx = 2 ** 3\nprint(x)\n```",
    );
  });

  it("reads lists as lines, numbered or with bullets, and headings as their own line", () => {
    expect(
      read("## Statements\n\n1. Mass is a scalar.\n2. Force is a vector.\n\n- one\n- two").text,
    ).toBe("Statements\n1. Mass is a scalar.\n2. Force is a vector.\n• one\n• two");
  });

  it("takes backslash escapes as the character, and a link as its text and address", () => {
    expect(read("Is 2 \\* 3 \\_ 4 a [product](https://example.com/p)?").text).toBe(
      "Is 2 * 3 _ 4 a product (https://example.com/p)?",
    );
  });

  it("refuses an image by its name, as in HTML", () => {
    expect(
      read("Which graph is this?\n\n![a graph](https://example.com/graph.png)").faults,
    ).toEqual([
      expect.objectContaining({ code: "image", params: { name: "graph.png", why: "no_files" } }),
    ]);
  });

  it("keeps raw HTML in Markdown as HTML", () => {
    expect(read("Water is H<sub>2</sub>O &amp; ice.").text).toBe("Water is H₂O & ice.");
  });

  it("makes an option one line, and a literal $ a dollar sign (Moodle shows it so)", () => {
    expect(read("**Rs** 5 or $5", option).text).toBe("Rs 5 or \\$5");
  });

  it("reads a GIFT [markdown] part the same way", () => {
    const file = parseGift(
      "[markdown]Which is **heavier**? {=1 kg of *iron* ~100 g of iron ~10 g of iron}",
    );
    expect(file.items[0]).toMatchObject({
      kind: "question",
      question: {
        question: "Which is heavier?",
        options: ["1 kg of iron", "100 g of iron", "10 g of iron"],
      },
    });
  });

  it("makes HTML a browser reads as Moodle's Markdown shows it", () => {
    expect(markdownToHtml("# T\n\ntext *em*\n\n> quoted")).toBe(
      "<h1>T</h1>\n<p>text <em>em</em></p>\n<blockquote><p>quoted</p></blockquote>",
    );
  });
  it("reads a Moodle XML question kept in Markdown, its feedback too", () => {
    const file = parseMoodleXml(
      [
        "<quiz>",
        '<question type="multichoice">',
        '<questiontext format="markdown"><text>Which of these is **not** a *primary* colour of light?</text></questiontext>',
        '<generalfeedback format="markdown"><text>Red, green and blue are; **yellow** is red and green.</text></generalfeedback>',
        "<single>true</single>",
        '<answer fraction="100" format="plain_text"><text>Yellow</text></answer>',
        '<answer fraction="0" format="plain_text"><text>Red</text></answer>',
        '<answer fraction="0" format="plain_text"><text>Green</text></answer>',
        "</question>",
        "</quiz>",
      ].join("\n"),
    );
    expect(file.items[0]).toMatchObject({
      kind: "question",
      question: {
        question: "Which of these is not a primary colour of light?",
        options: ["Yellow", "Red", "Green"],
        answer: "Yellow",
        explanation: "Red, green and blue are; yellow is red and green.",
      },
    });
  });
});

// The readers, one construct at a time, each asserting the exact question made or the exact
// refusal. The files are written here from the formats' documentation and from what Moodle's own
// readers do with them (Moodle's GIFT, Aiken and XML importers); none is copied from anywhere.
import { describe, expect, it } from "vitest";
import { parseGift } from "./gift";
import { parseMoodleXml } from "./moodle-xml";
import { blocks, only } from "../../test/parsed-file";

const xml = (...questions: string[]) =>
  ['<?xml version="1.0" encoding="UTF-8"?>', "<quiz>", ...questions, "</quiz>"].join("\n");
const multichoice = (body: string, text = "Which?") =>
  [
    '<question type="multichoice">',
    "<name><text>q</text></name>",
    `<questiontext format="html"><text><![CDATA[${text}]]></text></questiontext>`,
    body,
    "<single>true</single>",
    "</question>",
  ].join("\n");
const answer = (fraction: number, html: string, feedback = "") =>
  `<answer fraction="${fraction}" format="html"><text><![CDATA[${html}]]></text><feedback format="html"><text>${feedback}</text></feedback></answer>`;

describe("Moodle XML", () => {
  it("reads multiple choice: fraction 100 is the key, HTML becomes text, categories apply", () => {
    const file = parseMoodleXml(
      xml(
        "<!-- question: 0  -->",
        '<question type="category"><category><text>$course$/top/Default for Grade X/Chemistry</text></category></question>',
        multichoice(
          [
            answer(0, "H<sub>2</sub>O<sub>2</sub>"),
            answer(100, "H<sub>2</sub>O", "Two hydrogen atoms, one oxygen."),
            answer(0, "HO<sub>2</sub>"),
            answer(0, "x<sup>2k</sup>"),
          ].join("\n"),
          "<p>What is the formula of water&nbsp;?</p><p>Pick <em>one</em>.</p>",
        ),
      ),
    );
    expect(blocks(file)).toEqual([
      [
        5,
        {
          category: "Chemistry",
          question: "What is the formula of water ?\nPick one.",
          options: ["H₂O₂", "H₂O", "HO₂", "$x^{2k}$"],
          answer: "H₂O",
          explanation: "Two hydrogen atoms, one oxygen.",
        },
      ],
    ]);
  });

  it("turns TeX, <pre> code and a literal $ into the bank's form, and prefers general feedback", () => {
    const q = only(
      parseMoodleXml(
        xml(
          multichoice(
            [
              answer(100, "\\(\\frac{1}{2}\\)"),
              answer(0, "$$\\sqrt{2}$$"),
              answer(0, "costs $5"),
              '<generalfeedback format="html"><text><![CDATA[<p>Because \\(a &lt; b\\).</p>]]></text></generalfeedback>',
            ].join("\n"),
            '<p>What does it print?</p><pre><code class="language-c">int a = 1;\n  printf("%d", a &amp;&amp; 0);</code></pre>',
          ),
        ),
      ),
    );
    expect(q).toEqual({
      category: null,
      question: 'What does it print?\n```c\nint a = 1;\n  printf("%d", a && 0);\n```',
      options: ["$\\frac{1}{2}$", "$$\\sqrt{2}$$", "costs \\$5"],
      answer: "$\\frac{1}{2}$",
      explanation: "Because $a < b$.",
    });
  });

  it("reports every other type by its type and line", () => {
    const file = parseMoodleXml(
      xml(
        '<question type="truefalse"><name><text>t</text></name></question>',
        '<question type="shortanswer"><name><text>s</text></name></question>',
        '<question type="description"><name><text>d</text></name></question>',
      ),
    );
    expect(
      file.items.map((i) => [
        i.line,
        i.kind,
        i.kind === "question" ? "" : i.reasons[0]!.params.type,
      ]),
    ).toEqual([
      [3, "unsupported", "truefalse"],
      [4, "unsupported", "shortanswer"],
      [5, "unsupported", "description"],
    ]);
  });

  it("refuses partial credit and more than one right answer", () => {
    const file = parseMoodleXml(
      xml(
        multichoice([answer(50, "a"), answer(50, "b"), answer(-33.33333, "c")].join("")),
        multichoice([answer(100, "a"), answer(100, "b"), answer(0, "c")].join("")),
      ),
    );
    expect(file.items.map((i) => (i.kind === "question" ? "" : i.reasons[0]!.message))).toEqual([
      "gives partial credit (50%, 50%, -33.3333%): a question here has one right answer (100%) and wrong ones (0%)",
      "has 2 right answers; a question needs exactly one",
    ]);
  });

  it("names an image that cannot become a figure, and makes an embedded SVG with alt text one", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    const file = parseMoodleXml(
      xml(
        multichoice(
          [answer(100, "a"), answer(0, "b"), answer(0, "c")].join(""),
          '<p>Which?</p><img src="@@PLUGINFILE@@/photo.png" alt="A photo">',
        ),
        [
          '<question type="multichoice">',
          '<questiontext format="html"><text><![CDATA[<p>How many circles?</p><img src="@@PLUGINFILE@@/One%20Circle.svg" alt="One circle in a square">]]></text>',
          `<file name="One Circle.svg" path="/" encoding="base64">${Buffer.from(svg).toString("base64")}</file></questiontext>`,
          answer(100, "1") + answer(0, "2") + answer(0, "3"),
          "</question>",
        ].join("\n"),
      ),
    );
    expect(file.items[0]).toMatchObject({
      kind: "refused",
      reasons: [{ code: "image", params: { name: "photo.png", why: "missing" } }],
    });
    expect(file.items[1]).toMatchObject({
      kind: "question",
      question: {
        question: "How many circles?",
        figure: { file: "one-circle.svg", alt: "One circle in a square" },
      },
      figure: { svg },
    });
  });

  it("drops script and style, refuses media and a PNG even when embedded, and keeps link text", () => {
    const file = parseMoodleXml(
      xml(
        multichoice(
          [answer(100, "a"), answer(0, "b"), answer(0, "c")].join(""),
          '<p>Read <a href="javascript:alert(1)">this</a>.<script>alert(1)</script><style>p{}</style></p>',
        ),
        multichoice(
          [answer(100, "a"), answer(0, "b"), answer(0, "c")].join(""),
          '<p>Watch:</p><iframe src="https://example.com/v"></iframe>',
        ),
        [
          '<question type="multichoice">',
          '<questiontext format="html"><text><![CDATA[<p>Which?</p><img src="@@PLUGINFILE@@/graph.png" alt="A graph of speed against time">]]></text>',
          '<file name="graph.png" path="/" encoding="base64">iVBORw0KGgo=</file></questiontext>',
          answer(100, "a") + answer(0, "b") + answer(0, "c"),
          "</question>",
        ].join("\n"),
      ),
    );
    expect(file.items[0]).toMatchObject({ kind: "question", question: { question: "Read this." } });
    expect(file.items[1]).toMatchObject({
      kind: "refused",
      reasons: [{ code: "media", params: { tag: "<iframe>" } }],
    });
    expect(file.items[2]).toMatchObject({
      kind: "refused",
      reasons: [{ code: "image", params: { name: "graph.png", why: "not_svg" } }],
    });
  });

  it("refuses the private-use characters the readers use as marks, never letting them through", () => {
    expect(parseGift("Q\uE003? {=a ~b ~c}").items[0]).toMatchObject({
      kind: "refused",
      reasons: [{ code: "placeholder" }],
    });
    expect(
      parseMoodleXml(
        xml(multichoice([answer(100, "a\uE011"), answer(0, "b"), answer(0, "c")].join(""))),
      ).items[0],
    ).toMatchObject({ kind: "refused", reasons: [{ code: "placeholder" }] });
  });

  it("refuses a file that is not well-formed, or not a Moodle question file, with the line", () => {
    expect(
      parseMoodleXml('<?xml version="1.0"?>\n<quiz>\n<question type="x">\n</quiz>').faults,
    ).toEqual([
      expect.objectContaining({
        code: "xml_malformed",
        params: { reason: "</quiz> closes <question>", line: 4 },
      }),
    ]);
    expect(parseMoodleXml("<html><body/></html>").faults[0]?.message).toBe(
      "is XML but not a Moodle question file: its root is <html>, not <quiz>",
    );
    expect(parseMoodleXml('<!DOCTYPE quiz [<!ENTITY x "y">]><quiz/>').faults[0]?.code).toBe(
      "xml_malformed",
    );
  });
});

// The readers, one construct at a time, each asserting the exact question made or the exact
// refusal. The files are written here from the formats' documentation and from what Moodle's own
// readers do with them (Moodle's GIFT, Aiken and XML importers); none is copied from anywhere.
import { describe, expect, it } from "vitest";
import { parseAiken } from "./aiken";
import { parseCsv } from "./csv";
import { parseGift } from "./gift";
import { parseMoodleXml } from "./moodle-xml";
import type { ParsedFile } from "./types";

/** Each block as [line, what it became]: the question, or "code: message" per reason. */
const blocks = (file: ParsedFile) =>
  file.items.map((item) =>
    item.kind === "question"
      ? [item.line, item.question]
      : [item.line, item.kind, ...item.reasons.map((r) => `${r.code}: ${r.message}`)],
  );
const only = (file: ParsedFile) => {
  expect(file.items).toHaveLength(1);
  const item = file.items[0]!;
  if (item.kind !== "question") throw new Error(item.reasons.map((r) => r.message).join("; "));
  return item.question;
};
const gift = (...lines: string[]) => parseGift(lines.join("\n"));
const aiken = (...lines: string[]) => parseAiken(lines.join("\n"));

describe("GIFT, as Moodle reads it", () => {
  it("reads multiple choice, its general feedback as the explanation, and its $CATEGORY", () => {
    const file = gift(
      "// a comment line",
      "$CATEGORY: $course$/top/Science/Physics",
      "",
      "::q1:: Which is a vector? {",
      "  ~mass",
      "  =velocity",
      "  ~speed",
      "  ####Velocity has a direction.",
      "}",
    );
    expect(blocks(file)).toEqual([
      [
        4,
        {
          category: "Physics",
          question: "Which is a vector?",
          options: ["mass", "velocity", "speed"],
          answer: "velocity",
          explanation: "Velocity has a direction.",
        },
      ],
    ]);
    expect(file.items[0]).toMatchObject({ category: { line: 2, name: "Physics" } });
  });

  it("reads [html] text as text: tags gone, entities decoded, paragraphs and <br> as line breaks", () => {
    const q = only(
      gift(
        "[html]<p>In which month of 2015 did the earthquake&nbsp;strike?</p><p>Choose <b>one</b>.</p>{",
        '~<p><span style\\="font-size: 14px;">November 2015</span><br></p>',
        "=<p>April 2015</p>",
        "~<p>May&nbsp;2015</p>",
        "####<p>It struck on 25&nbsp;April&nbsp;2015 &amp; shook Kathmandu.</p>",
        "}",
      ),
    );
    expect(q).toEqual({
      category: null,
      question: "In which month of 2015 did the earthquake strike?\nChoose one.",
      options: ["November 2015", "April 2015", "May 2015"],
      answer: "April 2015",
      explanation: "It struck on 25 April 2015 & shook Kathmandu.",
    });
  });

  it("takes a format marker off any part: [plain], [moodle], [markdown], [html]", () => {
    const q = only(
      gift("[markdown]¿Cómo se dice no? {~[plain]blue =[moodle]Nunca. ~[html]<i>Sí</i>}"),
    );
    expect(q.options).toEqual(["blue", "Nunca.", "Sí"]);
    expect(q.answer).toBe("Nunca.");
    expect(q.question).toBe("¿Cómo se dice no?");
  });

  it("takes the right answer's feedback as the explanation when there is no general feedback", () => {
    const file = gift(
      "Which gas do plants take in? {",
      "=carbon dioxide#Right: plants take in CO₂ for photosynthesis.",
      "~oxygen#Plants give oxygen out.",
      "~nitrogen",
      "}",
    );
    expect(only(file).explanation).toBe("Right: plants take in CO₂ for photosynthesis.");
    expect(file.items[0]).toMatchObject({ feedbackDropped: 1 });
  });

  it("joins the lines of an exported explanation (\\n) into one", () => {
    const q = only(
      gift("Capital of Nepal? {=Kathmandu ~Pokhara ~Biratnagar ####First line.\\nSecond line.}"),
    );
    expect(q.explanation).toBe("First line. Second line.");
  });

  it("reads %100% as right and %0% as wrong, and refuses partial credit by name", () => {
    const file = gift(
      "Weighted but single: {~%100%right ~%0%wrong ~other}",
      "",
      "Equals with a weight: {=%100%yes ~%0%no ~maybe}",
      "",
      "Partial: {~%50%half ~%50%other half ~%-100%wrong}",
      "",
      "Short answer with weights: {=%100%Kathmandu =%50%Kantipur}",
    );
    expect(blocks(file)).toEqual([
      [1, expect.objectContaining({ options: ["right", "wrong", "other"], answer: "right" })],
      [3, expect.objectContaining({ options: ["yes", "no", "maybe"], answer: "yes" })],
      [
        5,
        "refused",
        "partial_credit: gives partial credit (50%, 50%, -100%): a question here has one right answer (100%) and wrong ones (0%)",
      ],
      [
        7,
        "unsupported",
        "unsupported: short answer question: not supported; only multiple choice with one right answer is imported",
      ],
    ]);
  });

  it("keeps a question whose wrong options carry a penalty, noting the penalty is not kept", () => {
    const file = gift(
      "Negative marking: {=%100%right ~%-25%wrong #Not this one. ~%-25%other ~plain}",
    );
    expect(blocks(file)).toEqual([
      [
        1,
        {
          category: null,
          question: "Negative marking:",
          options: ["right", "wrong", "other", "plain"],
          answer: "right",
          explanation: "",
        },
      ],
    ]);
    expect(file.items[0]).toMatchObject({ penaltyDropped: 2, feedbackDropped: 1 });
    const xml = parseMoodleXml(
      [
        "<quiz>",
        '<question type="multichoice"><questiontext format="html"><text>Unit of power?</text></questiontext>',
        "<single>true</single>",
        '<answer fraction="100.0000000"><text>Watt</text></answer>',
        '<answer fraction="-33.33333"><text>Joule</text></answer>',
        '<answer fraction="0.0000000"><text>Newton</text></answer>',
        "</question>",
        "</quiz>",
      ].join("\n"),
    );
    expect(xml.items[0]).toMatchObject({
      kind: "question",
      question: { options: ["Watt", "Joule", "Newton"], answer: "Watt" },
      penaltyDropped: 1,
    });
  });

  it("names every other type Moodle reads, in Moodle's order of tests", () => {
    const file = gift(
      "Is the Sun a star? {T}",
      "",
      "Two plus two? {#4}",
      "",
      "Name the capital of Nepal. {=Kathmandu =Kantipur}",
      "",
      "Match. { =cat -> meow =dog -> woof }",
      "",
      "Write an essay. {}",
      "",
      "Just some text.",
      "",
      "Two keys { =a =b ~c }",
      "",
      "No key { ~a ~b ~c }",
    );
    expect(
      file.items.map((i) => [
        i.line,
        i.kind,
        i.kind === "question" ? "" : (i.reasons[0]!.params.type ?? i.reasons[0]!.code),
      ]),
    ).toEqual([
      [1, "unsupported", "truefalse"],
      [3, "unsupported", "numerical"],
      [5, "unsupported", "shortanswer"],
      [7, "unsupported", "match"],
      [9, "unsupported", "essay"],
      [11, "unsupported", "description"],
      [13, "refused", "right_answers"],
      [15, "refused", "no_right_answer"],
    ]);
  });

  it("refuses two questions with no blank line between them, naming the second's line", () => {
    const file = gift(
      "First question? {=a ~b ~c}",
      "Second question? {=d ~e ~f}",
      "",
      "Third question? {=g ~h ~i}",
    );
    expect(blocks(file)).toEqual([
      [
        1,
        "refused",
        "gift_second_block: holds a second answer block { ... } on line 2: two questions need a blank line between them",
      ],
      [4, expect.objectContaining({ question: "Third question?", answer: "g" })],
    ]);
  });

  it("refuses answer syntax left after the block, and an answer block never closed", () => {
    const file = gift("Left over {=a ~b ~c} ~d =e", "", "Never closed {=a ~b");
    expect(blocks(file)).toEqual([
      [
        1,
        "refused",
        'gift_leftover: still holds GIFT syntax after reading ("~d"): write \\~ for a ~ that is text, or check the braces',
      ],
      [3, "refused", "gift_unclosed: its answer block { is never closed"],
    ]);
  });

  it("turns a block in mid-sentence into a ____ gap, and Moodle's \\( \\) into the bank's $", () => {
    const file = gift(
      "Water boils at {~50 =100 ~150} °C at sea level.",
      "",
      "If \\(f(x) \\= x^2\\), what is \\[f'(3)\\]? {=\\(6\\) ~\\(9\\) ~\\(3\\)}",
    );
    expect(only({ items: [file.items[0]!], faults: [] }).question).toBe(
      "Water boils at ____ °C at sea level.",
    );
    expect(file.items[1]).toMatchObject({
      question: { question: "If $f(x) = x^2$, what is $$f'(3)$$?", options: ["$6$", "$9$", "$3$"] },
    });
  });

  it("reads CRLF files and keeps the file's lines", () => {
    const file = parseGift("// c\r\n\r\nA? {=x ~y ~z}\r\n\r\nB? {=p ~q ~r}\r\n");
    expect(file.items.map((i) => i.line)).toEqual([3, 5]);
  });
});

describe("Aiken, as Moodle reads it", () => {
  it("refuses options written in lower case as one question, naming each line (not one per line)", () => {
    const file = parseAiken(
      [
        "What is 2 + 2?",
        "a. 3",
        "b. 4",
        "c. 5",
        "ANSWER: B",
        "",
        "Which is a gas?",
        "A. Iron",
        "B. Neon",
        "C. Salt",
        "ANSWER: B",
      ].join("\r\n"),
    );
    expect(blocks(file)).toEqual([
      [
        1,
        "refused",
        'aiken_option_case: line 2 reads like an option, but Aiken\'s option letters are capitals: write "A. 3"',
        'aiken_option_case: line 3 reads like an option, but Aiken\'s option letters are capitals: write "B. 4"',
        'aiken_option_case: line 4 reads like an option, but Aiken\'s option letters are capitals: write "C. 5"',
      ],
      [
        7,
        {
          category: null,
          question: "Which is a gas?",
          options: ["Iron", "Neon", "Salt"],
          answer: "Neon",
          explanation: "",
        },
      ],
    ]);
  });

  it('reads "A)text" with no space and "ANSWER: B) text"', () => {
    const file = aiken(
      "Which planet is red?",
      "A)Mars",
      "B)Venus",
      "C)Earth",
      "ANSWER: A) Mars",
      "EXPLANATION: Iron oxide on its surface makes it red.",
    );
    expect(only(file)).toEqual({
      category: null,
      question: "Which planet is red?",
      options: ["Mars", "Venus", "Earth"],
      answer: "Mars",
      explanation: "Iron oxide on its surface makes it red.",
    });
  });

  it("reads an explanation after a blank line, and never gives it to the next question", () => {
    const file = aiken(
      "What is 2 + 2?",
      "A. 3",
      "B. 4",
      "C. 5",
      "ANSWER: B",
      "",
      "EXPLANATION: Two and two make four.",
      "",
      "What is 3 + 3?",
      "A. 6",
      "B. 7",
      "C. 8",
      "ANSWER: A",
      "EXPLANATION: Three and three make six.",
    );
    expect(blocks(file).map(([line, q]) => [line, (q as { question: string }).question])).toEqual([
      [1, "What is 2 + 2?"],
      [9, "What is 3 + 3?"],
    ]);
    expect(file.items[0]).toMatchObject({ question: { explanation: "Two and two make four." } });
  });

  it("loses no question after a fault: the next line of text starts the next question", () => {
    const file = aiken(
      "Question without an answer",
      "A. one",
      "B. two",
      "C. three",
      "The next question starts here?",
      "A. yes",
      "B. no",
      "C. perhaps",
      "ANSWER: A",
      "EXPLANATION: It starts on line 5.",
    );
    expect(blocks(file)).toEqual([
      [1, "refused", "aiken_no_answer: has no ANSWER: line"],
      [5, expect.objectContaining({ question: "The next question starts here?", answer: "yes" })],
    ]);
  });

  it("refuses a question with no options before the next one, as Moodle drops it, and reads the next", () => {
    const file = aiken(
      "Read the passage and answer.",
      "Which word means happy?",
      "A. glad",
      "B. sad",
      "C. mad",
      "ANSWER: A",
      "EXPLANATION: Glad means happy.",
    );
    expect(blocks(file)).toEqual([
      [
        1,
        "refused",
        "aiken_no_options: has no options before line 2; in Aiken a question is one line of text, then its options (Moodle drops it too: if line 2 goes on with its text, join the two lines)",
      ],
      [2, expect.objectContaining({ question: "Which word means happy?", answer: "glad" })],
    ]);
  });

  it("counts stray options and ANSWER: lines as a refused block, not as nothing", () => {
    const file = aiken(
      "A. an option before any question",
      "B. another",
      "ANSWER: A",
      "Real question?",
      "A. x",
      "B. y",
      "C. z",
      "ANSWER: C",
    );
    expect(file.items.map((i) => [i.line, i.kind])).toEqual([
      [1, "refused"],
      [4, "question"],
    ]);
    expect(file.items[0]).toMatchObject({
      reasons: [{ code: "aiken_stray", params: { line: 1 } }],
    });
  });

  it("names each fault of a question: letter, order, case, early or second explanation", () => {
    const file = aiken(
      "Out of range?",
      "A. x",
      "B. y",
      "C. z",
      "ANSWER: D",
      "Answer disagrees?",
      "A. Mars",
      "B. Venus",
      "C. Earth",
      "ANSWER: B) Mars",
      "Skipped letter?",
      "A. x",
      "C. y",
      "Lower case?",
      "A. x",
      "b. y",
      "Early explanation?",
      "A. x",
      "B. y",
      "C. z",
      "EXPLANATION: too soon",
      "ANSWER: A",
      "Written out?",
      "A. Mars",
      "B. Venus",
      "C. Earth",
      "ANSWER: Venus",
      "EXPLANATION: one",
      "EXPLANATION: two",
    );
    expect(
      file.items.map((i) => (i.kind === "question" ? i.kind : i.reasons.map((r) => r.message))),
    ).toEqual([
      ["ANSWER: D names no option (options A to C)"],
      ['ANSWER: B says "Mars", but option B reads "Venus"'],
      ["line 13: option C where option B was expected"],
      ['line 16 reads like an option, but Aiken\'s option letters are capitals: write "B. y"'],
      ["line 21: EXPLANATION: comes before the ANSWER: line; write it after"],
      ["line 29: a second EXPLANATION: line; an explanation is one line"],
    ]);
  });

  it("reads a question with no explanation, for the check to report how to add one", () => {
    expect(only(aiken("Q?", "A. a", "B. b", "C. c", "ANSWER: C")).explanation).toBe("");
  });
});

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

describe("CSV", () => {
  it("takes the answer as a letter or as the option's text, and reports bad rows by line", () => {
    const file = parseCsv(
      [
        "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
        '"Multi\nline, with ""quotes""",x,y,z,,,b,physics,Because.',
        "Which letter?,B,A,C,,,Yes,english,No option reads Yes.",
        "too,few,columns",
        '"never closed,a,b',
      ].join("\n"),
    );
    expect(file.items[0]).toMatchObject({
      question: { question: 'Multi\nline, with "quotes"', options: ["x", "y", "z"], answer: "y" },
    });
    expect(file.items[1]).toMatchObject({ question: { answer: "Yes" } });
    expect(
      file.items.slice(2).map((i) => [i.line, i.kind === "question" ? "" : i.reasons[0]!.code]),
    ).toEqual([
      [5, "csv_columns"],
      [6, "csv_unclosed"],
    ]);
  });

  it("reports an answer that is both a letter and another option's text", () => {
    const file = parseCsv("Which grade is highest?,C,B,D,A,,C,english,A is the highest grade.");
    expect(file.items[0]).toMatchObject({
      reasons: [
        {
          message: `answer "C" is both option C's position and option A's text: write the answer out in full`,
        },
      ],
    });
  });
});

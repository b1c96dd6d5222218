// The readers, one construct at a time, each asserting the exact question made or the exact
// refusal. The files are written here from the formats' documentation and from what Moodle's own
// readers do with them (Moodle's GIFT, Aiken and XML importers); none is copied from anywhere.
import { describe, expect, it } from "vitest";
import { parseGift } from "./gift";
import { parseMoodleXml } from "./moodle-xml";
import { blocks, only } from "../../test/parsed-file";

const gift = (...lines: string[]) => parseGift(lines.join("\n"));

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

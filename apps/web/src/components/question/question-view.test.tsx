import { act, render, screen, within } from "@testing-library/react";
import { setLanguage } from "../../lib/i18n";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withMath } from "@tayari/content/math-tree";
import type { Question } from "@tayari/contracts/question";
import { QuestionView, type QuestionMode } from "./question-view";
import { QuestionPreview, ReviewList } from "./review-list";

// Maths in the stem, the options and the explanation, a C fragment and a figure: what the banks
// hold. The trees are made by the same code as the server's and the build's (decision 35).
const [question] = withMath<Question[]>([
  {
    id: 1,
    category: "mathematics",
    question:
      "The loop below adds $\\frac{1}{2}$ each time. What is $s$ after it?\n```c\nfloat s = 0;\nfor (int i = 0; i < 4; i++) {\n    s += 0.5;\n}\n```",
    options: ["$\\frac{1}{2}$", "$2$", "$\\sqrt{4} + 1$", "$4$"],
    answer: "$2$",
    explanation: "Four times $\\frac{1}{2}$ is $2$.",
    figure: { file: "loop-trace.svg", alt: "A table tracing s through four passes" },
  },
]);
const q = question!;

/** The text a student reads: no LaTeX, no fences, whatever the state. */
function expectRendered(container: HTMLElement) {
  const text = container.textContent ?? "";
  expect(text).not.toContain("$");
  expect(text).not.toContain("\\frac");
  expect(text).not.toContain("\\sqrt");
  expect(text).not.toContain("```");
  expect(container.querySelectorAll("math").length).toBeGreaterThanOrEqual(5);
  expect(container.querySelector("pre.question-code code")?.textContent).toBe(
    "float s = 0;\nfor (int i = 0; i < 4; i++) {\n    s += 0.5;\n}",
  );
  expect(screen.getByRole("img", { name: q.figure!.alt })).toHaveAttribute(
    "src",
    "/figures/loop-trace.svg",
  );
  expect([...container.querySelectorAll(".option-letter")].map((e) => e.textContent)).toEqual([
    "A",
    "B",
    "C",
    "D",
  ]);
}

const optionItems = (container: HTMLElement) => [...container.querySelectorAll(".options > li")];
const marks = (container: HTMLElement) =>
  optionItems(container).map((li) =>
    [...li.querySelectorAll(".mark")].map((m) => m.textContent).join(" "),
  );

function answering(mode: QuestionMode, pick: string | null, onPick = vi.fn()) {
  const view = render(
    <QuestionView question={q} number={4} mode={mode} pick={pick} onPick={onPick} name="q-1" />,
  );
  return { ...view, onPick };
}

describe("QuestionView on a screen being answered", () => {
  it("choosing: lettered radios, maths, code and figure rendered, no key or explanation", async () => {
    const { container, onPick } = answering("choosing", null);
    expectRendered(container);
    const group = screen.getByRole("group");
    // The stem is the group's legend, so a screen reader names the options by their question
    // (jsdom cannot compute a name through MathML, so the legend is read directly).
    expect(group.querySelector("legend")!.textContent).toMatch(/^4\. The loop below adds/);
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(4);
    for (const radio of radios) expect(radio).toBeEnabled();
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(marks(container)).toEqual(["", "", "", ""]);
    expect(container.textContent).not.toContain("Explanation");
    await userEvent.click(radios[2]!);
    expect(onPick).toHaveBeenCalledWith("$\\sqrt{4} + 1$");
  });

  it("chosen: the pick is checked and marked, still changeable, the key still hidden", () => {
    const { container } = answering("choosing", "$4$");
    expectRendered(container);
    const radios = screen.getAllByRole("radio");
    expect(radios[3]).toBeChecked();
    expect(optionItems(container).map((li) => li.className)).toEqual([
      "option plain",
      "option plain",
      "option plain",
      "option picked",
    ]);
    for (const radio of radios) expect(radio).toBeEnabled();
    expect(marks(container)).toEqual(["", "", "", ""]);
  });

  it("locked: the pick stays, nothing can be chosen, the key stays hidden", () => {
    const { container } = answering("locked", "$4$");
    expectRendered(container);
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    expect(screen.getAllByRole("radio")[3]).toBeChecked();
    expect(marks(container)).toEqual(["", "", "", ""]);
    expect(container.textContent).not.toContain("Explanation");
  });

  it("revealed right: the key reads Correct with a tick; the explanation waits for the review", () => {
    const { container } = answering("revealed", "$2$");
    expectRendered(container);
    expect(marks(container)).toEqual(["", "Correct", "", ""]);
    expect(optionItems(container)[1]!.querySelector(".mark svg")).not.toBeNull();
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    // A timed screen moves on after 2 s: the explanation is the review's (below).
    expect(container.querySelector(".explanation")).toBeNull();
  });

  it("revealed wrong: the pick reads Incorrect and the key Correct", () => {
    const { container } = answering("revealed", "$\\frac{1}{2}$");
    expectRendered(container);
    expect(marks(container)).toEqual(["Incorrect", "Correct", "", ""]);
    expect(optionItems(container).map((li) => li.className)).toEqual([
      "option incorrect",
      "option correct",
      "option plain",
      "option plain",
    ]);
  });

  it("not answered: time ran out, the key is shown and no option is marked wrong", () => {
    const { container } = answering("revealed", null);
    expectRendered(container);
    expect(marks(container)).toEqual(["", "Correct", "", ""]);
  });

  it("draws the options in the order given, lettered by position (a shuffled paper)", () => {
    const shuffled = { ...q, options: [q.options[3]!, q.options[1]!, q.options[0]!] };
    const { container } = render(
      <QuestionView question={shuffled} mode="revealed" pick={null} onPick={() => {}} />,
    );
    expect(optionItems(container).map((li) => li.textContent)).toEqual(["A4", "B2Correct", "C12"]);
  });
});

describe("a static question card (reviews and previews)", () => {
  it("tells right, wrong and unanswered by words and an icon, with the pick named", () => {
    const { container } = render(
      <ReviewList
        questions={[
          { ...q, answer: q.answer, explanation: q.explanation, pick: "$2$" },
          { ...q, answer: q.answer, explanation: q.explanation, pick: "$4$" },
          { ...q, answer: q.answer, explanation: q.explanation, pick: null },
        ]}
      />,
    );
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    const items = [...container.querySelectorAll(".review-item")] as HTMLElement[];
    expect(items.map((i) => i.className)).toEqual([
      "review-item right",
      "review-item wrong",
      "review-item unanswered",
    ]);
    expect(items.map((i) => i.querySelector(".verdict")!.textContent)).toEqual([
      "Right",
      "Wrong",
      "Not answered",
    ]);
    for (const item of items) {
      expect(item.querySelector(".verdict svg")).not.toBeNull();
      expect(item.querySelector(".explanation")).toHaveTextContent(/Four times/);
      expect(item.textContent).not.toMatch(/\$|\\frac|```/);
    }
    expect(marks(items[0]!)).toEqual(["", "Correct Your answer", "", ""]);
    expect(marks(items[1]!)).toEqual(["", "Correct", "", "Incorrect Your answer"]);
    expect(marks(items[2]!)).toEqual(["", "Correct", "", ""]);
    expect(screen.getAllByRole("img", { name: q.figure!.alt })).toHaveLength(3);
  });

  it("a kept attempt's verdict stands when the question was reworded after it", () => {
    // The key read "two" when the first student picked it; it reads "$2$" now.
    const { container } = render(
      <ReviewList
        questions={[
          { ...q, answer: q.answer, explanation: q.explanation, pick: "two", correct: true },
          { ...q, answer: q.answer, explanation: q.explanation, pick: "five", correct: false },
          { ...q, answer: q.answer, explanation: q.explanation, pick: "$4$", correct: false },
        ]}
      />,
    );
    const items = [...container.querySelectorAll(".review-item")] as HTMLElement[];
    expect(items.map((i) => i.querySelector(".verdict")!.textContent)).toEqual([
      "Right",
      "Wrong",
      "Wrong",
    ]);
    expect(items[0]!.querySelector(".earlier-pick")).toHaveTextContent(
      "Your answer (the question has been reworded since): two",
    );
    expect(items[1]!.querySelector(".earlier-pick")).toHaveTextContent(/: five$/);
    // A pick that is still one of the options is marked on it, with no extra line.
    expect(items[2]!.querySelector(".earlier-pick")).toBeNull();
    expect(marks(items[2]!)).toEqual(["", "Correct", "", "Incorrect Your answer"]);
  });

  it("a question withdrawn since the attempt says so, in English and Nepali, with the pick and verdict kept", async () => {
    const withdrawn = {
      id: 7,
      category: "mathematics",
      question: "This question was withdrawn from its bank after the attempt.",
      options: [],
      answer: "",
      explanation: "",
      pick: "Right seven",
      correct: true,
      withdrawn: true,
    };
    const unanswered = { ...withdrawn, id: 8, pick: null, correct: false };
    const { container } = render(
      <ReviewList
        questions={[
          withdrawn,
          unanswered,
          { ...q, answer: q.answer, explanation: q.explanation, pick: "$2$", correct: true },
        ]}
      />,
    );
    const items = [...container.querySelectorAll(".review-item")] as HTMLElement[];
    expect(items[0]!).toHaveTextContent(
      "1. This question was withdrawn after your attempt: its text and answer are no longer shown.",
    );
    expect(items[0]!.querySelector(".earlier-pick")).toHaveTextContent(
      "Your answer was: Right seven",
    );
    expect(items[0]!.querySelector(".verdict")).toHaveTextContent("Right");
    expect(items[1]!.querySelector(".earlier-pick")).toBeNull();
    expect(items[1]!.querySelector(".verdict")).toHaveTextContent("Not answered");
    // The other cards are whole.
    expect(items[2]!.querySelector(".verdict")).toHaveTextContent("Right");
    expect(items[2]!).toHaveTextContent("Explanation:");

    await act(() => setLanguage("ne"));
    expect(items[0]!).toHaveTextContent("तपाईंको प्रयासपछि यो प्रश्न फिर्ता लिइयो");
    expect(items[0]!.querySelector(".earlier-pick")).toHaveTextContent(
      "तपाईंको उत्तर थियो: Right seven",
    );
    await act(() => setLanguage("en"));
  });

  it("a preview shows the key and explanation with no verdict", () => {
    const { container } = render(<QuestionPreview question={q} number={1} />);
    expectRendered(container);
    expect(container.querySelector(".verdict")).toBeNull();
    expect(marks(container)).toEqual(["", "Correct", "", ""]);
    expect(container.querySelector(".explanation")).toHaveTextContent(/^Explanation: Four times/);
  });

  it("options keep every space of code output, while answering, in the review and in a preview", () => {
    // B.Sc.CSIT C Programming 171: HTML would fold "[   42]" into "[ 42]" and "[42   ]" into "[42 ]".
    const printf = {
      id: 171,
      category: "c programming",
      question: 'What does this C code print?\n```c\nprintf("[%5d]", 42);\n```',
      options: ["[42]", "[   42]", "[42   ]", "[00042]"],
      answer: "[   42]",
      explanation: "A width of 5 puts three spaces before 42.",
    };
    const spaced = (root: Element) =>
      [...root.querySelectorAll(".option-text")].map((o) => [
        o.textContent,
        o.querySelector("code.kept-spaces")?.textContent ?? null,
      ]);
    const kept = [
      ["[42]", null],
      ["[   42]", "[   42]"],
      ["[42   ]", "[42   ]"],
      ["[00042]", null],
    ];
    const answeringView = render(
      <QuestionView question={printf} number={1} mode="choosing" pick={null} onPick={() => {}} />,
    );
    expect(spaced(answeringView.container)).toEqual(kept);
    answeringView.unmount();
    const review = render(<ReviewList questions={[{ ...printf, pick: "[42   ]" }]} />);
    expect(spaced(review.container)).toEqual(kept);
    // The pick and the key named under the question keep theirs too.
    expect(
      [...review.container.querySelectorAll(".pick-key code.kept-spaces")].map(
        (c) => c.textContent,
      ),
    ).toEqual(["[42   ]", "[   42]"]);
    review.unmount();
    const preview = render(<QuestionPreview question={printf} number={1} />);
    expect(spaced(preview.container)).toEqual(kept);
  });

  it("shows markup in every text as text, never as HTML", () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const { container } = render(
      <ReviewList
        questions={[
          {
            question: `Which is safe? ${hostile}`,
            options: ["<b>", hostile, "plain"],
            answer: "<b>",
            explanation: `Because ${hostile} is text.`,
            pick: hostile,
          },
        ]}
      />,
    );
    expect(container.querySelector("img, script, b")).toBeNull();
    expect(screen.getByText(`Which is safe? ${hostile}`)).toBeInTheDocument();
    expect(screen.getByText(`Because ${hostile} is text.`)).toBeInTheDocument();
  });
});

import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withMath } from "@tayari/content/math-tree";
import type { Passage, Question } from "@tayari/contracts/question";
import { setLanguage } from "../../lib/i18n";
import { passageBlocks, rowCells } from "./passage-view";
import { PassagesProvider } from "./passages";
import { QuestionView } from "./question-view";
import { ReviewList } from "./review-list";

// A data-interpretation set as a bank holds it (decision 172): a paragraph with maths, a pipe table
// whose cells hold maths (one with an absolute value's bars) and an escaped bar, and two questions.
const content = withMath<{ passages: Passage[]; questions: Question[] }>({
  passages: [
    {
      id: "rain",
      title: "Rainfall in $2080$",
      text: [
        "The table gives the rainfall $r$ (in mm) of three towns, and $\\bar{r}$ their mean.",
        "",
        "| Town | $r$ | Note |",
        "| --- | ---: | --- |",
        "| Pokhara | $\\frac{7}{2} \\times 10^3$ | wettest |",
        "| Jumla | $|{-800}|$ | a\\|b |",
        "",
        "Read it before you answer.",
      ].join("\n"),
    },
  ],
  questions: [
    {
      id: 1,
      category: "english",
      question: "Which town is the wettest?",
      options: ["Pokhara", "Jumla"],
      answer: "Pokhara",
      explanation: "Its rainfall is the largest.",
      passage: "rain",
    },
    {
      id: 2,
      category: "english",
      question: "What is $\\bar{r}$?",
      options: ["The mean", "The median"],
      answer: "The mean",
      explanation: "The passage says so.",
      passage: "rain",
    },
  ],
});

describe("a passage's text", () => {
  it("splits pipe rows at bars outside maths, and an escaped bar stays a bar", () => {
    expect(rowCells("| Jumla | $|{-800}|$ | a\\|b |")).toEqual(["Jumla", "$|{-800}|$", "a|b"]);
  });

  it("is paragraphs and tables, the delimiter line left out", () => {
    const blocks = passageBlocks(content.passages[0]!.text);
    expect(blocks.map((b) => b.kind)).toEqual(["text", "table", "text"]);
    expect(blocks[1]).toEqual({
      kind: "table",
      rows: [
        ["Town", "$r$", "Note"],
        ["Pokhara", "$\\frac{7}{2} \\times 10^3$", "wettest"],
        ["Jumla", "$|{-800}|$", "a|b"],
      ],
    });
  });
});

/** The fixture's question `index`, to be chosen, on a screen given the fixture's passages. */
const renderChoosing = (index: number) =>
  render(
    <PassagesProvider passages={content.passages}>
      <QuestionView
        question={content.questions[index]!}
        mode="choosing"
        pick={null}
        onPick={() => {}}
        name="q"
      />
    </PassagesProvider>,
  );

describe("the question component with a passage", () => {
  it("draws the passage above the question: title, paragraphs, a real table, maths rendered", async () => {
    const { container } = renderChoosing(0);
    // The passage view's code arrives on its own (lazily), the question first.
    await screen.findByText("Read the passage");
    const passage = container.querySelector("details.passage")!;
    expect(passage).toHaveAttribute("open");
    // Above the question: the passage comes first in the page's order.
    expect(passage.compareDocumentPosition(container.querySelector("fieldset")!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(passage as HTMLElement).getByText("Read the passage")).toBeInTheDocument();
    const table = within(passage as HTMLElement).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Town", expect.not.stringContaining("$"), "Note"]);
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(
      within(rows[2]!)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["Jumla", expect.not.stringContaining("|{"), "a|b"]);
    // Every formula of the title, text and table is MathML, none left as LaTeX.
    expect(passage.textContent).not.toContain("$");
    expect(passage.textContent).not.toContain("\\frac");
    expect(table.querySelectorAll("math").length).toBeGreaterThanOrEqual(3);
    expect(passage.querySelector("mfrac")).not.toBeNull();
    expect(container.querySelector(".passage-table table")).toBe(table);
    expect(
      within(passage as HTMLElement).getByRole("region", { name: /Rainfall in/ }),
    ).toHaveTextContent("Read it before you answer.");
  });

  it("folds away with a tap, the question still there", async () => {
    const { container } = renderChoosing(1);
    await userEvent.click(await screen.findByText("Read the passage"));
    expect(container.querySelector("details.passage")).not.toHaveAttribute("open");
    expect(screen.getByRole("radio", { name: /The mean/ })).toBeInTheDocument();
  });

  it("draws no passage for a question on none, and none the screen was not given", () => {
    const { container } = render(
      <QuestionView question={content.questions[0]!} mode="locked" pick={null} />,
    );
    expect(container.querySelector(".passage")).toBeNull();
    expect(container.querySelector(".question-on-passage")).toBeNull();
  });

  it("shows the passage in a review, folded at first, labelled in Nepali when the site is", async () => {
    await act(() => setLanguage("ne"));
    try {
      render(
        <PassagesProvider passages={content.passages}>
          <ReviewList questions={content.questions.map((q) => ({ ...q, pick: q.answer }))} />
        </PassagesProvider>,
      );
      expect((await screen.findAllByText("अनुच्छेद पढ्नुहोस्")).length).toBeGreaterThan(0);
      const passages = document.querySelectorAll("details.passage");
      expect(passages).toHaveLength(2);
      passages.forEach((p) => expect(p).not.toHaveAttribute("open"));
      expect(passages[0]!.querySelector("table")).not.toBeNull();
    } finally {
      await act(() => setLanguage("en"));
    }
  });
});

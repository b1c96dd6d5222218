import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import type { ExamMoments } from "../hooks/use-exam-moments";
import { cleanUpAfterEach, examRow, renderWithApi } from "../test-support";
import { FlaggedQuestions } from "./item-analysis";

cleanUpAfterEach();

// The exam's summary opens with the questions the analysis flags (issue 68 point 5), each linked
// to its place in the analysis's own view.
const exam = examRow();
const over = { running: false, notYetOpen: false, over: true } as ExamMoments;
const counts = { chose: [1, 1, 1, 1], unanswered: 0 };
const question = (id: number, flags: Array<{ code: string; option?: number }>) => ({
  id,
  category: "mathematics",
  question: `Question ${id} of the paper: which is right?`,
  options: ["7", "8", "9", "10"],
  answer: "8",
  explanation: "Because.",
  key: { accepted: ["8"], dropped: false },
  version: 0,
  marks: 1,
  state: "analysed",
  candidates: 40,
  facility: 0.5,
  omit_rate: 0,
  point_biserial: 0.3,
  discrimination: 0.3,
  thirds: { top: counts, middle: counts, bottom: counts },
  flags,
});
const analysis = {
  exam: { slug: exam.slug, title: exam.title, profile: "csit" },
  final: true,
  min_candidates: 30,
  paper: {
    candidates: 40,
    mean: 2,
    median: 2,
    sd: 1,
    kr20: 0.5,
    max_marks: 4,
    histogram: [],
    sections: [],
  },
  questions: [
    question(1, []),
    question(2, [{ code: "check-key", option: 2 }]),
    question(3, []),
    question(4, [{ code: "unused-distractor", option: 3 }, { code: "too-easy" }]),
  ],
  corrections: [],
};
const answer = () =>
  renderWithApi(<FlaggedQuestions exam={exam} moments={over} />, { exams: [exam] }, (call) =>
    call.path === `/examiner/exams/${exam.slug}/analysis` ? Response.json(analysis) : undefined,
  );

describe("the flagged questions first", () => {
  it("lists each flagged question with its flags in words and a link to it, in Nepali too", async () => {
    answer();
    const part = await screen.findByRole("region", { name: "Questions to review" });
    const items = within(part).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Question 2: Check the key: the top third chose C more often than the key.",
      "Question 4: Nobody chose D: it distracts nobody. Very easy: more than 95% got it right.",
    ]);
    expect(within(items[1]!).getByRole("link", { name: "Question 4" })).toHaveAttribute(
      "href",
      `/examiner/exams/${exam.slug}/analysis#question-4`,
    );
    await act(() => setLanguage("ne"));
    expect(await screen.findByRole("region", { name: "हेर्नुपर्ने प्रश्न" })).toBeVisible();
    await act(() => setLanguage("en"));
  });

  it("is not there while no question is flagged, nor before the exam opens", async () => {
    renderWithApi(
      <FlaggedQuestions exam={exam} moments={{ ...over, over: false, notYetOpen: true }} />,
      { exams: [exam] },
    );
    expect(screen.queryByRole("region")).toBeNull();
  });
});

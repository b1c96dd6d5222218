import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CandidateAnswersResponse } from "@tayari/contracts/exam-results";
import { setLanguage } from "../../../lib/i18n";
import { examRow, meritAnswer, renderWithApi, type Call, cleanUpAfterEach } from "../test-support";
import { ExamPage } from "./exam-page";

cleanUpAfterEach();

const SLUG = "csit-scholarship-2083";
const merit = () => {
  const list = meritAnswer({ final: true });
  return { ...list, rows: list.rows.map((row) => ({ ...row, user_id: 17 })) };
};

/** Asha's paper: a passage question right, one wrong, one corrected to her pick, one blank. */
const answers: CandidateAnswersResponse = {
  exam: { slug: SLUG, title: "CSIT scholarship 2083", profile: "ioe" },
  candidate: { user_id: 17, name: "Asha Rai", email: "asha@example.com", submitted_at: null },
  final: true,
  score: 1.9,
  max_score: 4,
  correct: 2,
  wrong: 1,
  unanswered: 1,
  dropped: 0,
  passages: [{ id: "p1", title: "The river", text: "The Koshi is Nepal's largest river." }],
  review: [
    {
      id: 3,
      category: "english",
      question: "Which river does the passage name?",
      options: ["Koshi", "Gandaki"],
      answer: "Koshi",
      explanation: "The passage names the Koshi.",
      passage: "p1",
      pick: "Koshi",
      correct: true,
      marks: 1,
    },
    {
      id: 1,
      category: "mathematics",
      question: "What is 2 + 3?",
      options: ["4", "5"],
      answer: "5",
      explanation: "Two and three make five.",
      pick: "4",
      correct: false,
      marks: -0.1,
    },
    {
      id: 2,
      category: "physics",
      question: "Which unit measures force?",
      options: ["joule", "newton"],
      answer: "newton",
      explanation: "Force is measured in newtons.",
      pick: "newton",
      correct: true,
      key_corrected: true,
      marks: 1,
    },
    {
      id: 4,
      category: "chemistry",
      question: "What is the symbol of sodium?",
      options: ["Na", "S"],
      answer: "Na",
      explanation: "Sodium is Na, from natrium.",
      pick: null,
      correct: false,
      marks: 0,
    },
  ],
};

function renderPage() {
  return renderWithApi(
    <ExamPage slug={SLUG} view="merit" />,
    { exams: [examRow()] },
    (call: Call) =>
      call.path === `/examiner/exams/${SLUG}/merit`
        ? Response.json(merit())
        : call.path === `/examiner/exams/${SLUG}/candidates/17/answers`
          ? Response.json(answers)
          : undefined,
  );
}

describe("one candidate's answers from the merit list", { timeout: 30_000 }, () => {
  it("opens from the candidate's row: every question in their order, pick, key, verdict and marks", async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Open the answers of Asha Rai" }));
    const paper = await screen.findByRole("region", { name: "Answers of Asha Rai" });
    expect(within(paper).getByRole("heading", { name: "Answers of Asha Rai" })).toHaveFocus();
    expect(
      await within(paper).findByText("1.9 of 4 marks: 2 right, 1 wrong, 1 not answered."),
    ).toBeVisible();
    const items = within(paper)
      .getAllByRole("listitem")
      .filter((li) => li.matches(".review-item"));
    expect(items).toHaveLength(4);
    // In the candidate's order, the passage drawn with the question that stands on it.
    expect(items[0]).toHaveTextContent("Which river does the passage name?");
    expect(await within(items[0]!).findByText(/The river/)).toBeVisible();
    expect(items[1]).toHaveTextContent("What is 2 + 3?");
    expect(items[1]).toHaveTextContent("Candidate's answer");
    expect(items[1]).toHaveTextContent("Wrong");
    expect(items[1]).toHaveTextContent("Marks: -0.1");
    expect(items[2]).toHaveTextContent("Key corrected after the exam. Marked right now: B.");
    expect(items[2]).toHaveTextContent("Marks: 1");
    expect(items[3]).toHaveTextContent("Not answered");
    expect(items[3]).toHaveTextContent("Marks: 0");
    expect(paper).not.toHaveTextContent("Your answer");
    expect(calls.map((c) => c.path)).toContain(`/examiner/exams/${SLUG}/candidates/17/answers`);

    await user.click(within(paper).getByRole("button", { name: "Close the answers" }));
    expect(screen.queryByRole("region", { name: "Answers of Asha Rai" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open the answers of Asha Rai" })).toHaveFocus();
  });

  it("says it all in Nepali", async () => {
    await act(() => setLanguage("ne"));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Asha Rai का उत्तरहरू खोल्नुहोस्" }));
    const paper = await screen.findByRole("region", { name: "Asha Rai का उत्तरहरू" });
    expect(
      await within(paper).findByText("4 मध्ये 1.9 अङ्क: 2 सही, 1 गलत, 1 उत्तर नदिइएका।"),
    ).toBeVisible();
    expect(paper).toHaveTextContent("परीक्षार्थीको उत्तर");
    expect(paper).toHaveTextContent("अङ्क: -0.1");
    expect(paper).toHaveTextContent("परीक्षापछि उत्तरकुञ्जी सच्याइयो। अहिले सही मानिएको: B।");
    expect(within(paper).getByRole("button", { name: "उत्तरहरू बन्द गर्नुहोस्" })).toBeVisible();
  });

  it("says a candidate the server does not find, in words", async () => {
    renderWithApi(<ExamPage slug={SLUG} view="merit" />, { exams: [examRow()] }, (call: Call) =>
      call.path === `/examiner/exams/${SLUG}/merit`
        ? Response.json(merit())
        : call.path.includes("/candidates/17/answers")
          ? Response.json(
              {
                code: "exams.noCandidate",
                params: { who: "17" },
                message: "17 is not a candidate of this exam.",
              },
              { status: 404 },
            )
          : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Open the answers of Asha Rai" }));
    const paper = await screen.findByRole("region", { name: "Answers of Asha Rai" });
    expect(await within(paper).findByRole("alert")).toHaveTextContent(
      "17 is not a candidate of this exam.",
    );
  });
});

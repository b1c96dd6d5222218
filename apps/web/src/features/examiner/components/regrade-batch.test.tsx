import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AnalysedQuestionShown } from "@tayari/contracts/exam-analysis";
import { setLanguage } from "../../../lib/i18n";
import { examRow, renderWithApi, type Call, cleanUpAfterEach } from "../test-support";
import { KeyCorrection } from "./key-correction";
import { RegradeBatchProvider, RegradePanel } from "./regrade-batch";

// Corrections gathered into one regrade, previewed before they are made (issue 68 point 3,
// decision 0476).

cleanUpAfterEach();

const exam = examRow();
const question = (id: number, version = 0) =>
  ({
    id,
    version,
    options: ["7", "8", "9", "10"],
    key: { accepted: ["8"], dropped: false },
  }) as unknown as AnalysedQuestionShown;

const preview = {
  code: "exams.regradePreview",
  params: { count: 2, candidates: 40, changed: 2, marks: 1 },
  message:
    "With these 2 corrections, 2 of 40 candidates move: 1 by their marks, the rest only in rank. Nothing is changed yet.",
  candidates: 40,
  changed: 2,
  marks_changed: 1,
  moves: [
    {
      name: "Chandra Thapa",
      roll: "R003",
      score_before: 1,
      score_after: 3,
      rank_before: 30,
      rank_after: 12,
    },
    {
      name: "Bina Shrestha",
      roll: null,
      score_before: 5,
      score_after: 5,
      rank_before: 12,
      rank_after: 13,
    },
  ],
};
const made = {
  ...preview,
  code: "exams.regraded",
  message:
    "Regraded with 2 corrections: 2 of 40 candidates moved, 1 by their marks. Students see it on the site; release the corrections to mail them.",
  corrections: [],
};

function page() {
  return (
    <RegradeBatchProvider>
      <RegradePanel exam={exam} />
      <KeyCorrection q={question(103)} number={3} />
      <KeyCorrection q={question(105, 1)} number={5} />
    </RegradeBatchProvider>
  );
}

const answer = (call: Call) =>
  call.path.endsWith("/regrade/preview")
    ? Response.json(preview)
    : call.path.endsWith("/regrade")
      ? Response.json(made)
      : undefined;

/** Opens question `number`'s form, chooses `kind`, types the reason and adds it. */
async function add(number: number, kind: string, reason: string) {
  const form = screen.getByRole("form", { name: `Correct the key of question ${number}` });
  await userEvent.click(form.closest("details")!.querySelector("summary")!);
  await userEvent.click(within(form).getByLabelText(kind));
  await userEvent.type(within(form).getByLabelText(/^Reason/), reason);
  await userEvent.click(within(form).getByRole("button", { name: "Add to the regrade" }));
  expect(
    within(form.parentElement!).getByText(`Question ${number} waits in the regrade.`),
  ).toBeVisible();
}

const panel = () => screen.getByRole("region", { name: "Corrections to make" });

describe("the regrade waiting on the analysis", { timeout: 30_000 }, () => {
  it("gathers corrections, previews who moves, and makes them all in one regrade, asked first", async () => {
    const { calls } = renderWithApi(page(), { exams: [exam] }, answer);
    expect(
      within(panel()).getByText(/^Corrections you add from the questions below wait here/),
    ).toBeVisible();
    await add(5, "Make another option the key", "The working gives 7.");
    await add(3, "Drop the question: everyone gets its marks", "The figure was missing.");
    expect(
      within(panel())
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Question 3 is dropped: every candidate gets its marks. The figure was missing. Take question 3 out",
      "A becomes the key of question 5. The working gives 7. Take question 5 out",
    ]);
    // No regrade before its preview.
    expect(within(panel()).queryByRole("button", { name: /^Regrade/ })).toBeNull();
    await userEvent.click(within(panel()).getByRole("button", { name: "Preview the regrade" }));
    expect(await within(panel()).findByText(preview.message)).toBeVisible();
    const table = within(panel()).getByRole("table", { name: "Who moves" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual([
      "CandidateMarksRank",
      "Chandra Thapa · R0031 → 330 → 12",
      "Bina Shrestha5 → 512 → 13",
    ]);
    expect(calls.find((c) => c.path.endsWith("/preview"))!.body).toEqual({
      corrections: [
        {
          question_id: 103,
          version: 0,
          change: { kind: "drop" },
          reason: "The figure was missing.",
        },
        {
          question_id: 105,
          version: 1,
          change: { kind: "key", answer: "7" },
          reason: "The working gives 7.",
        },
      ],
    });
    expect(calls.some((c) => c.path.endsWith("/regrade"))).toBe(false);
    await userEvent.click(
      within(panel()).getByRole("button", { name: "Regrade with these 2 corrections" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Make these corrections and regrade?" });
    expect(dialog).toHaveTextContent("2 candidates move, as the preview shows.");
    expect(dialog).toHaveTextContent("They are mailed only when you release the corrections.");
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Regrade with these 2 corrections" }),
    );
    expect(await within(panel()).findByText(made.message)).toBeVisible();
    expect(calls.filter((c) => c.path.endsWith("/regrade"))).toHaveLength(1);
    // Made: the regrade is empty again.
    expect(within(panel()).queryByRole("listitem")).toBeNull();
  });

  it("a change to the corrections after the preview asks for a preview again", async () => {
    renderWithApi(page(), { exams: [exam] }, answer);
    await add(3, "Drop the question: everyone gets its marks", "The figure was missing.");
    await add(5, "Make another option the key", "The working gives 7.");
    await userEvent.click(within(panel()).getByRole("button", { name: "Preview the regrade" }));
    await within(panel()).findByText(preview.message);
    await userEvent.click(within(panel()).getByRole("button", { name: "Take question 3 out" }));
    expect(within(panel()).queryByText(preview.message)).toBeNull();
    expect(within(panel()).queryByRole("button", { name: /^Regrade/ })).toBeNull();
    expect(within(panel()).getByRole("button", { name: "Preview the regrade" })).toBeVisible();
  });

  it("the key's options are drawn as the question draws them: maths as maths, never its TeX", async () => {
    const q = {
      ...question(107),
      options: ["$7$", "$8$", "9", "10"],
      key: { accepted: ["$8$"], dropped: false },
      math: {
        $7$: [["mn", ["7"]]],
        $8$: [["mn", ["8"]]],
      },
    } as unknown as AnalysedQuestionShown;
    renderWithApi(
      <RegradeBatchProvider>
        <RegradePanel exam={exam} />
        <KeyCorrection q={q} number={7} />
      </RegradeBatchProvider>,
      { exams: [exam] },
      answer,
    );
    const form = screen.getByRole("form", { name: "Correct the key of question 7" });
    await userEvent.click(form.closest("details")!.querySelector("summary")!);
    const key = within(form).getByRole("group", { name: "The key" });
    expect(key).not.toHaveTextContent("$");
    expect(key.querySelectorAll("math")).toHaveLength(2);
    // (jsdom cannot name a label holding MathML: the first radio is A.)
    await userEvent.click(within(key).getAllByRole("radio")[0]!);
    await userEvent.type(within(form).getByLabelText(/^Reason/), "The working gives 7.");
    await userEvent.click(within(form).getByRole("button", { name: "Add to the regrade" }));
    expect(within(panel()).getByRole("listitem")).toHaveTextContent(
      "A becomes the key of question 7.",
    );
  });

  it("in Nepali", async () => {
    await act(() => setLanguage("ne"));
    renderWithApi(page(), { exams: [exam] }, answer);
    expect(await screen.findByRole("region", { name: "गर्नुपर्ने सच्याइ" })).toHaveTextContent(
      /^गर्नुपर्ने सच्याइतलका प्रश्नबाट थपिएका सच्याइ यहाँ पर्खन्छन्।/,
    );
  });
});

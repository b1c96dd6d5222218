import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PreviewResponse } from "@tayari/contracts/exam-preview";
import { setLanguage } from "../../lib/i18n";
import { PaperView } from "../../features/exams/components/paper-view";
import { examRow, renderWithApi, cleanUpAfterEach } from "../../features/examiner/test-support";
import { ExamPage } from "../../features/examiner/components/exam-page";
import { ExamPreview } from "../../features/examiner/components/exam-preview";

// The route composes the examiner's preview with the sitting's own paper: tested as composed.
cleanUpAfterEach();

const SLUG = "csit-scholarship-2083";
const path = `/examiner/exams/${SLUG}/preview`;

function previewAnswer(keys?: Record<string, string>): PreviewResponse {
  return {
    paper: {
      id: 0,
      exam: { slug: SLUG, title: "CSIT scholarship 2083" },
      started_at: new Date().toISOString(),
      deadline: new Date(Date.now() + 1800_000).toISOString(),
      seconds_left: 1800,
      resume_at: 0,
      seq: 0,
      clock_ms: 0,
      questions: [
        { id: 11, question: "Which gas do plants take in?", options: ["Oxygen", "Carbon dioxide"] },
        { id: 12, question: "What is 2 + 2?", options: ["3", "4", "5"] },
      ],
      answers: {},
    },
    shuffled: { questions: true, options: false },
    ...(keys ? { keys } : {}),
  };
}

function page() {
  return renderWithApi(
    <ExamPreview slug={SLUG} Paper={PaperView} />,
    { exams: [examRow()] },
    (call) => {
      if (call.path === `${path}?keys=1`)
        return Response.json(previewAnswer({ "11": "Carbon dioxide", "12": "4" }));
      if (call.path === path) return Response.json(previewAnswer());
      return undefined;
    },
  );
}

describe("the preview of a paper as a candidate sees it", { timeout: 30_000 }, () => {
  it("draws the candidate's paper, marked as a preview, without keys; picks are not sent", async () => {
    const { calls } = page();
    expect(
      await screen.findByRole("heading", { level: 1, name: "CSIT scholarship 2083" }),
    ).toBeVisible();
    const banner = screen.getByTestId("preview-banner");
    expect(banner).toHaveTextContent("Preview. This is the paper as a candidate sees it.");
    expect(banner).toHaveTextContent("This exam shuffles its questions: this is one of the orders");
    expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent("30:00");
    expect(screen.getByText("Which gas do plants take in?")).toBeVisible();
    expect(screen.queryByTestId("preview-key")).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: /Carbon dioxide/ }));
    expect(screen.getByRole("radio", { name: /Carbon dioxide/ })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("What is 2 + 2?")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Submit exam" }));
    // Asked first, with what is unanswered (issue 68 point 4).
    expect(screen.getByRole("dialog")).toHaveTextContent("1 question is unanswered.");
    fireEvent.click(screen.getByRole("button", { name: "Hand in now" }));
    expect(await screen.findByText(/Handed in, in the preview only: 1 answered/)).toBeVisible();
    // Only the paper was asked for: no start, no answer, no submit.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${path}`]);
  });

  it("shows each question's key only when asked, and hides it again", async () => {
    const { calls } = page();
    fireEvent.click(await screen.findByRole("button", { name: "Show keys" }));
    expect(await screen.findByTestId("preview-key")).toHaveTextContent("Key: B. Carbon dioxide");
    expect(calls.some((c) => c.path === `${path}?keys=1`)).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Hide keys" }));
    expect(screen.queryByTestId("preview-key")).toBeNull();
  });

  it("speaks Nepali, the sitting's words and the preview's", async () => {
    page();
    await screen.findByTestId("preview-banner");
    await act(() => setLanguage("ne"));
    expect(await screen.findByText("पूर्वावलोकन।")).toBeVisible();
    expect(screen.getByRole("button", { name: "अर्को" })).toBeVisible();
    expect(screen.getByRole("button", { name: "सही उत्तर देखाउनुहोस्" })).toBeVisible();
  });

  it("says another examiner's exam is not found, with the way back", async () => {
    renderWithApi(<ExamPreview slug="someone-elses" Paper={PaperView} />, { exams: [] }, (call) =>
      call.path === "/examiner/exams/someone-elses/preview"
        ? Response.json(
            {
              code: "exams.noExam",
              params: { slug: "someone-elses" },
              message: "You have no exam at /exams/someone-elses.",
            },
            { status: 404 },
          )
        : undefined,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You have no exam at /exams/someone-elses.",
    );
    expect(screen.getByRole("link", { name: "Back to the exam" })).toHaveAttribute(
      "href",
      "/examiner/exams/someone-elses",
    );
  });

  it("is offered on the exam's page", async () => {
    renderWithApi(<ExamPage slug={SLUG} />, { exams: [examRow()] });
    const about = await screen.findByRole("region", { name: "About this exam" });
    expect(within(about).getByRole("link", { name: "Preview as a candidate" })).toHaveAttribute(
      "href",
      path,
    );
  });
});

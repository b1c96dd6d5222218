import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import {
  examRow,
  expectNotTheirs,
  meritAnswer,
  renderWithApi,
  cleanUpAfterEach,
} from "../test-support";
import { ExamPage } from "./exam-page";

cleanUpAfterEach();

const merit = meritAnswer();

describe("an exam's own page", { timeout: 30_000 }, () => {
  it("shows the exam, where it stands and its merit list at once, with the way back", async () => {
    const { calls } = renderWithApi(
      <ExamPage slug="csit-scholarship-2083" />,
      { exams: [examRow({ slug: "other", title: "Other exam" }), examRow()] },
      (call) =>
        call.path === "/examiner/exams/csit-scholarship-2083/merit"
          ? Response.json(merit)
          : undefined,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "CSIT scholarship 2083" }),
    ).toBeVisible();
    const about = screen.getByRole("region", { name: "About this exam" });
    expect(within(about).getByTestId("started")).toHaveTextContent("Started: 3");
    const results = screen.getByRole("region", { name: "Results" });
    expect(await within(results).findByRole("cell", { name: "asha@example.com" })).toBeVisible();
    expect(within(results).getByRole("button", { name: "Close now" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Examiner" })).toHaveAttribute("href", "/examiner");
    // Links to its parts, the log last (issue 68 point 5).
    const parts = within(screen.getByRole("navigation", { name: "Parts of this page" }));
    expect(parts.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["About this exam", "#exam-summary"],
      ["Results", "#exam-results"],
      ["Item analysis", "#exam-analysis"],
      ["Candidates", "#exam-candidates"],
      ["Log", "#exam-log"],
    ]);
    // Only this exam's merit list is asked for.
    expect(calls.filter((c) => c.path.endsWith("/merit")).map((c) => c.path)).toEqual([
      "/examiner/exams/csit-scholarship-2083/merit",
    ]);
  });

  it("says an address that is none of the examiner's exams in plain words, with the way back, in English and in Nepali", async () => {
    renderWithApi(<ExamPage slug="someone-elses" />, { exams: [examRow()] });
    await expectNotTheirs("exam", () => act(() => setLanguage("ne")));
    // Never the address's own slug.
    expect(document.body.textContent).not.toContain("someone-elses");
  });
});

import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { cleanUpAfterEach, examRow, meritAnswer, renderWithApi } from "../test-support";
import { ExamPage } from "./exam-page";

cleanUpAfterEach();

// A list of 120 candidates on the candidates' view (issue 68 point 5): 50 at a time, each "Show
// the next" adding 50, the count said, in English and in Nepali.
const SLUG = "csit-scholarship-2083";
const listed = Array.from({ length: 120 }, (_, i) => ({
  email: null,
  roll: `R${String(i + 1).padStart(3, "0")}`,
  name: `Candidate ${i + 1}`,
  listed: true,
  extra_minutes: null,
  extra_percent: null,
  account: null,
}));

describe("a long list of candidates", () => {
  it("is shown 50 at a time, with how many are shown and a button for the next", async () => {
    renderWithApi(<ExamPage slug={SLUG} view="candidates" />, { exams: [examRow()] }, (call) =>
      call.path === `/examiner/exams/${SLUG}/candidates`
        ? Response.json({ list_in_force: true, candidates: listed })
        : undefined,
    );
    const part = await screen.findByRole("region", { name: "Candidates" });
    expect(
      await within(part).findByText("Only the 120 candidates on the list may sit this exam."),
    ).toBeVisible();
    fireEvent.click(within(part).getByText("Who may sit (a list)"));
    const rows = () => part.querySelectorAll(".candidate-list li");
    expect(rows()).toHaveLength(50);
    expect(rows()[49]).toHaveTextContent("R050 · Candidate 50");
    expect(within(part).getByText("Showing 1–50 of 120.")).toBeVisible();
    fireEvent.click(within(part).getByRole("button", { name: "Show the next 50" }));
    expect(rows()).toHaveLength(100);
    await act(() => setLanguage("ne"));
    expect(await within(part).findByText("१२० मध्ये १–१०० देखाइएको।")).toBeVisible();
    fireEvent.click(within(part).getByRole("button", { name: "अर्को २० देखाउनुहोस्" }));
    expect(rows()).toHaveLength(120);
    expect(rows()[119]).toHaveTextContent("R120 · Candidate 120");
    expect(within(part).queryByRole("button", { name: /अर्को/ })).toBeNull();
    await act(() => setLanguage("en"));
  });

  it("is the merit list 50 rows at a time on the screen, and whole when printed", async () => {
    const one = meritAnswer().rows[0]!;
    const merit = {
      ...meritAnswer(),
      rows: Array.from({ length: 120 }, (_, i) => ({
        ...one,
        rank: i + 1,
        name: `Candidate ${i + 1}`,
        email: `candidate.${i + 1}@example.com`,
      })),
    };
    renderWithApi(<ExamPage slug={SLUG} view="merit" />, { exams: [examRow()] }, (call) =>
      call.path.endsWith("/merit") ? Response.json(merit) : undefined,
    );
    const part = await screen.findByRole("region", { name: "Merit list" });
    expect(
      await within(part).findByRole("cell", { name: "candidate.50@example.com" }),
    ).toBeVisible();
    const rows = () => part.querySelectorAll("tbody tr");
    expect(rows()).toHaveLength(50);
    expect(within(part).getByText("Showing 1–50 of 120.")).toBeVisible();
    // The browser's print (its menu or the Print button) draws every row first, then the page.
    act(() => void window.dispatchEvent(new Event("beforeprint")));
    expect(rows()).toHaveLength(120);
    expect(within(part).queryByText(/^Showing/)).toBeNull();
    act(() => void window.dispatchEvent(new Event("afterprint")));
    expect(rows()).toHaveLength(50);
  });
});

import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { renderWithApi } from "../test-support";
import { ScheduleLiveMock } from "./schedule-live-mock";

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

const PAPERS = [
  { slug: "mock-1", name: "Mock test 1" },
  { slug: "model-2076", name: "2076 model paper" },
];
const bank = (id: number, name: string) => ({
  id,
  name,
  question_count: 400,
  categories: { mathematics: 100 },
  created_at: "2026-11-20T03:00:00.000Z",
});
const BANKS = Response.json.bind(Response, {
  banks: [bank(7, "Held back 2083"), bank(3, "Scholarship bank")],
});

describe("scheduling a live mock on /examiner", { timeout: 30_000 }, () => {
  it("sends the pattern, the held-back bank, the start on Nepal's clock and the window, and says what was scheduled", async () => {
    const { calls } = renderWithApi(<ScheduleLiveMock papers={PAPERS} />, { exams: [] }, (call) =>
      call.path === "/examiner/banks"
        ? BANKS()
        : call.path === "/examiner/live-mocks"
          ? Response.json(
              {
                slug: "live-model-2076-20261201-0315",
                title: "Live Model paper 2076",
                paper: "model-2076",
                opens_at: "2026-12-01T03:15:00.000Z",
                closes_at: "2026-12-01T05:45:00.000Z",
                duration_seconds: 7200,
                question_count: 100,
                opens_in_seconds: 3600,
                closes_in_seconds: 12600,
                state: "upcoming",
                attempt: "none",
                standings_at: "2026-12-01T05:45:02.000Z",
              },
              { status: 201 },
            )
          : undefined,
    );
    await userEvent.selectOptions(
      screen.getByLabelText("Pattern (subjects, time and marking)"),
      "2076 model paper",
    );
    await userEvent.selectOptions(
      await screen.findByRole("combobox", { name: "Held-back bank" }),
      "Scholarship bank",
    );
    expect(screen.getByRole("combobox", { name: "Held-back bank" })).toHaveAccessibleDescription(
      /only among those in no public paper, practice set or other exam/,
    );
    // A datetime-local input takes its value by a change event (typing into it is per segment).
    fireEvent.change(screen.getByLabelText("Start"), { target: { value: "2026-12-01T09:00" } });
    await userEvent.clear(screen.getByLabelText(/^Window in minutes/));
    await userEvent.type(screen.getByLabelText(/^Window in minutes/), "180");
    await userEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      /^Scheduled: Live Model paper 2076, starting .+\.$/,
    );
    expect(calls.find((c) => c.path === "/examiner/live-mocks")).toEqual({
      method: "POST",
      path: "/examiner/live-mocks",
      // 09:00 in Nepal is 03:15 UTC.
      body: {
        paper: "model-2076",
        bank_id: 3,
        opens_at: "2026-12-01T03:15:00.000Z",
        window_minutes: 180,
      },
    });
  });

  it("says a held-back bank is needed first when the examiner has none", async () => {
    renderWithApi(<ScheduleLiveMock papers={PAPERS} />, { exams: [] });
    expect(
      await screen.findByText(/^Upload a bank of questions nobody has seen first/),
    ).toBeVisible();
  });

  it("says the server's refusal in the examiner's language", async () => {
    renderWithApi(<ScheduleLiveMock papers={PAPERS} />, { exams: [] }, (call) =>
      call.path === "/examiner/banks"
        ? BANKS()
        : call.path === "/examiner/live-mocks"
          ? Response.json(
              {
                code: "mocks.liveTaken",
                params: { title: "Live Mock test 1", when: "2026-12-01T03:15:00.000Z" },
                message: "(English from the server)",
              },
              { status: 409 },
            )
          : undefined,
    );
    await screen.findByRole("option", { name: "Held back 2083" });
    fireEvent.change(screen.getByLabelText("Start"), { target: { value: "2026-12-01T09:00" } });
    await act(() => setLanguage("ne"));
    await userEvent.click(await screen.findByRole("button", { name: "तय गर्नुहोस्" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      /^Live Mock test 1 २०८३ मंसिर १५, बिहान ९:०० \(नेपाल समय\) मा सुरु हुने गरी तय भइसकेको छ।$/,
    );
  });
});

import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { examRow, renderWithApi, type Call, cleanUpAfterEach } from "../test-support";
import { ExamForm } from "./exam-form";
import { ExamPage } from "./exam-page";

// Results released when the examiner says (issue 68 point 3, decisions 0474 and 0475).

cleanUpAfterEach();

const HOUR = 60 * 60_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const corrected = examRow({
  opens_at: ago(3),
  closes_at: ago(2),
  released: true,
  released_at: ago(1),
  untold: 2,
});
const results = () => screen.getByRole("region", { name: "Results" });

describe("results released when the examiner says", { timeout: 30_000 }, () => {
  it("a new exam's results are by hand unless the examiner chooses the close, and the form says why", async () => {
    renderWithApi(<ExamForm banks={[]} />, { exams: [] });
    const release = screen.getByLabelText("Results released");
    expect(release).toHaveValue("manual");
    expect(
      within(release)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["By hand", "When the exam closes"]);
    expect(
      screen.getByText(
        "By hand lets you read the item analysis and correct keys before anyone sees a score.",
      ),
    ).toBeVisible();
  });

  it("corrections after the release are said, and released with one mail each, asked first", async () => {
    const { calls } = renderWithApi(
      <ExamPage slug={corrected.slug} />,
      { exams: [corrected] },
      (call: Call) =>
        call.method === "POST" && call.path.endsWith("/release")
          ? Response.json({
              code: "exams.correctionsTold",
              params: { count: 2 },
              message:
                "The corrections are released: 2 students' scores changed since the last mail, and each gets one mail (if their address is verified).",
            })
          : undefined,
    );
    expect(await screen.findByTestId("untold")).toHaveTextContent(
      "Corrections since the release changed 2 students' scores. They see them on the site now; release the corrections to tell them by mail (one mail each for all the corrections).",
    );
    // Released once: "Release results" is not offered again, the corrections' release is.
    expect(within(results()).queryByRole("button", { name: "Release results" })).toBeNull();
    await userEvent.click(
      within(results()).getByRole("button", { name: "Release the corrections" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Tell the students of the corrections?" });
    expect(dialog).toHaveTextContent(
      "2 students' scores changed since their last mail: each gets one mail if their address is verified.",
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Release the corrections" }));
    expect(
      await within(results()).findByText(
        "The corrections are released: 2 students' scores changed since the last mail, and each gets one mail (if their address is verified).",
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/examiner/exams/${corrected.slug}/release`,
    ]);
  });

  it("in Nepali too", async () => {
    await act(() => setLanguage("ne"));
    renderWithApi(<ExamPage slug={corrected.slug} />, { exams: [corrected] });
    expect(await screen.findByTestId("untold")).toHaveTextContent(
      /^नतिजा सार्वजनिक भएपछिका सच्याइले 2 विद्यार्थीको प्राप्ताङ्क बदल्यो।/,
    );
    expect(screen.getByRole("button", { name: "सच्याइ सार्वजनिक गर्नुहोस्" })).toBeVisible();
  });
});

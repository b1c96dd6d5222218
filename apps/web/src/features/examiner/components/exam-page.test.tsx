import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { examRow, meritAnswer, renderWithApi } from "../test-support";
import { ExamPage } from "./exam-page";

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => setLanguage("en"));
});

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
    // Only this exam's merit list is asked for.
    expect(calls.filter((c) => c.path.endsWith("/merit")).map((c) => c.path)).toEqual([
      "/examiner/exams/csit-scholarship-2083/merit",
    ]);
  });

  it("says an address that is none of the examiner's exams in plain words, with the way back, in English and in Nepali", async () => {
    renderWithApi(<ExamPage slug="someone-elses" />, { exams: [examRow()] });
    expect(
      await screen.findByRole("heading", { level: 1, name: "We could not find this exam" }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "It is not among the exams of this account: the link may be mistyped or cut short, or the exam belongs to another examiner.",
    );
    expect(screen.getByRole("link", { name: "Back to the examiner's page" })).toHaveAttribute(
      "href",
      "/examiner",
    );
    // Never the address's own slug.
    expect(document.body.textContent).not.toContain("someone-elses");
    await act(() => setLanguage("ne"));
    expect(await screen.findByRole("heading", { level: 1, name: "यो परीक्षा भेटिएन" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "यो यस खाताका परीक्षाहरूमा छैन: लिङ्क गलत टाइप भएको वा अधुरो हुन सक्छ, वा परीक्षा अर्को परीक्षकको हो।",
    );
    expect(screen.getByRole("link", { name: "परीक्षकको पृष्ठमा फर्कनुहोस्" })).toHaveAttribute(
      "href",
      "/examiner",
    );
  });
});

import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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
  it("opens on its summary: where it stands, what to do, links to its views; the merit list is its own view", async () => {
    const { calls } = renderWithApi(
      <ExamPage slug="csit-scholarship-2083" />,
      {
        exams: [examRow({ slug: "other", title: "Other exam" }), examRow()],
        at: "/examiner/exams/csit-scholarship-2083",
      },
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
    expect(within(results).getByRole("button", { name: "Close now" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Examiner" })).toHaveAttribute("href", "/examiner");
    // Links to its views, each at its own address, the summary marked as the one shown (issue 68
    // point 5).
    const views = within(screen.getByRole("navigation", { name: "This exam's views" }));
    const base = "/examiner/exams/csit-scholarship-2083";
    expect(views.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Summary", base],
      ["Candidates", `${base}/candidates`],
      ["Merit list", `${base}/merit`],
      ["Item analysis", `${base}/analysis`],
      ["Log", `${base}/log`],
    ]);
    expect(views.getByRole("link", { name: "Summary" })).toHaveAttribute("aria-current", "page");
    // The summary asks for no view's data but the flags' analysis.
    const asked = () => calls.filter((c) => c.method === "GET").map((c) => c.path);
    expect(asked()).not.toContain(`${base}/merit`);
    expect(asked()).not.toContain(`${base}/candidates`);
    expect(asked().some((path) => path.startsWith(`${base}/log`))).toBe(false);

    // The merit list's view, from the Results' link: the list with rolls at once, Print, the CSV.
    fireEvent.click(within(results).getByRole("link", { name: "Merit list" }));
    const list = await screen.findByRole("region", { name: "Merit list" });
    expect(await within(list).findByRole("cell", { name: "asha@example.com" })).toBeVisible();
    expect(within(list).getByRole("button", { name: "Print" })).toBeEnabled();
    expect(within(list).getByRole("button", { name: /^Download CSV/ })).toBeVisible();
    expect(screen.queryByRole("region", { name: "About this exam" })).toBeNull();
    expect(views.getByRole("link", { name: "Merit list" })).toHaveAttribute("aria-current", "page");
    // The way back names the exam and the view.
    expect(screen.getByRole("link", { name: "CSIT scholarship 2083" })).toHaveAttribute(
      "href",
      base,
    );
    // Only this exam's merit list is asked for, once its view is open.
    expect(calls.filter((c) => c.path.endsWith("/merit")).map((c) => c.path)).toEqual([
      `${base}/merit`,
    ]);
  });

  it("prints the merit list with the exam's date, the sheet saying when it was printed, in Nepali too", async () => {
    const printed = vi.fn();
    vi.stubGlobal("print", printed);
    renderWithApi(
      <ExamPage slug="csit-scholarship-2083" view="merit" />,
      { exams: [examRow()] },
      (call) => (call.path.endsWith("/merit") ? Response.json(merit) : undefined),
    );
    const list = await screen.findByRole("region", { name: "Merit list" });
    await within(list).findByRole("cell", { name: "asha@example.com" });
    fireEvent.click(within(list).getByRole("button", { name: "Print" }));
    await waitFor(() => expect(printed).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("printed")).toHaveTextContent(
      /^Exam held on .+\. Printed .+\(Nepal time\)\.$/,
    );
    await act(() => setLanguage("ne"));
    expect(await screen.findByRole("button", { name: "छाप्नुहोस्" })).toBeVisible();
    expect(screen.getByTestId("printed")).toHaveTextContent(
      /^परीक्षा मिति: .+। छापिएको: .+\(नेपाल समय\)।$/,
    );
    await act(() => setLanguage("en"));
  });

  it("says an address that is none of the examiner's exams in plain words, with the way back, in English and in Nepali", async () => {
    renderWithApi(<ExamPage slug="someone-elses" />, { exams: [examRow()] });
    await expectNotTheirs("exam", () => act(() => setLanguage("ne")));
    // Never the address's own slug.
    expect(document.body.textContent).not.toContain("someone-elses");
  });
});

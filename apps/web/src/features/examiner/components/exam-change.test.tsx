import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { examRow, renderWithApi, type Call, cleanUpAfterEach } from "../test-support";
import { ExamPage } from "./exam-page";
import { ExaminerDashboard } from "./examiner-dashboard";

// Changing an exam from its page (issue 46 point 2, decisions 205-208).

cleanUpAfterEach();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const later = examRow({
  opens_at: inHours(2),
  closes_at: inHours(4),
  started: 0,
  submitted: 0,
  quotas: [{ category: "physics", count: 2 }],
  tie_break: ["physics", "mathematics"],
  version: 3,
});
const change = () => screen.getByRole("region", { name: "Edit" });

describe("an exam not open yet", { timeout: 30_000 }, () => {
  it("is edited in the form filled with its settings; its address kept, its version sent", async () => {
    const { calls } = renderWithApi(<ExamPage slug={later.slug} />, { exams: [later] }, (call) =>
      call.method === "PUT"
        ? Response.json({ ...later, title: "CSIT scholarship 2083 (re-sit)", version: 4 })
        : undefined,
    );
    await screen.findByRole("heading", { level: 1, name: later.title });
    expect(within(change()).getByText(/Everything can be changed until it opens/)).toBeVisible();
    await userEvent.click(within(change()).getByRole("button", { name: "Edit" }));
    const form = within(change().querySelector("form")!);
    expect(form.getByRole("heading", { name: `Edit ${later.title}` })).toBeVisible();
    expect(form.queryByLabelText("Slug")).toBeNull();
    expect(
      form.getByText(`Its address stays /exams/${later.slug}: students' links keep working.`),
    ).toBeVisible();
    expect(form.getByLabelText(/Quotas/)).toHaveValue("physics: 2");
    expect(form.getByLabelText("Tie-break order (sections, optional)")).toHaveValue(
      "physics, mathematics",
    );
    const title = form.getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "CSIT scholarship 2083 (re-sit)");
    await userEvent.click(form.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved. Students still sit it at its address.")).toBeVisible();
    const put = calls.find((c: Call) => c.method === "PUT")!;
    expect(put.path).toBe(`/examiner/exams/${later.slug}`);
    expect(put.body).toMatchObject({
      title: "CSIT scholarship 2083 (re-sit)",
      version: 3,
      selection: { mode: "quota", quotas: [{ category: "physics", count: 2 }] },
      tie_break: ["physics", "mathematics"],
      opens_at: later.opens_at.replace(/:\d\d\.\d{3}Z$/, ":00.000Z"),
    });
    expect(put.body).not.toHaveProperty("slug");
  });

  it("a repeat of another exam is asked first and saved when the examiner says so", async () => {
    let puts = 0;
    const { calls } = renderWithApi(<ExamPage slug={later.slug} />, { exams: [later] }, (call) => {
      if (call.method !== "PUT") return undefined;
      puts += 1;
      return puts === 1
        ? Response.json(
            {
              code: "exams.repeatsAnother",
              params: { title: "Weekly test", opens: inHours(3), closes: inHours(5) },
              message: "You already have the exam Weekly test on the same questions, open …",
            },
            { status: 409 },
          )
        : Response.json({ ...later, version: 4 });
    });
    await screen.findByRole("heading", { level: 1, name: later.title });
    const part = change();
    await userEvent.click(within(part).getByRole("button", { name: "Edit" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() =>
      expect(part.textContent).toContain(
        "You already have the exam Weekly test on the same questions, open",
      ),
    );
    // In Nepali too, its moments on Nepal's clock.
    await act(() => setLanguage("ne"));
    await vi.waitFor(() =>
      expect(part.textContent).toContain("तपाईंसँग उही प्रश्नहरूको परीक्षा Weekly test पहिले नै छ"),
    );
    await act(() => setLanguage("en"));
    await userEvent.click(screen.getByRole("button", { name: "Save anyway" }));
    expect(await screen.findByText("Saved. Students still sit it at its address.")).toBeVisible();
    const bodies = calls.filter((c) => c.method === "PUT").map((c) => c.body);
    expect(bodies[0]).not.toHaveProperty("confirm_repeat");
    expect(bodies[1]).toMatchObject({ confirm_repeat: true });
  });

  it("a copy starts from its settings with no address and no window", async () => {
    renderWithApi(<ExamPage slug={later.slug} />, { exams: [later] });
    await screen.findByRole("heading", { level: 1, name: later.title });
    await userEvent.click(within(change()).getByRole("button", { name: "Copy as a new exam" }));
    const form = within(change().querySelector("form")!);
    expect(
      form.getByRole("heading", { name: `New exam copied from ${later.title}` }),
    ).toBeVisible();
    expect(form.getByLabelText("Title")).toHaveValue(later.title);
    expect(form.getByLabelText("Slug")).toHaveValue("");
    expect(form.getByLabelText("Opens (Nepal time)")).toHaveValue("");
    expect(form.getByRole("button", { name: "Create exam" })).toBeVisible();
  });
});

describe("a running exam", { timeout: 30_000 }, () => {
  it("gets more time after a confirmation that names it; Edit is not offered", async () => {
    const running = examRow({ version: 2 });
    const { calls } = renderWithApi(
      <ExamPage slug={running.slug} />,
      { exams: [running] },
      (call) =>
        call.path.endsWith("/extend")
          ? Response.json({
              code: "exams.extended",
              params: { title: running.title, when: running.closes_at, count: 2 },
              message: `${running.title} now closes at … The time of the 2 candidates sitting it was moved.`,
            })
          : undefined,
    );
    await screen.findByRole("heading", { level: 1, name: running.title });
    const part = screen.getByRole("region", { name: "More time" });
    expect(within(part).queryByRole("button", { name: "Edit" })).toBeNull();
    await userEvent.type(within(part).getByLabelText("Minutes to add for everyone"), "10");
    await userEvent.click(within(part).getByRole("button", { name: "Give more time" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("exam-named")).toHaveTextContent(
      new RegExp(`^${running.title}, open .+ to .+\\.$`),
    );
    expect(dialog).toHaveTextContent("Minutes added for everyone: 10.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Give more time" }));
    await vi.waitFor(() =>
      expect(part.textContent).toContain("The time of the 2 candidates sitting it was moved."),
    );
    const extend = calls.find((c) => c.path.endsWith("/extend"))!;
    expect(extend.body).toEqual({ version: 2, add_minutes: 10 });
  });

  it("says it in Nepali", async () => {
    await act(() => setLanguage("ne"));
    renderWithApi(<ExamPage slug="csit-scholarship-2083" />, { exams: [examRow()] });
    const part = await screen.findByRole("region", { name: "थप समय" });
    expect(within(part).getByLabelText("सबैलाई थप्ने मिनेट")).toBeVisible();
    expect(within(part).getByRole("button", { name: "थप समय दिनुहोस्" })).toBeVisible();
  });
});

describe("the archive", { timeout: 30_000 }, () => {
  it("finished exams with nothing left to do leave the dashboard for the archive; the day's stay", async () => {
    const old = examRow({
      slug: "old",
      title: "Old exam",
      opens_at: inHours(-50),
      closes_at: inHours(-48),
      released: true,
    });
    const waiting = examRow({
      slug: "waiting",
      title: "Waiting for release",
      opens_at: inHours(-50),
      closes_at: inHours(-48),
    });
    const today = examRow({
      slug: "today",
      title: "Today's exam",
      opens_at: inHours(-3),
      closes_at: inHours(-1),
      released: true,
    });
    renderWithApi(<ExaminerDashboard />, { exams: [old, waiting, today] });
    expect(await screen.findByRole("link", { name: "Today's exam" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Waiting for release" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Old exam" })).toBeNull();
    expect(
      screen.getByRole("link", { name: "Archive: 1 finished or cancelled exam" }),
    ).toHaveAttribute("href", "/examiner/archive");
  });
});

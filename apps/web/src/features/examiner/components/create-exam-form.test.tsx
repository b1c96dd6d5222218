import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { nepalPickerValue } from "../exam-request";
import { setLanguage } from "../../../lib/i18n";
import { examRow, renderWithApi, type Call, cleanUpAfterEach } from "../test-support";
import { ExaminerDashboard } from "./examiner-dashboard";

// The examiner's form that creates an exam: its faults, a double tap, and its bank preview.

cleanUpAfterEach();

const MINUTE = 60_000;

/** The dashboard against the fake API (test-support.tsx). */
const renderPage = (
  state: { exams: ExaminerExam[] },
  answer?: Parameters<typeof renderWithApi>[2],
) => renderWithApi(<ExaminerDashboard />, state, answer);

/** Fills the create form with a good exam (the test's own clock, typed as Nepal time). */
async function fillForm(overrides: { slug?: string; minutes?: string } = {}) {
  const form = screen.getByRole("heading", { name: "Create an exam" }).closest("form")!;
  const q = within(form);
  await userEvent.type(q.getByLabelText("Title"), "Entrance scholarship");
  await userEvent.type(q.getByLabelText("Slug"), overrides.slug ?? "entrance-scholarship");
  const minutes = q.getByLabelText("Minutes or seconds");
  await userEvent.clear(minutes);
  await userEvent.type(minutes, overrides.minutes ?? "45");
  const local = (ms: number) => nepalPickerValue(new Date(ms));
  // A datetime-local input takes its value by a change event (typing into it is per segment).
  const { fireEvent } = await import("@testing-library/react");
  fireEvent.change(q.getByLabelText(/^Opens/), { target: { value: local(Date.now() + MINUTE) } });
  fireEvent.change(q.getByLabelText(/^Closes/), {
    target: { value: local(Date.now() + 90 * MINUTE) },
  });
  return q;
}

describe("Create exam", { timeout: 30_000 }, () => {
  it("a double tap makes one exam: one key, one request; then a confirmation on the new exam at the top and an empty form", async () => {
    const state = { exams: [examRow({ slug: "older", title: "Older exam" })] };
    const made = new Map<string, ExaminerExam>();
    const { calls } = renderPage(state, async (call) => {
      if (call.method !== "POST" || call.path !== "/examiner/exams") return undefined;
      const body = call.body as { idempotency_key: string; slug: string; title: string };
      const before = made.get(body.idempotency_key);
      // A slow link: the second tap lands while the first is on its way.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (before) return Response.json(before, { status: 200 });
      const exam = examRow({ slug: body.slug, title: body.title, started: 0, submitted: 0 });
      made.set(body.idempotency_key, exam);
      state.exams = [exam, ...state.exams];
      return Response.json(exam, { status: 201 });
    });
    await screen.findByRole("article", { name: "Older exam" });
    const q = await fillForm();
    const button = q.getByRole("button", { name: "Create exam" });
    // Two taps before the page has re-rendered.
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.click(button);
    fireEvent.click(button);
    const confirmation = await screen.findByText(/^Created: students sit it at/);
    const posts = calls.filter((c) => c.method === "POST" && c.path === "/examiner/exams");
    expect(posts).toHaveLength(1);
    expect(made.size).toBe(1);
    expect((posts[0]!.body as { idempotency_key: string }).idempotency_key).toMatch(
      /^[0-9a-f]{32}$/,
    );
    // The new exam heads the list, its card holds the confirmation, and the page is taken there.
    const cards = screen.getAllByRole("article");
    expect(
      cards.map((c) => c.getAttribute("aria-labelledby") && c.querySelector("h3")!.textContent),
    ).toEqual(["Entrance scholarship", "Older exam"]);
    expect(within(cards[0]!).getByRole("status").textContent).toBe(confirmation.textContent);
    expect(
      within(cards[0]!).getByRole("link", { name: "/exams/entrance-scholarship" }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(confirmation.closest("p")));
    // The form is ready for the next exam: empty, and with a new key.
    expect(q.getByLabelText("Title")).toHaveProperty("value", "");
    expect(q.getByLabelText("Slug")).toHaveProperty("value", "");
    await fillForm({ slug: "second-exam" });
    await userEvent.click(q.getByRole("button", { name: "Create exam" }));
    await screen.findByRole("link", { name: "/exams/second-exam" });
    const keys = calls
      .filter((c) => c.method === "POST" && c.path === "/examiner/exams")
      .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(new Set(keys).size).toBe(2);
  });

  it("says each fault beside its field, from the shared schema, in the examiner's language; nothing is sent", async () => {
    const { calls } = renderPage({ exams: [] });
    await screen.findByText("No exams yet.");
    const q = await fillForm({ slug: "Bad Slug!", minutes: "0" });
    await userEvent.click(q.getByRole("button", { name: "Create exam" }));
    const slug = q.getByLabelText("Slug");
    expect(slug.getAttribute("aria-invalid")).toBe("true");
    const slugError = document.getElementById(slug.getAttribute("aria-describedby")!)!;
    expect(slugError.textContent).toBe("The slug may hold only a-z, 0-9 and single hyphens.");
    const minutes = q.getByLabelText("Minutes or seconds");
    expect(document.getElementById(minutes.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Give 5 to 3600 seconds per question, or 1 to 600 minutes for the whole paper.",
    );
    // No API field names anywhere.
    const form = q.getByRole("button", { name: "Create exam" }).closest("form")!;
    expect(form.textContent).not.toMatch(/slug:|timing|closes_at/);
    await vi.waitFor(() => expect(document.activeElement).toBe(slug));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await act(() => setLanguage("ne"));
    await vi.waitFor(() =>
      expect(slugError.textContent).toBe("ठेगाना (स्लग) मा a-z, 0-9 र एकल हाइफन मात्र हुन सक्छन्।"),
    );
  });

  it("asks for an empty title, slug and time once each, beside them, with every other fault", async () => {
    renderPage({ exams: [] });
    await screen.findByText("No exams yet.");
    const form = screen.getByRole("heading", { name: "Create an exam" }).closest("form")!;
    const q = within(form);
    await userEvent.selectOptions(q.getByLabelText("Marking profile"), "custom");
    await userEvent.click(q.getByRole("button", { name: "Create exam" }));
    const said = (label: string | RegExp) =>
      document.getElementById(q.getByLabelText(label).getAttribute("aria-describedby")!)!
        .textContent;
    expect(said("Title")).toBe("The title field is required.");
    expect(said("Slug")).toBe("The slug field is required.");
    // Every fault at once, the form's own checks with them: the empty pickers, the custom table.
    expect(said(/^Opens/)).toBe("Choose a date and time.");
    expect(said(/^Custom marks/)).toBe(
      "A custom marking profile needs the marks and the penalty of at least one category.",
    );
  });

  it("words a quota or a mark that is no number, an empty custom table and an empty close, in English and Nepali", async () => {
    const { calls } = renderPage({ exams: [] });
    await screen.findByText("No exams yet.");
    const q = await fillForm();
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.change(q.getByLabelText(/^Closes/), { target: { value: "" } });
    fireEvent.change(q.getByLabelText(/^Quotas per category/), {
      target: { value: "mathematics: two" },
    });
    await userEvent.selectOptions(q.getByLabelText("Marking profile"), "custom");
    await userEvent.click(q.getByRole("button", { name: "Create exam" }));
    const said = (label: RegExp | string) => {
      const field = q.getByLabelText(label);
      expect(field.getAttribute("aria-invalid"), String(label)).toBe("true");
      return document.getElementById(field.getAttribute("aria-describedby")!)!;
    };
    expect(said(/^Quotas per category/).textContent).toBe(
      "Each quota needs a count: a whole number from 1 to 1000.",
    );
    // An empty picker: asked for in words, once (not the API's ISO form, nor "must close after it
    // opens").
    expect(said(/^Closes/).textContent).toBe("Choose a date and time.");
    // The quotas left empty (the whole bank): the custom table is asked for, without its API name.
    fireEvent.change(q.getByLabelText(/^Quotas per category/), { target: { value: "" } });
    await userEvent.click(q.getByRole("button", { name: "Create exam" }));
    expect(said(/^Custom marks/).textContent).toBe(
      "A custom marking profile needs the marks and the penalty of at least one category.",
    );
    fireEvent.change(q.getByLabelText(/^Custom marks/), { target: { value: "physics: x" } });
    await userEvent.click(q.getByRole("button", { name: "Create exam" }));
    expect(said(/^Custom marks/).textContent).toBe(
      "Marks for a right answer are a number more than 0, at most 100.",
    );
    const form = q.getByRole("button", { name: "Create exam" }).closest("form")!;
    expect(form.textContent).not.toMatch(/custom_marks|This field is invalid/);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await act(() => setLanguage("ne"));
    await vi.waitFor(() =>
      expect(said(/^आफ्नै अङ्क/).textContent).toBe(
        "सही उत्तरको अङ्क 0 भन्दा बढी र 100 सम्मको सङ्ख्या हुनुपर्छ।",
      ),
    );
  });

  it("puts the server's refusal of a field beside it too (a taken slug)", async () => {
    renderPage({ exams: [] }, (call) =>
      call.method === "POST" && call.path === "/examiner/exams"
        ? Response.json(
            {
              code: "general.invalidData",
              params: {},
              message: "The given data was invalid.",
              errors: {
                slug: [
                  {
                    code: "exams.slugTaken",
                    params: {},
                    message: "The slug has already been taken.",
                  },
                ],
              },
            },
            { status: 422 },
          )
        : undefined,
    );
    await screen.findByText("No exams yet.");
    const q = await fillForm();
    await userEvent.click(q.getByRole("button", { name: "Create exam" }));
    const slug = q.getByLabelText("Slug");
    await vi.waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(slug.getAttribute("aria-describedby")!)!.textContent).toBe(
      "The slug has already been taken.",
    );
    // The form keeps what was typed, to be corrected.
    expect(q.getByLabelText("Title")).toHaveProperty("value", "Entrance scholarship");
  });
});

describe("The create form's bank preview", { timeout: 30_000 }, () => {
  // A public practice bank of 25 questions; question 3's options name others by place.
  const publicBank = Array.from({ length: 25 }, (_, i) => ({
    id: 1000 + i,
    category: "mathematics",
    question: `Public question ${i + 1}?`,
    options:
      i === 2
        ? ["Two", "Three", "All of the above"]
        : [`Right ${i + 1}`, `Wrong ${i + 1}`, `Off ${i + 1}`],
    answer: i === 2 ? "All of the above" : `Right ${i + 1}`,
    explanation: `Because ${i + 1}.`,
  }));
  const answer = (call: Call) => {
    if (!call.path.startsWith("/examiner/public-banks/entrance")) return undefined;
    const query = new URLSearchParams(call.path.split("?")[1]);
    const offset = Number(query.get("offset"));
    const limit = Number(query.get("limit"));
    const questions = publicBank.slice(offset, offset + limit);
    return Response.json({
      name: "entrance",
      total: publicBank.length,
      offset,
      categories: { mathematics: publicBank.length },
      questions,
      written_order: questions.filter((q) => q.id === 1002).map((q) => q.id),
    });
  };

  it("previews a public practice bank too, a page at a time, with the key; and says the order each student gets", async () => {
    const { calls } = renderPage({ exams: [] }, answer);
    await screen.findByText("No exams yet.");
    const form = screen.getByRole("heading", { name: "Create an exam" }).closest("form")!;
    const q = within(form);
    // No private bank: the form's choice is a public one, and it can be read before it is chosen.
    expect(q.getByLabelText("Questions from")).toHaveProperty("value", "public:entrance");
    await userEvent.click(q.getByText("Read this bank's questions as students will see them"));
    await q.findByText("Public question 20?");
    expect(q.queryByText("Public question 21?")).toBeNull();
    expect(q.getByText(/^25 questions, in the bank's written order; the first 20/)).toBeTruthy();
    // Drawn by the one question component: the key shown, the explanation under it.
    expect(q.getByText("Because 1.")).toBeTruthy();
    // The question that keeps its written order says so.
    expect(q.getAllByText(/keep this order for every student/)).toHaveLength(1);
    await userEvent.click(q.getByRole("button", { name: "Show 5 more questions" }));
    await q.findByText("Public question 25?");
    expect(q.queryByRole("button", { name: /Show \d+ more/ })).toBeNull();
    expect(
      calls.filter((c) => c.path.startsWith("/examiner/public-banks/")).map((c) => c.path),
    ).toEqual([
      "/examiner/public-banks/entrance?offset=0&limit=20",
      "/examiner/public-banks/entrance?offset=20&limit=20",
    ]);

    // What each student gets follows the form's order settings.
    const note = screen.getByTestId("order-note");
    expect(note.textContent).toMatch(
      /each student meets the questions of each section in their own shuffled order, and each question's options in their own shuffled order/,
    );
    await userEvent.click(q.getByLabelText(/options in their own order$/));
    expect(note.textContent).toMatch(/every question's options keep the order shown/);
    await userEvent.click(q.getByLabelText(/questions of each section in their own order$/));
    expect(note.textContent).toBe(
      "Every student meets the questions and their options in the order shown.",
    );
  });

  it("reads in Nepali", async () => {
    await act(() => setLanguage("ne"));
    renderPage({ exams: [] }, answer);
    const note = await screen.findByTestId("order-note");
    await vi.waitFor(() => expect(note.textContent).toMatch(/आफ्नै फेरबदल गरिएको क्रममा/));
    await userEvent.click(screen.getByText("यो प्रश्नसङ्ग्रहका प्रश्न विद्यार्थीले देख्ने रूपमा पढ्नुहोस्"));
    await screen.findByText("Public question 1?");
    expect(screen.getByRole("button", { name: "अरू 5 प्रश्न देखाउनुहोस्" })).toBeTruthy();
  });
});

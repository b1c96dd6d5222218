import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { zoneLabel } from "../../../lib/bikram-sambat";
import { nepalPickerValue } from "../exam-request";
import { formatWhen } from "../../../components/ui/timed-text";
import { setLanguage } from "../../../lib/i18n";
import { examRow, meritAnswer, renderWithApi, type Call, cleanUpAfterEach } from "../test-support";
import { ExaminerDashboard } from "./examiner-dashboard";

cleanUpAfterEach();

const MINUTE = 60_000;

/** The dashboard against the fake API (test-support.tsx). */
const renderPage = (
  state: { exams: ExaminerExam[] },
  answer?: Parameters<typeof renderWithApi>[2],
) => renderWithApi(<ExaminerDashboard />, state, answer);

/** `button` on `card` pressed, then the same button in the dialog named `dialog` that asks first. */
async function confirmed(card: HTMLElement, button: string, dialog: string) {
  await userEvent.click(within(card).getByRole("button", { name: button }));
  await userEvent.click(
    within(screen.getByRole("dialog", { name: dialog })).getByRole("button", { name: button }),
  );
}

describe("Close now", { timeout: 30_000 }, () => {
  it("asks first, saying who is stopped and what happens to results; then closes and says when, zone named", async () => {
    const state = { exams: [examRow()] };
    const closedAt = new Date().toISOString();
    const { calls } = renderPage(state, (call) => {
      if (call.method !== "POST" || !call.path.endsWith("/close")) return undefined;
      state.exams = [examRow({ closes_at: closedAt, submitted: 3 })];
      return Response.json({
        code: "exams.closedNow",
        params: { when: closedAt, count: 2 },
        message: "(English from the server)",
      });
    });
    const card = await screen.findByRole("article", { name: "CSIT scholarship 2083" });
    await userEvent.click(within(card).getByRole("button", { name: "Close now" }));
    const dialog = screen.getByRole("dialog", { name: "Close the exam now?" });
    expect(dialog.textContent).toMatch(/The 2 students sitting it can save no more answers/);
    expect(dialog.textContent).toMatch(/You release the results afterwards/);
    // "Keep it open" closes nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it open" }));
    expect(calls.filter((c) => c.path.endsWith("/close"))).toHaveLength(0);

    await confirmed(card, "Close now", "Close the exam now?");
    const notice = await within(card).findByText(/^Closed at /);
    expect(notice.textContent).toMatch(
      /The 2 students still sitting it can save no more answers; their answers so far are kept\./,
    );
    // The time is on Nepal's clock and named so, never the server's UTC.
    expect(notice.textContent).not.toContain(closedAt);
    expect(notice.textContent).toContain("(Nepal time)");
    expect(calls.find((c) => c.path.endsWith("/close"))).toMatchObject({
      method: "POST",
      path: "/examiner/exams/csit-scholarship-2083/close",
    });
    // The list is asked again: the exam no longer runs, so the button has gone.
    await vi.waitFor(() =>
      expect(within(card).queryByRole("button", { name: "Close now" })).toBeNull(),
    );
  });

  it("on an exam not open yet is Cancel exam, asks first, and says the cancel in English and Nepali", async () => {
    const now = Date.now();
    const later = {
      slug: "afternoon",
      title: "Afternoon sitting",
      opens_at: new Date(now + 60 * MINUTE).toISOString(),
      closes_at: new Date(now + 120 * MINUTE).toISOString(),
      started: 0,
      submitted: 0,
    };
    const state = { exams: [examRow(later)] };
    const cancelledAt = new Date(now).toISOString();
    const { calls } = renderPage(state, (call) => {
      if (call.method !== "POST" || !call.path.endsWith("/close")) return undefined;
      state.exams = [examRow({ ...later, opens_at: cancelledAt, closes_at: cancelledAt })];
      return Response.json({
        code: "exams.cancelled",
        params: { when: cancelledAt },
        message: "(English from the server)",
      });
    });
    const card = await screen.findByRole("article", { name: "Afternoon sitting" });
    expect(within(card).queryByRole("button", { name: "Close now" })).toBeNull();
    await userEvent.click(within(card).getByRole("button", { name: "Cancel exam" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this exam?" });
    expect(dialog.textContent).toMatch(/It has not opened yet\. Cancelled, it never opens/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(calls.filter((c) => c.path.endsWith("/close"))).toHaveLength(0);

    await confirmed(card, "Cancel exam", "Cancel this exam?");
    const notice = await within(card).findByText(/^Cancelled at /);
    expect(notice.textContent).toMatch(/the exam will not open, and no student can start it\./);
    expect(notice.textContent).not.toContain(cancelledAt);
    expect(calls.find((c) => c.path.endsWith("/close"))).toMatchObject({
      method: "POST",
      path: "/examiner/exams/afternoon/close",
    });
    // Cancelled, it is over: neither button any more.
    await vi.waitFor(() =>
      expect(within(card).queryByRole("button", { name: "Cancel exam" })).toBeNull(),
    );
    expect(within(card).queryByRole("button", { name: "Close now" })).toBeNull();
    // Its card says it was cancelled, not a window that opens and closes at one moment, and offers
    // no release (nothing was sat), also once its grace is over.
    expect(card.textContent).toMatch(/cancelled at .+, before it opened/);
    expect(card.textContent).not.toMatch(/ to .+ · csit/);
    expect(card.textContent).toContain("No results: it never opened");
    expect(card.textContent).not.toContain("Results by hand");
    expect(card.textContent).not.toMatch(/Results can be released after/);

    await act(() => setLanguage("ne"));
    expect(within(card).getByText(/^.+ मा रद्द गरियो: परीक्षा खुल्दैन/)).toBeTruthy();
    expect(card.textContent).toMatch(/खुल्नुअघि नै .+ मा रद्द गरियो/);
    expect(card.textContent).toContain("नतिजा छैन: परीक्षा कहिल्यै खुलेन");
  });

  it("a cancelled exam's card, its grace long over, says so and offers no release", async () => {
    const at = new Date(Date.now() - 5 * MINUTE).toISOString();
    renderPage({
      exams: [examRow({ title: "Cancelled sitting", opens_at: at, closes_at: at, started: 0 })],
    });
    const card = await screen.findByRole("article", { name: "Cancelled sitting" });
    expect(card.textContent).toMatch(/cancelled at .+, before it opened/);
    expect(card.textContent).toContain("No results: it never opened");
    expect(within(card).queryByRole("button", { name: "Release results" })).toBeNull();
    expect(within(card).queryByRole("button", { name: "Cancel exam" })).toBeNull();
    // An exam closed a minute after it opened is not cancelled: it can be released.
    const opened = new Date(Date.now() - 6 * MINUTE).toISOString();
    renderPage({
      exams: [examRow({ title: "Closed sitting", opens_at: opened, closes_at: at })],
    });
    const closed = await screen.findByRole("article", { name: "Closed sitting" });
    expect(within(closed).getByRole("button", { name: "Release results" })).toBeTruthy();
    expect(closed.textContent).not.toMatch(/cancelled/);
  });

  it("the card of a result held back by an exam not open yet names its opening and close", async () => {
    const now = Date.now();
    const opens = new Date(now + 60 * MINUTE).toISOString();
    const until = new Date(now + 180 * MINUTE).toISOString();
    renderPage({
      exams: [
        examRow({
          title: "Morning sitting",
          opens_at: new Date(now - 180 * MINUTE).toISOString(),
          closes_at: new Date(now - 60 * MINUTE).toISOString(),
          held_by: {
            title: "Afternoon sitting",
            opens,
            until,
            closes: until,
            another_examiner: false,
            limit_days: 7,
          },
        }),
      ],
    });
    const card = await screen.findByRole("article", { name: "Morning sitting" });
    const held = within(card).getByText(/^Results cannot be released yet/);
    expect(held.textContent).toMatch(
      /^Results cannot be released yet: Afternoon sitting, with some of the same questions, opens at .+ \S+ and closes at .+\. They can be released after it closes\.$/,
    );
    expect(held.textContent).toContain("(Nepal time)");
    expect(held.textContent).not.toContain(opens);
    expect(within(card).queryByRole("button", { name: "Release results" })).toBeNull();
    await act(() => setLanguage("ne"));
    expect(
      within(card).getByText(/केही उस्तै प्रश्न भएको Afternoon sitting .+ मा खुल्छ र .+ मा बन्द हुन्छ/),
    ).toBeTruthy();
  });

  it("the card of a result held by another examiner's exam names the bound that ends the hold", async () => {
    const now = Date.now();
    const until = new Date(now + 20 * 60 * MINUTE).toISOString();
    const closes = new Date(now + 30 * 24 * 60 * MINUTE).toISOString();
    renderPage({
      exams: [
        examRow({
          title: "Morning sitting",
          opens_at: new Date(now - 6 * 60 * MINUTE).toISOString(),
          closes_at: new Date(now - 4 * 60 * MINUTE).toISOString(),
          held_by: {
            title: "Another college",
            opens: null,
            until,
            closes,
            another_examiner: true,
            limit_days: 1,
          },
        }),
      ],
    });
    const card = await screen.findByRole("article", { name: "Morning sitting" });
    const held = within(card).getByTestId("held-by");
    expect(held.textContent).toMatch(
      /^Results cannot be released yet: Another college, with some of the same questions, closes at .+\. A hold lasts at most 1 day after this exam's close: they can be released at .+\. Another college is another examiner's exam: it holds these results for at most 1 day after this exam closed, and only while it runs\.$/,
    );
    expect(held.textContent).toContain("(Nepal time)");
    await act(() => setLanguage("ne"));
    expect(within(card).getByTestId("held-by").textContent).toMatch(
      /Another college .+ मा बन्द हुन्छ। रोक यो परीक्षा बन्द भएको 1 दिनभन्दा बढी रहँदैन: .+ मा सार्वजनिक गर्न सकिन्छ। Another college अर्को परीक्षकको परीक्षा हो/,
    );
  });

  it("is offered only while the exam runs or before it opens", async () => {
    const now = Date.now();
    renderPage({
      exams: [
        examRow({
          slug: "later",
          title: "Later exam",
          opens_at: new Date(now + 60 * MINUTE).toISOString(),
          closes_at: new Date(now + 120 * MINUTE).toISOString(),
        }),
        examRow({
          slug: "over",
          title: "Exam over",
          opens_at: new Date(now - 120 * MINUTE).toISOString(),
          closes_at: new Date(now - 60 * MINUTE).toISOString(),
        }),
      ],
    });
    for (const name of ["Later exam", "Exam over"]) {
      const card = await screen.findByRole("article", { name });
      expect(within(card).queryByRole("button", { name: "Close now" })).toBeNull();
    }
    const over = await screen.findByRole("article", { name: "Exam over" });
    expect(within(over).queryByRole("button", { name: "Cancel exam" })).toBeNull();
    const later = await screen.findByRole("article", { name: "Later exam" });
    expect(within(later).getByRole("button", { name: "Cancel exam" })).toBeTruthy();
  });

  it("reads in Nepali", async () => {
    await act(() => setLanguage("ne"));
    renderPage({ exams: [examRow()] });
    const card = await screen.findByRole("article", { name: "CSIT scholarship 2083" });
    await userEvent.click(within(card).getByRole("button", { name: "अहिले नै बन्द गर्नुहोस्" }));
    const dialog = screen.getByRole("dialog", { name: "परीक्षा अहिले नै बन्द गर्ने हो?" });
    expect(dialog.textContent).toMatch(/2 विद्यार्थीले अबदेखि उत्तर सुरक्षित गर्न सक्दैनन्/);
  });
});

describe("an exam's card", { timeout: 30_000 }, () => {
  it("says what the exam does with the order of questions and options, in English and Nepali", async () => {
    const exam = (slug: string, shuffle_questions: boolean, shuffle_options: boolean) =>
      examRow({ slug, title: slug, shuffle_questions, shuffle_options });
    renderPage({
      exams: [
        exam("both", true, true),
        exam("questions", true, false),
        exam("options", false, true),
        exam("neither", false, false),
      ],
    });
    const order = async (name: string) =>
      within(await screen.findByRole("article", { name })).getByTestId("order").textContent;
    expect(await order("both")).toBe(
      "Each student's own order of the questions and of their options.",
    );
    expect(await order("questions")).toBe(
      "Each student's own order of the questions; options as written.",
    );
    expect(await order("options")).toBe(
      "Questions as written; each student's own order of the options.",
    );
    expect(await order("neither")).toBe(
      "Questions and options as written, the same for every student.",
    );
    await act(() => setLanguage("ne"));
    await vi.waitFor(async () =>
      expect(await order("neither")).toBe("प्रश्न र विकल्प लेखिएकै क्रममा, सबै विद्यार्थीका लागि एउटै।"),
    );
  });
});

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

describe("Times and warnings on the cards", { timeout: 30_000 }, () => {
  const now = Date.now();
  const over = () =>
    examRow({
      opens_at: new Date(now - 120 * MINUTE).toISOString(),
      closes_at: new Date(now - 60 * MINUTE).toISOString(),
      released: true,
      released_at: new Date(now - 30 * MINUTE).toISOString(),
      source: "public:entrance",
      warning: "exams.publicBank",
    });
  const merit = meritAnswer({
    final: true,
    submitted_at: new Date(now - 70 * MINUTE).toISOString(),
  });
  /** The CSV's link is clicked, not followed (jsdom has no navigation): the files asked for. */
  function catchDownloads() {
    const downloads: string[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL() {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    return downloads;
  }
  const answer = (call: Call) =>
    call.path.startsWith("/examiner/exams/csit-scholarship-2083/merit?format=csv")
      ? new Response("rank\r\n", { headers: { "content-type": "text/csv; charset=utf-8" } })
      : call.path.startsWith("/examiner/exams/csit-scholarship-2083/merit")
        ? Response.json(merit)
        : undefined;

  it("opens, closes, the release and each submitted time name the zone; the CSV is asked in Nepal's zone", async () => {
    const downloads = catchDownloads();
    const { calls } = renderPage({ exams: [over()] }, answer);
    const card = await screen.findByRole("article", { name: "CSIT scholarship 2083" });
    const zone = zoneLabel("en");
    const text = card.textContent!;
    // The window's two ends and the release, each with its zone; no raw ISO time anywhere.
    expect(text.split(zone).length - 1).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/Results released .+/);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT/);
    // The public bank's warning, from its code.
    expect(text).toContain("This exam uses a public practice bank");

    await userEvent.click(within(card).getByRole("button", { name: "Merit list" }));
    const header = await within(card).findByRole("columnheader", { name: `Submitted (${zone})` });
    expect(header).toBeTruthy();
    const row = within(card).getAllByRole("row")[1]!;
    expect(row.textContent).not.toMatch(/\d{4}-\d\d-\d\dT/);

    await userEvent.click(within(card).getByRole("button", { name: "Download CSV" }));
    await vi.waitFor(() => expect(calls.some((c) => c.path.includes("format=csv"))).toBe(true));
    const csvCall = calls.find((c) => c.path.includes("format=csv"))!;
    const tz = new URLSearchParams(csvCall.path.split("?")[1]).get("tz");
    expect(tz).toBe("Asia/Kathmandu");
    await vi.waitFor(() => expect(downloads).toEqual(["csit-scholarship-2083-merit.csv"]));
  });

  it("the live merit list shows when each candidate's last answer arrived (decision 143)", async () => {
    const running = examRow({
      opens_at: new Date(now - 30 * MINUTE).toISOString(),
      closes_at: new Date(now + 30 * MINUTE).toISOString(),
    });
    renderPage({ exams: [running] }, (call) =>
      call.path.startsWith("/examiner/exams/csit-scholarship-2083/merit")
        ? Response.json(meritAnswer({ last_answer_at: new Date(now - 12 * MINUTE).toISOString() }))
        : undefined,
    );
    const card = await screen.findByRole("article", { name: "CSIT scholarship 2083" });
    await userEvent.click(within(card).getByRole("button", { name: "Merit list" }));
    const zone = zoneLabel("en");
    await within(card).findByRole("columnheader", { name: `Last answer received (${zone})` });
    const cells = within(within(card).getAllByRole("row")[1]!).getAllByRole("cell");
    // Each cell is a labelled line on a phone (decision 187): its value is its last part.
    const value = (cell: HTMLElement) => cell.lastElementChild!.textContent;
    expect(value(cells.at(-2)!)).toBe("—");
    expect(value(cells.at(-1)!)).toBe(formatWhen(new Date(now - 12 * MINUTE), { nepal: true }));
  });

  it("reads in Nepali: Nepal's time named, the warning in Nepali, the CSV in Asia/Kathmandu", async () => {
    const downloads = catchDownloads();
    await act(() => setLanguage("ne"));
    const { calls } = renderPage({ exams: [over()] }, answer);
    const card = await screen.findByRole("article", { name: "CSIT scholarship 2083" });
    await vi.waitFor(() => expect(card.textContent).toContain("सार्वजनिक अभ्यास प्रश्नसङ्ग्रह"));
    expect(card.textContent!.split("नेपाल समय").length - 1).toBeGreaterThanOrEqual(3);
    expect(card.textContent).not.toContain("This exam uses a public practice bank");
    await userEvent.click(within(card).getByRole("button", { name: "योग्यताक्रम सूची" }));
    await within(card).findByRole("columnheader", { name: "बुझाएको समय (नेपाल समय)" });
    await userEvent.click(within(card).getByRole("button", { name: /CSV/ }));
    await vi.waitFor(() => expect(calls.some((c) => c.path.includes("format=csv"))).toBe(true));
    const csvCall = calls.find((c) => c.path.includes("format=csv"))!;
    expect(new URLSearchParams(csvCall.path.split("?")[1]).get("tz")).toBe("Asia/Kathmandu");
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
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

import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { zoneLabel } from "../../../lib/bikram-sambat";
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
            limit_days: null,
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

  /** "Morning sitting", closed 4 hours ago, held by another examiner's exam ending in 20 hours. */
  async function heldCard(closesInDays: number | null) {
    const now = Date.now();
    const until = new Date(now + 20 * 60 * MINUTE).toISOString();
    const closes =
      closesInDays === null ? until : new Date(now + closesInDays * 24 * 60 * MINUTE).toISOString();
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
            limit_days: null,
          },
        }),
      ],
    });
    return screen.findByRole("article", { name: "Morning sitting" });
  }

  it("the card of a result held by another examiner's running exam says it holds while it runs", async () => {
    const card = await heldCard(null);
    const held = within(card).getByTestId("held-by");
    expect(held.textContent).toMatch(
      /^Results cannot be released yet: Another college is running with some of the same questions\. They can be released after it closes, at .+\. Another college is another examiner's exam: it holds these results only while it runs\.$/,
    );
    expect(held.textContent).toContain("(Nepal time)");
    await act(() => setLanguage("ne"));
    expect(within(card).getByTestId("held-by").textContent).toMatch(
      /Another college चलिरहेको छ। .+ Another college अर्को परीक्षकको परीक्षा हो: यसले यी नतिजा आफू चलिरहँदा मात्र रोक्छ।$/,
    );
  });

  it("the card of a result held by an exam with a window longer than the limit names the bound", async () => {
    // Until (20 hours) before that exam's close (60 days): the bound of decision 397 ends the hold.
    const card = await heldCard(60);
    expect(within(card).getByTestId("held-by").textContent).toMatch(
      /^Results cannot be released yet: Another college, with some of the same questions, closes at .+\. An exam holds others' results for at most 32 days after it opens: they can be released at .+\. Another college is another examiner's exam/,
    );
    await act(() => setLanguage("ne"));
    expect(within(card).getByTestId("held-by").textContent).toMatch(
      /कुनै परीक्षाले अरूको नतिजा आफू खुलेको 32 दिनसम्म मात्र रोक्छ: .+ मा सार्वजनिक गर्न सकिन्छ।/,
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

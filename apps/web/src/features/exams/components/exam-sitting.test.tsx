import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  AnswerResponse,
  AttemptResponse,
  AttemptStatus,
} from "@tayari/contracts/exam-sitting";
import { STATUS_POLL_MS, STATUS_REFOCUS_MS } from "../attempt-watch";
import { setLanguage } from "../../../lib/i18n";
import { SLOW_SAVE_MS } from "../../../components/sitting/use-answer-ledger";
import { ExamSitting } from "./exam-sitting";

afterEach(() => {
  vi.unstubAllGlobals();
  // Picks kept on the device (decision 143) belong to one test.
  localStorage.clear();
});

const attempt: AttemptResponse = {
  id: 7,
  exam: { slug: "scholarship", title: "Scholarship test" },
  started_at: "2026-11-24T06:00:00.000Z",
  deadline: "2026-11-24T07:00:00.000Z",
  seconds_left: 3600,
  resume_at: 0,
  seq: 4,
  clock_ms: 0,
  questions: [
    {
      id: 11,
      question: "Which gas do plants take in?",
      options: ["Oxygen", "Carbon dioxide", "Argon"],
    },
    { id: 12, question: "What is 2 + 2?", options: ["3", "4", "5"] },
  ],
  answers: {},
};

interface Save {
  seq: number;
  pick: string;
  answer: (reply: AnswerResponse) => void;
}

/**
 * The sitting against a fake server that lists the exam and starts the attempt; every other request
 * is `answer`'s (an answer it leaves undefined is a 404).
 */
/** An exam of the open list (`GET /api/exams`), the sitting's by default: running, no code. */
const examRow = (over: Record<string, unknown> = {}) => ({
  slug: "scholarship",
  title: "Scholarship test",
  opens_at: attempt.started_at,
  closes_at: attempt.deadline,
  duration_seconds: 3600,
  question_count: 2,
  closes_in_seconds: 3600,
  needs_access_code: false,
  attempt: "running",
  ...over,
});

/** The sitting of "scholarship" (an examiner's account with `examiner`), with its own query client. */
function showSitting(examiner = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ExamSitting slug="scholarship" examiner={examiner} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function renderAgainst(
  answer: (url: string, method: string, init: RequestInit) => Promise<Response> | Response | void,
) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (url.endsWith("/api/exams") && method === "GET")
        return Response.json({ sat: [], exams: [examRow()] });
      if (url.endsWith("/attempt") && method === "POST") return Response.json(attempt);
      return (
        (await answer(url, method, init)) ??
        Response.json({ code: "general.notFound", params: {}, message: "?" }, { status: 404 })
      );
    }),
  );
  showSitting();
}

/**
 * The sitting against a server whose answer saves wait until the test answers them, in the order it
 * chooses (a slow link delivering the replies out of order).
 */
function renderSitting() {
  const saves: Save[] = [];
  renderAgainst((url, method, init) => {
    if (url.includes("/attempt/answers/") && method === "PUT") {
      const body = JSON.parse(String(init.body)) as { pick: string; seq: number };
      return new Promise<Response>((resolve) =>
        saves.push({ ...body, answer: (reply) => resolve(Response.json(reply)) }),
      );
    }
  });
  return saves;
}

const reply = (pick: string, seq: number): AnswerResponse => ({
  question_id: 11,
  pick,
  seq,
  saved_at: "2026-11-24T06:01:00.000Z",
  seconds_left: 3540,
  clock_ms: 60_000,
});

describe("ExamSitting keeps picks the server has not acknowledged (decision 143)", () => {
  it("says how many are not saved and until when, keeps them through a closed page and sends them on return", async () => {
    let online = false;
    const received: Array<{ pick: string; seq: number }> = [];
    renderAgainst((url, method, init) => {
      if (!url.includes("/attempt/answers/") || method !== "PUT") return;
      if (!online) throw new TypeError("Failed to fetch");
      const body = JSON.parse(String(init.body)) as { pick: string; seq: number };
      received.push(body);
      return Response.json({
        ...reply(body.pick, body.seq),
        question_id: Number(url.split("/").pop()),
      });
    });
    await userEvent.click(await screen.findByRole("radio", { name: /Oxygen/ }));
    const unsaved = await screen.findByTestId("unsaved");
    expect(unsaved.textContent).toMatch(
      /^1 answer is not saved yet\. Keep this page open, or come back to it on this device before .+: it is sent as soon as the connection returns\.$/,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "Not saved yet: kept on this device, sent when the connection returns.",
    );
    await act(() => setLanguage("ne"));
    expect(screen.getByTestId("unsaved").textContent).toMatch(
      /^1 उत्तर अझै सुरक्षित भएको छैन। यो पृष्ठ खुला राख्नुहोस्, वा .+ भन्दा पहिले यही यन्त्रमा फर्किनुहोस्: इन्टरनेट जोडिनेबित्तिकै पठाइन्छ।$/,
    );
    await act(() => setLanguage("en"));
    // Finishing now is refused while a pick is not on the server: the page says why.
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("radio", { name: /4/ }));
    await userEvent.click(screen.getByRole("button", { name: "Submit exam" }));
    await userEvent.click(screen.getByRole("button", { name: "Hand in now" }));
    await waitFor(() =>
      expect(screen.getByTestId("unsaved").textContent).toMatch(
        /^2 answers are not saved yet\. .+ The exam can be submitted once they are sent\.$/,
      ),
    );

    // The page is closed; the student comes back online on a new one.
    cleanup();
    online = true;
    renderAgainst((url, method, init) => {
      if (!url.includes("/attempt/answers/") || method !== "PUT") return;
      const body = JSON.parse(String(init.body)) as { pick: string; seq: number };
      received.push(body);
      return Response.json({
        ...reply(body.pick, body.seq),
        question_id: Number(url.split("/").pop()),
      });
    });
    expect(await screen.findByRole("radio", { name: /Oxygen/ })).toBeChecked();
    // Sent in the order they were made, each numbered above the attempt's last (4) on its clock.
    await waitFor(() => expect(received.map((r) => r.pick)).toEqual(["Oxygen", "4"]));
    expect(received[0]!.seq).toBeGreaterThan(4);
    expect(received[1]!.seq).toBeGreaterThan(received[0]!.seq);
    await waitFor(() => expect(screen.queryByTestId("unsaved")).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("Saved");
    // The server has every pick: the device keeps nothing of the sitting.
    expect(Object.keys(localStorage).filter((k) => k.startsWith("exam:"))).toEqual([]);
  });
});

/** The sitting's timers and clock faked, moving on with real time unless a test moves them. */
function fakeClock(also: Array<"performance"> = []) {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", ...also],
    shouldAdvanceTime: true,
  });
}

describe("ExamSitting says a save that hangs", () => {
  beforeEach(() => fakeClock());
  afterEach(() => vi.useRealTimers());

  it(`counts a pick unacknowledged after ${SLOW_SAVE_MS / 1000} s, and stops once the server answers`, async () => {
    const saves = renderSitting();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole("radio", { name: /Oxygen/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(SLOW_SAVE_MS - 500));
    expect(screen.queryByTestId("unsaved")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Saving…");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId("unsaved").textContent).toMatch(/^1 answer is not saved yet\. /);
    await act(async () => saves[0]!.answer(reply("Oxygen", saves[0]!.seq)));
    await waitFor(() => expect(screen.queryByTestId("unsaved")).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("Saved");
  });
});

describe("ExamSitting saves", () => {
  it('numbers each pick after the attempt\'s and says "Saved" only when the pick on screen is the one kept', async () => {
    const saves = renderSitting();
    await userEvent.click(await screen.findByRole("radio", { name: /Oxygen/ }));
    await userEvent.click(screen.getByRole("radio", { name: /Carbon dioxide/ }));
    await waitFor(() => expect(saves).toHaveLength(2));
    // Going on from the attempt's highest number (4, from the server on the resume), rising.
    expect(saves.map(({ pick }) => pick)).toEqual(["Oxygen", "Carbon dioxide"]);
    expect(saves[0]!.seq).toBeGreaterThan(4);
    expect(saves[1]!.seq).toBeGreaterThan(saves[0]!.seq);
    const [first, second] = saves.map((s) => s.seq);
    const status = screen.getByRole("status");
    // The older pick's save is acknowledged first: the pick on screen is not saved yet.
    await act(async () => saves[0]!.answer(reply("Oxygen", first!)));
    expect(status).toHaveTextContent("Saving…");
    await act(async () => saves[1]!.answer(reply("Carbon dioxide", second!)));
    expect(status).toHaveTextContent("Saved");
    expect(screen.getByRole("radio", { name: /Carbon dioxide/ })).toBeChecked();
  });

  it("a late reply to an older pick leaves the newer pick's state alone", async () => {
    const saves = renderSitting();
    await userEvent.click(await screen.findByRole("radio", { name: /Oxygen/ }));
    await userEvent.click(screen.getByRole("radio", { name: /Argon/ }));
    await waitFor(() => expect(saves).toHaveLength(2));
    const later = saves[1]!.seq;
    await act(async () => saves[1]!.answer(reply("Argon", later)));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Saved");
    // The first save arrived at the server after the second: the server kept it and says so.
    await act(async () => saves[0]!.answer(reply("Argon", later)));
    expect(status).toHaveTextContent("Saved");
    expect(screen.getByRole("radio", { name: /Argon/ })).toBeChecked();
  });

  it("a later pick made on another device is the one kept: the screen shows it", async () => {
    const saves = renderSitting();
    await userEvent.click(await screen.findByRole("radio", { name: /Oxygen/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    // Another device picked Argon later on the attempt's clock (a minute on).
    const elsewhere = saves[0]!.seq + 60_000;
    await act(async () => saves[0]!.answer(reply("Argon", elsewhere)));
    expect(screen.getByRole("radio", { name: /Argon/ })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    // The next pick counts on from the number the server named (or from the attempt's clock, when
    // a slow machine has already taken it past that number).
    await userEvent.click(screen.getByRole("radio", { name: /Oxygen/ }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.seq).toBeGreaterThan(elsewhere);
  });
});

/**
 * The sitting against a server whose status answers `status()` and whose submit hands the attempt
 * in; every status ask is counted. The test's clock is Vitest's (it also moves with real time, so
 * the query library's own zero-delay timers run).
 */
function renderWatchedSitting(status: () => AttemptStatus) {
  const asked: number[] = [];
  const submits: number[] = [];
  renderAgainst((url, method, init) => {
    if (url.endsWith("/attempt") && method === "GET") {
      asked.push(Date.now());
      return Response.json(status());
    }
    if (url.includes("/attempt/answers/") && method === "PUT") {
      const body = JSON.parse(String(init.body)) as { pick: string; seq: number };
      return Response.json(reply(body.pick, body.seq));
    }
    if (url.endsWith("/attempt/submit") && method === "POST") {
      submits.push(Date.now());
      return Response.json({
        code: "exams.answersInAt",
        params: { when: "2026-11-24T06:10:02Z" },
        message: "Your answers are in. Results are out at 2026-11-24T06:10:02Z.",
        submitted_at: "2026-11-24T06:10:00.000Z",
        answered: 1,
        results_at: "2026-11-24T06:10:02.000Z",
      });
    }
  });
  return { asked, submits };
}

const open: AttemptStatus = {
  deadline: attempt.deadline,
  seconds_left: 3000,
  submitted: false,
  clock_ms: 600_000,
};
const closedNow: AttemptStatus = {
  deadline: "2026-11-24T06:10:00.000Z",
  seconds_left: 0,
  submitted: false,
  clock_ms: 600_000,
};

describe("ExamSitting learns of Close now without a save", () => {
  beforeEach(() => fakeClock());
  afterEach(() => vi.useRealTimers());

  it(`asks every ${STATUS_POLL_MS / 1000} s without word, and ends the paper with a clear message once the exam is closed`, async () => {
    let status = open;
    const { asked, submits } = renderWatchedSitting(() => status);
    await screen.findByRole("radio", { name: /Oxygen/ });
    const start = Date.now();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1_000));
    expect(asked).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    // Asked once; the exam still runs, so the paper stays.
    expect(asked).toHaveLength(1);
    // (The interval began as the paper showed, a moment before `start` was read.)
    expect(asked[0]! - start).toBeGreaterThanOrEqual(STATUS_POLL_MS - 1_000);
    expect(screen.getByRole("radio", { name: /Oxygen/ })).toBeTruthy();
    expect(submits).toHaveLength(0);

    // The examiner closes the exam; the next ask, within one interval, ends the paper.
    status = closedNow;
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
    expect(asked).toHaveLength(2);
    await screen.findByRole("heading", { name: "Exam submitted" });
    expect(submits).toHaveLength(1);
    expect(screen.getByText(/^The examiner closed this exam at /).textContent).toMatch(
      /The answers you saved until then are kept and will be marked\.$/,
    );
    expect(screen.getByRole("status").textContent).toMatch(/^Your answers are in\./);
    // Done: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(3 * STATUS_POLL_MS));
    expect(asked).toHaveLength(2);
  });

  it("a save's answer is word from the server: the next ask waits a full interval after it", async () => {
    const { asked } = renderWatchedSitting(() => open);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await screen.findByRole("radio", { name: /Oxygen/ });
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 5_000));
    await user.click(screen.getByRole("radio", { name: /Oxygen/ }));
    await screen.findByText("Saved");
    const saved = Date.now();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 2_000));
    expect(asked).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(asked).toHaveLength(1);
    // Without the save, the ask would have come 30 s after the paper showed, 25 s before this.
    expect(asked[0]! - saved).toBeGreaterThanOrEqual(STATUS_POLL_MS - 1_000);
  });

  it("asks at once when the page is shown again, and learns of a submit on another device", async () => {
    let status = open;
    const { asked, submits } = renderWatchedSitting(() => status);
    await screen.findByRole("radio", { name: /Oxygen/ });
    await act(() => vi.advanceTimersByTimeAsync(STATUS_REFOCUS_MS + 1_000));
    status = { ...open, submitted: true };
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(asked).toHaveLength(1);
    await screen.findByRole("heading", { name: "Exam submitted" });
    expect(submits).toHaveLength(1);
    // Handed in elsewhere, not closed by the examiner: no word of a close.
    expect(screen.queryByText(/^The examiner closed this exam/)).toBeNull();
  });
});

describe("ExamSitting for an examiner's account", () => {
  it("says before any tap that examiners do not sit exams, and offers no Start", async () => {
    const posts: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if ((init.method ?? "GET") !== "GET") posts.push(url);
        return Response.json({
          sat: [],
          exams: [examRow({ needs_access_code: true, attempt: "none" })],
        });
      }),
    );
    showSitting(true);
    await screen.findByRole("heading", { name: "Scholarship test" });
    expect(screen.getByRole("status").textContent).toBe(
      "Examiner accounts do not sit exams. Sign in with a student account to sit one.",
    );
    expect(screen.queryByRole("button", { name: "Start exam" })).toBeNull();
    expect(screen.queryByLabelText("Access code")).toBeNull();
    expect(posts).toEqual([]);
  });
});

describe("ExamSitting outside the window, and a late start (issue 46, decision 108)", () => {
  beforeEach(() => fakeClock(["performance"]));
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => setLanguage("en"));
  });

  const openExam = (over: Record<string, unknown> = {}) =>
    examRow({
      opens_at: "2030-12-01T04:15:00.000Z",
      closes_at: "2030-12-01T05:45:00.000Z",
      duration_seconds: 1800,
      question_count: 30,
      closes_in_seconds: 5400,
      attempt: "none",
      ...over,
    });

  /** A server whose list and result answers the test sets; every call is counted. */
  function renderServer(state: { exams: unknown[]; result: Response | (() => Response) }) {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? "GET"} ${url}`);
        if (url.endsWith("/api/exams")) return Response.json({ sat: [], exams: state.exams });
        if (url.endsWith("/result"))
          return typeof state.result === "function" ? state.result() : state.result.clone();
        return Response.json(
          { code: "general.notFound", params: {}, message: "?" },
          { status: 404 },
        );
      }),
    );
    showSitting();
    return calls;
  }

  const opensLater = (seconds: number) =>
    Response.json(
      {
        code: "exams.opensLater",
        params: {
          title: "Scholarship test",
          when: "2030-12-01T04:15:00.000Z",
          seconds,
          questions: 100,
          minutes: 120,
          closes: "2030-12-01T06:45:00.000Z",
          results: "at_close",
        },
        message:
          "Scholarship test opens at 2030-12-01T04:15:00.000Z. This page lets you start it then.",
      },
      { status: 404 },
    );

  it("before the opening says when it opens on Nepal's clock, and offers Start by itself at the server's opening", async () => {
    const state = { exams: [] as unknown[], result: () => opensLater(90) };
    const calls = renderServer(state);
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe(
      "Scholarship test opens at 1 Dec 2030, 10:00 (Nepal time). This page lets you start it then.",
    );
    // Its heading, a countdown on the server's seconds, the paper, and what happens at the close.
    expect(screen.getByRole("heading", { level: 1, name: "Scholarship test" })).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("Opens in 01:30");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "100 questions",
      "120 minutes from your start",
      "You can start until the close, 1 Dec 2030, 12:30 (Nepal time); a late start has only the time left until then.",
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "At the close" })).toBeTruthy();
    expect(document.body.textContent).toContain(
      "At 1 Dec 2030, 12:30 (Nepal time) nobody can start any more, and a paper still open is handed in with every answer saved until then. Your result, the keys and the explanations are out a few seconds after.",
    );
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole("timer").textContent).toBe("Opens in 01:00");
    expect(screen.queryByRole("button", { name: "Start exam" })).toBeNull();
    const lists = () => calls.filter((c) => c === "GET /api/exams").length;
    const before = lists();
    // Nothing is asked while it counts down: the page waits for the server's opening.
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(lists()).toBe(before);
    expect(screen.queryByRole("button", { name: "Start exam" })).toBeNull();
    // The opening: the server lists it now, and the page offers Start without a reload.
    state.exams = [openExam()];
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole("button", { name: "Start exam" })).toBeTruthy();
    expect(screen.queryByTestId("late-start")).toBeNull();
  });

  it("says when it opens in Nepali, on Nepal's clock", async () => {
    await act(() => setLanguage("ne"));
    renderServer({ exams: [], result: () => opensLater(3600) });
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("बिहान १०:०० (नेपाल समय) मा खुल्छ"),
    );
  });

  it("after the close says the exam has closed, not that there is no exam at the address", async () => {
    renderServer({
      exams: [],
      result: () =>
        Response.json(
          {
            code: "exams.closedAt",
            params: { title: "Scholarship test", when: "2030-12-01T05:45:00.000Z" },
            message:
              "Scholarship test closed at 2030-12-01T05:45:00.000Z. It can no longer be started.",
          },
          { status: 404 },
        ),
    });
    await waitFor(() =>
      expect(document.querySelector(".load-error")?.textContent).toBe(
        "Scholarship test closed at 1 Dec 2030, 11:30 (Nepal time). It can no longer be started.",
      ),
    );
    expect(document.body.textContent).not.toMatch(/no open exam|not open now/);
  });

  it("an address with no exam to sit says so in plain words, with the way back to the exams, in English and Nepali", async () => {
    renderServer({
      exams: [],
      result: () =>
        Response.json(
          { code: "exams.didNotSit", params: {}, message: "You did not sit this exam." },
          { status: 404 },
        ),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "We could not find this exam" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "No exam you can sit is at this address: the link may be mistyped or cut short, or the exam was cancelled. Check the link with your college; the exams open now are in the list.",
    );
    expect(
      screen.getByRole("link", { name: "Back to the scholarship exams" }).getAttribute("href"),
    ).toBe("/exams");
    expect(document.body.textContent).not.toMatch(/did not sit|not open now/);
    await act(() => setLanguage("ne"));
    expect(await screen.findByRole("heading", { level: 1, name: "यो परीक्षा भेटिएन" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "यो ठेगानामा तपाईंले दिन सक्ने कुनै परीक्षा छैन: लिङ्क गलत टाइप भएको वा अधुरो हुन सक्छ, वा परीक्षा रद्द भएको हुन सक्छ। आफ्नो कलेजसँग लिङ्क जाँच गर्नुहोस्; अहिले खुला परीक्षाहरू सूचीमा छन्।",
    );
    expect(
      screen.getByRole("link", { name: "छात्रवृत्ति परीक्षाहरूमा फर्कनुहोस्" }).getAttribute("href"),
    ).toBe("/exams");
  });

  it("a late start says how many minutes are left before the close, on the server's clock", async () => {
    renderServer({
      exams: [openExam({ closes_in_seconds: 5 * 60 + 20 })],
      result: () => opensLater(1),
    });
    const late = await screen.findByTestId("late-start");
    expect(late.textContent).toBe(
      "The exam closes soon: if you start now, you will have 5 minutes, not the full time.",
    );
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000 + 30_000));
    expect(late.textContent).toBe(
      "The exam closes in less than a minute: if you start now, you will have only those seconds.",
    );
    expect(screen.getByRole("button", { name: "Start exam" })).toBeTruthy();
  });
});

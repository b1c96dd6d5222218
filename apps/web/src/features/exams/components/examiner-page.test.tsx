import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ExaminerExam } from "@tayari/contracts/exams";
import { setLanguage } from "../../../lib/i18n";
import { ExaminerPage } from "./examiner-page";

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

const MINUTE = 60_000;

function examRow(overrides: Partial<ExaminerExam> = {}): ExaminerExam {
  const now = Date.now();
  return {
    slug: "csit-scholarship-2083",
    title: "CSIT scholarship 2083",
    opens_at: new Date(now - 10 * MINUTE).toISOString(),
    closes_at: new Date(now + 50 * MINUTE).toISOString(),
    duration_seconds: 1800,
    question_count: 10,
    profile: "csit",
    release: "manual",
    released: false,
    shuffle_questions: true,
    shuffle_options: true,
    held_by: null,
    source: "bank:1",
    access_code: null,
    started: 3,
    submitted: 1,
    warning: null,
    ...overrides,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The examiner's page against a fake API: `answer` handles each call not answered by default (the
 * bank and exam lists answer `state`); every call is recorded.
 */
function renderPage(
  state: { exams: ExaminerExam[] },
  answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        path: url.replace(/^\/api/, ""),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answered = await answer(call);
      if (answered) return answered;
      if (call.path === "/examiner/banks") return Response.json({ banks: [] });
      if (call.path === "/examiner/exams" && call.method === "GET")
        return Response.json({ exams: state.exams });
      return Response.json({ code: "general.notFound", params: {}, message: "?" }, { status: 404 });
    }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ExaminerPage signedIn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls };
}

describe("Close now", () => {
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

    await userEvent.click(within(card).getByRole("button", { name: "Close now" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Close the exam now?" })).getByRole("button", {
        name: "Close now",
      }),
    );
    const notice = await within(card).findByText(/^Closed at /);
    expect(notice.textContent).toMatch(
      /The 2 students still sitting it can save no more answers; their answers so far are kept\./,
    );
    // The time is the examiner's local time with its zone, never the server's UTC.
    expect(notice.textContent).not.toContain(closedAt);
    expect(notice.textContent).toMatch(/GMT|UTC/);
    expect(calls.find((c) => c.path.endsWith("/close"))).toMatchObject({
      method: "POST",
      path: "/examiner/exams/csit-scholarship-2083/close",
    });
    // The list is asked again: the exam no longer runs, so the button has gone.
    await vi.waitFor(() =>
      expect(within(card).queryByRole("button", { name: "Close now" })).toBeNull(),
    );
  });

  it("is offered only while the exam runs", async () => {
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
  });

  it("reads in Nepali", async () => {
    await act(() => setLanguage("ne"));
    renderPage({ exams: [examRow()] });
    const card = await screen.findByRole("article", { name: "CSIT scholarship 2083" });
    await userEvent.click(within(card).getByRole("button", { name: "अहिले नै बन्द गर्नुहोस्" }));
    const dialog = screen.getByRole("dialog", { name: "परीक्षा अहिले नै बन्द गर्ने?" });
    expect(dialog.textContent).toMatch(/2 विद्यार्थीले अबदेखि उत्तर सुरक्षित गर्न सक्दैनन्/);
  });
});

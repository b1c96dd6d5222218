import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { act, screen } from "@testing-library/react";
import { afterEach, expect, vi } from "vitest";
import { setLanguage } from "../../lib/i18n";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";

// The examiner's pages in tests: an exam as the list gives it, and a fake API that records calls.

/** After each test of the file: the fake API and spies gone, the language back to English. */
export function cleanUpAfterEach() {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await act(() => setLanguage("en"));
  });
}

const MINUTE = 60_000;

export function examRow(overrides: Partial<ExaminerExam> = {}): ExaminerExam {
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
    released_at: null,
    untold: 0,
    shuffle_questions: true,
    shuffle_options: true,
    held_by: null,
    source: "bank:1",
    access_code: null,
    started: 3,
    submitted: 1,
    warning: null,
    version: 1,
    quotas: null,
    question_ids: null,
    per_question_seconds: null,
    custom_marks: null,
    tie_break: null,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * An examiner's page (`page`) against a fake API: `answer` handles each call not answered by
 * default (the bank and exam lists answer `state`); every call is recorded.
 */
export function renderWithApi(
  page: ReactNode,
  /** `at`: the address the page is opened at (links on it lead to other addresses). */
  state: { exams: ExaminerExam[]; at?: string },
  answer: (call: Call) => Response | undefined | Promise<Response | undefined> = () => undefined,
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
      <MemoryRouter initialEntries={[state.at ?? "/"]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls };
}

/** A merit list of one candidate, as `GET /examiner/exams/{slug}/merit` answers it. */
export function meritAnswer(
  overrides: { final?: boolean; submitted_at?: string | null; last_answer_at?: string | null } = {},
) {
  return {
    exam: { slug: "csit-scholarship-2083", title: "CSIT scholarship 2083", profile: "csit" },
    final: overrides.final ?? false,
    rows: [
      {
        rank: 1,
        name: "Asha Rai",
        email: "asha@example.com",
        score: 9,
        correct: 9,
        wrong: 1,
        unanswered: 0,
        percentile: 100,
        submitted_at: overrides.submitted_at ?? null,
        last_answer_at: overrides.last_answer_at ?? null,
      },
    ],
  };
}

/**
 * An address that is none of the examiner's (`exam` or `bank`) said in plain words, in English and
 * then (after `toNepali`) in Nepali, with the way back to the examiner's page (decision 261).
 */
export async function expectNotTheirs(kind: "exam" | "bank", toNepali: () => Promise<void>) {
  const said = {
    exam: [
      ["We could not find this exam", "यो परीक्षा भेटिएन"],
      [
        "It is not among the exams of this account: the link may be mistyped or cut short, or the exam belongs to another examiner.",
        "यो यस खाताका परीक्षाहरूमा छैन: लिङ्क गलत टाइप भएको वा अधुरो हुन सक्छ, वा परीक्षा अर्को परीक्षकको हो।",
      ],
    ],
    bank: [
      ["We could not find this bank", "यो प्रश्नसङ्ग्रह भेटिएन"],
      [
        "It is not among the banks of this account: the link may be mistyped or cut short, the bank may have been deleted, or it belongs to another examiner.",
        "यो यस खाताका प्रश्नसङ्ग्रहहरूमा छैन: लिङ्क गलत टाइप भएको वा अधुरो हुन सक्छ, प्रश्नसङ्ग्रह मेटाइएको हुन सक्छ, वा यो अर्को परीक्षकको हो।",
      ],
    ],
  }[kind];
  const back = ["Back to the examiner's page", "परीक्षकको पृष्ठमा फर्कनुहोस्"];
  for (const language of [0, 1]) {
    if (language === 1) await toNepali();
    const heading = said[0]![language]!;
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(said[1]![language]!);
    const link = screen.getByRole("link", { name: back[language] });
    expect(link).toHaveAttribute("href", "/examiner");
  }
}

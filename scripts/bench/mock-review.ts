import type { Question } from "@tayari/contracts/question";
import { reducePaper, startPaper, type PaperState } from "@tayari/quiz/paper";

/** The mock paper's page: opened fresh, its rules and Start (issue 50). */
export const MOCK_ROUTE = "/csit/mock-tests/mock-1";

/**
 * The same page opened on a finished sitting kept on the device: its result and 100-question review
 * (issue 48, decision 123). The fragment only names the variant in `BENCH_PAGES`; it is not sent.
 */
export const REVIEW_ROUTE = `${MOCK_ROUTE}#review`;

/**
 * A finished sitting of mock test 1 as a device keeps it (apps/web/src/features/mocks/sitting.ts):
 * every question answered, one in three wrong, one in twenty flagged, submitted after 100 minutes.
 * What REVIEW_ROUTE finds in localStorage, so it opens on the result with its whole review; queued,
 * as a finished sitting is, so the page sends nothing.
 */
export async function finishedSitting(site: string): Promise<Record<string, string>> {
  const answer = await fetch(`${site}/api/mocks/mock-1`);
  if (!answer.ok) throw new Error(`GET /api/mocks/mock-1 answered ${answer.status}`);
  const { questions } = (await answer.json()) as { questions: Question[] };
  const spec = { durationMs: 120 * 60_000, options: questions.map((q) => q.options) };
  const start = Date.now() - 100 * 60_000;
  let state: PaperState = startPaper(spec, start);
  questions.forEach((q, i) => {
    const now = start + (i + 1) * 50_000;
    const pick = i % 3 === 2 ? q.options.find((o) => o !== q.answer)! : q.answer;
    state = reducePaper(state, { type: "choose", option: pick, now }, spec);
    if (i % 20 === 0) state = reducePaper(state, { type: "flag", now }, spec);
    state = reducePaper(state, { type: "next", now }, spec);
  });
  state = reducePaper(state, { type: "submit", now: start + 99 * 60_000 }, spec);
  return {
    "mock:mock-1": JSON.stringify({
      id: crypto.randomUUID(),
      paper: "mock-1",
      state,
      queued: true,
    }),
    "mock:mock-1:questions": JSON.stringify(questions),
  };
}

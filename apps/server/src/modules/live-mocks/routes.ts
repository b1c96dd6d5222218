import type { FastifyInstance } from "fastify";
import { getLiveStandings, listLiveMocks, scheduleLiveMock } from "@tayari/contracts/live-mocks";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import { printSet } from "../exams/holds";
import type { PoolCache } from "../exams/papers";
import { fixedResults } from "../exams/results";
import type { MockPapers } from "../mocks/papers";
import { listed } from "./listed";
import { liveStandings, type StandingsDeps } from "./live-standings";
import { liveMockRefusal } from "./refusals";
import * as liveRepo from "./repository";
import { scheduleLive } from "./schedule-live-mock";

const MINUTE = 60_000;
/** A live mock stays on the list this long after its close, for its standings. */
const LISTED_AFTER_CLOSE_MS = 30 * 24 * 60 * MINUTE;

/**
 * Live mocks (issue 50, point 4; decision 257): an examiner schedules one of the site's mock papers
 * for everyone; students list them and, after the close, read the standings. The sitting itself is
 * the scholarship exams' (`POST /api/exams/{slug}/attempt` and after), untouched.
 */
export async function liveMockRoutes(
  app: FastifyInstance,
  {
    pools,
    papers,
    publicQuestions,
  }: {
    pools: PoolCache;
    papers: MockPapers;
    /** Every question the site shows anyone (its banks, papers and practice sets). */
    publicQuestions: () => ReadonlyArray<{ question: string; options: string[]; answer: string }>;
  },
) {
  noStore(app);
  const db = app.db;
  const now = () => app.now();
  // Made once, when the first live mock is scheduled: the site's banks change only with a deploy.
  let publicPrints: Promise<Set<string>> | undefined;
  const heldBack = {
    db,
    publicPrints: () => (publicPrints ??= printSet(publicQuestions())),
  };
  const standingsDeps: StandingsDeps = {
    db,
    now,
    papers,
    ensureFixed: fixedResults(app, pools),
    figures: new Map(),
  };

  handle(app, scheduleLiveMock, async (request, reply) => {
    const input = { ownerId: request.session.id, body: request.body };
    const outcome = await scheduleLive({ ...heldBack, now, papers }, input);
    if (outcome.kind !== "scheduled") throw liveMockRefusal(outcome);
    reply.status(201);
    return outcome.liveMock;
  });

  handle(app, listLiveMocks, async (request) => {
    const at = app.now();
    const since = new Date(at.getTime() - LISTED_AFTER_CLOSE_MS);
    const rows = await liveRepo.listLiveMocks(db, request.session.id, since);
    return { live_mocks: rows.map((row) => listed(row, at)) };
  });

  handle(app, getLiveStandings, async (request) => {
    const input = { slug: request.params.slug, userId: request.session.id };
    const outcome = await liveStandings(standingsDeps, input);
    if (outcome.kind !== "standings") throw liveMockRefusal(outcome);
    return outcome.standings;
  });
}

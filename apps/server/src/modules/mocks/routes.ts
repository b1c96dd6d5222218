import type { FastifyInstance } from "fastify";
import {
  getMockPaper,
  getMockSitting,
  getMockStanding,
  listMyMocks,
  putMockSitting,
  type MyPaper,
  type MockPaper as MockPaperView,
} from "@tayari/contracts/mocks";
import { toMarks } from "@tayari/quiz/marking";
import { noStore } from "../../lib/no-store";
import type { ResponseCache } from "../../lib/response-cache";
import { handle, handleCached } from "../../plugins/contract";
import * as errors from "./errors";
import type { MockPaper } from "./papers";
import * as repo from "./repository";
import type { MockSittings } from "./sittings";
import { BUCKET_MARKS, standingOf } from "./standings";
import { saveSitting, type SaveSittingDeps } from "./save-sitting";
import { savedBody, secondsLeft, sittingRefusal } from "./sitting-refusals";

const describe = (paper: MockPaper): MockPaperView => ({
  slug: paper.ref.slug,
  kind: paper.ref.kind,
  number: paper.ref.number,
  questions: paper.questions.length,
  minutes: paper.durationMs / 60_000,
  profile: paper.profileName,
  family: paper.family,
});

/** Full marks of a paper by its profile (every question right). */
const maxMarks = (paper: MockPaper) =>
  toMarks(
    paper.questions.reduce((sum, q, i) => sum + paper.profile.marks(i, q.category).correct, 0),
  );

/**
 * The mock tests (decisions 63 and 64): each paper to sit (public, cached like the year papers);
 * a signed-in student's running sitting, kept so another device resumes it; and the paper's
 * standings. Finished sittings arrive as attempts of mode `mock` (modules/attempts).
 */
export async function mockRoutes(
  app: FastifyInstance,
  {
    mocks,
    cache,
    attemptRecorded,
  }: {
    mocks: MockSittings;
    cache: ResponseCache;
    /** Whether an attempt of this id is recorded (modules/attempts): its sitting is over. */
    attemptRecorded: (id: string) => Promise<boolean>;
  },
) {
  const paperOf = (slug: string) => {
    const paper = mocks.papers.find(slug);
    if (!paper) throw errors.noSuchPaper(slug);
    return paper;
  };

  handleCached(app, cache, getMockPaper, (request) => {
    const { paper: slug } = request.params;
    return {
      load: async () => {
        const paper = mocks.papers.find(slug);
        if (!paper) return null;
        const { passages } = paper;
        return {
          paper: describe(paper),
          questions: [...paper.questions],
          ...(passages.length ? { passages: [...passages] } : {}),
        };
      },
      notFound: () => errors.noSuchPaper(slug),
    };
  });

  // The student's own: never kept by a cache.
  const personal = async (me: FastifyInstance) => {
    noStore(me);

    handle(me, getMockSitting, async (request) => {
      const user = request.session;
      const paper = paperOf(request.params.paper);
      const row = await repo.findSitting(app.db, user.id, paper.ref.slug);
      if (!row) return { sitting: null };
      return {
        sitting: {
          id: row.id,
          seconds_left: secondsLeft(paper, new Date(row.started_at), app.now()),
          ...row.state,
          saved_at: new Date(row.saved_at).toISOString(),
          elapsed_ms: Math.max(0, app.now().getTime() - new Date(row.started_at).getTime()),
        },
      };
    });

    const sittingDeps: SaveSittingDeps = {
      db: app.db,
      now: () => app.now(),
      paperOf: (slug) => mocks.papers.find(slug),
      attemptRecorded,
    };
    handle(me, putMockSitting, async (request) => {
      const outcome = await saveSitting(sittingDeps, {
        userId: request.session.id,
        paper: request.params.paper,
        body: request.body,
      });
      if (outcome.kind !== "saved") throw sittingRefusal(outcome);
      return savedBody(mocks.papers.find(request.params.paper)!, outcome, app.now());
    });

    handle(me, listMyMocks, async (request) => {
      const { running, sat } = await repo.listMyPapers(app.db, request.session.id);
      const now = app.now().getTime();
      const status = new Map<string, MyPaper["status"]>(sat.map((slug) => [slug, "finished"]));
      for (const sitting of running) {
        const paper = mocks.papers.find(sitting.paper);
        // A sitting whose time has run out is over: the device that opens it next submits it.
        if (paper && now - sitting.startedAt.getTime() <= paper.durationMs)
          status.set(sitting.paper, "running");
        else if (paper) status.set(sitting.paper, "finished");
      }
      return {
        papers: [...status]
          .filter(([slug]) => mocks.papers.find(slug))
          .map(([paper, state]) => ({ paper, status: state })),
      };
    });

    handle(me, getMockStanding, async (request) => {
      const user = request.session;
      const paper = paperOf(request.params.paper);
      const slug = paper.ref.slug;
      const snapshot = await mocks.standings.snapshot(slug);
      // The student's row as the snapshot holds it, read afresh when it holds none: a student
      // who has just sat the paper sees their place at once. A row the snapshot holds changes
      // only when an earlier sitting arrives late, and that is seen with the next renewal.
      const own = snapshot.byUser.get(user.id) ?? (await repo.findStanding(app.db, user.id, slug));
      const base = { paper: slug, bucket_marks: BUCKET_MARKS };
      if (!own)
        return {
          ...base,
          candidates: snapshot.sorted.length,
          distribution: [...snapshot.histogram],
          you: null,
        };
      const standing = standingOf(snapshot, own);
      return {
        ...base,
        candidates: standing.candidates,
        distribution: standing.distribution,
        you: {
          attempt_id: own.attemptId!,
          started_at: own.startedAt!.toISOString(),
          marks: toMarks(own.ranking[0] ?? 0),
          max_marks: maxMarks(paper),
          rank: standing.rank,
          percentile: standing.percentile,
          bucket: standing.bucket,
        },
      };
    });
  };
  await app.register(personal);
}

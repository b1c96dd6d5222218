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
import { coded } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import type { ResponseCache } from "../../lib/response-cache";
import { handle, handleCached } from "../../plugins/contract";
import { findAttempt } from "../attempts/repository";
import * as errors from "./errors";
import type { MockPaper } from "./papers";
import * as repo from "./repository";
import type { MockSittings } from "./sittings";
import { BUCKET_MARKS, standingOf } from "./standings";
import { GRACE_MS } from "./timing";

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

/** Whole seconds left on a clock that started at `startedAt`, as the paper engine counts them. */
const secondsLeft = (paper: MockPaper, startedAt: Date, now: Date) =>
  Math.max(
    0,
    paper.durationMs / 1000 - Math.floor(Math.max(0, now.getTime() - startedAt.getTime()) / 1000),
  );

/**
 * The mock tests (decisions 63 and 64): each paper to sit (public, cached like the year papers);
 * a signed-in student's running sitting, kept so another device resumes it; and the paper's
 * standings. Finished sittings arrive as attempts of mode `mock` (modules/attempts).
 */
export async function mockRoutes(
  app: FastifyInstance,
  { mocks, cache }: { mocks: MockSittings; cache: ResponseCache },
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
        },
      };
    });

    handle(me, putMockSitting, async (request) => {
      const user = request.session;
      const paper = paperOf(request.params.paper);
      const body = request.body;
      const total = paper.questions.length;
      if (body.picks.length !== total) throw errors.wrongLength(paper.title, total);
      body.picks.forEach((pick, i) => {
        if (pick !== null && !paper.questions[i]!.options.includes(pick))
          throw errors.pickNotAnOption(i + 1);
      });
      if ([body.current, ...body.flags, ...body.seen].some((i) => i >= total))
        throw errors.outsidePaper(paper.title, total);
      const id = body.id.toLowerCase();
      if (await findAttempt(app.db, id)) throw errors.sittingSubmitted();
      const now = app.now();
      const running = await repo.findSitting(app.db, user.id, paper.ref.slug);
      const startedAt =
        running?.id === id
          ? new Date(running.started_at)
          : new Date(now.getTime() - body.elapsed_ms);
      if (now.getTime() - startedAt.getTime() > paper.durationMs + GRACE_MS)
        throw errors.sittingTimeUp(paper.title);
      const kept = await repo.saveSitting(
        app.db,
        {
          id,
          userId: user.id,
          paper: paper.ref.slug,
          startedAt,
          state: {
            current: body.current,
            picks: body.picks,
            flags: [...new Set(body.flags)].sort((a, b) => a - b),
            seen: [...new Set(body.seen)].sort((a, b) => a - b),
            changes: body.changes,
          },
        },
        now,
      );
      if (kept === "taken") throw errors.sittingIdTaken();
      // Not kept: another device has gone further with this sitting. Its count tells the device
      // to take that copy up (GET .../sitting).
      const later = kept ? null : await repo.findSitting(app.db, user.id, paper.ref.slug);
      return {
        ...coded("mocks.sittingSaved"),
        seconds_left: secondsLeft(paper, startedAt, now),
        changes: later?.state.changes ?? body.changes,
      };
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

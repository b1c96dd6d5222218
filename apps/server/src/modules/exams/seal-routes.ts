import type { FastifyInstance } from "fastify";
import { fetchSealedPaper, getSealKey, recordSealedStart } from "@tayari/contracts/exam-seal";
import { fail } from "../../lib/app-error";
import { handle } from "../../plugins/contract";
import { bearerTokenHash } from "../auth/authenticate";
import { secondsLeft } from "./deadline";
import * as eventRepo from "./event-repository";
import * as examRepo from "./exam-repository";
import type { PoolCache } from "./papers";
import { examRefusal, type ExamRefusal } from "./refusals";
import { keyJson, sealCacheOf } from "./seal-cache";
import { sealedPaper, type SealedPaperDeps } from "./sealed-paper";
import { recordSealedStartOnce } from "./sealed-start";
import type { StartAttemptDeps } from "./start-attempt";

// The sealed paper's three endpoints (issue 66 point 1, decision 0452).

type SealRefusal =
  ExamRefusal | { kind: "sealNotYet"; from: Date; now: Date } | { kind: "sealOpen" };

function sealRefusal(refusal: SealRefusal) {
  switch (refusal.kind) {
    case "sealNotYet": {
      // `now` and `seconds`: the device counts down by the server's clock, not its own.
      const params = {
        when: refusal.from.toISOString(),
        now: refusal.now.toISOString(),
        seconds: Math.ceil((refusal.from.getTime() - refusal.now.getTime()) / 1000),
      };
      return fail(409, "exams.sealNotYet", params);
    }
    case "sealOpen":
      return fail(409, "exams.sealOpen");
    default:
      return examRefusal(refusal);
  }
}

/** The sealed paper before the opening and the sealed start after it: personal, never stored. */
export function sealedPaperRoutes(
  app: FastifyInstance,
  { pools, startDeps }: { pools: PoolCache; startDeps: StartAttemptDeps },
) {
  const seals = sealCacheOf(pools, app.db);
  const sealKeys = (examId: number, version: number) => seals.keysOf(examId, version);
  const deps: SealedPaperDeps = { ...startDeps, sealKeys };

  handle(
    app,
    fetchSealedPaper,
    async (request) => {
      const outcome = await sealedPaper(deps, {
        tokenHash: bearerTokenHash(request),
        slug: request.params.slug,
        accessCode: request.body?.access_code,
        roll: request.body?.roll,
        device: eventRepo.deviceKind(request.headers["user-agent"]),
      });
      if (outcome.kind !== "sealed") throw sealRefusal(outcome);
      const { exam } = outcome;
      return {
        exam: { slug: exam.slug, title: exam.title },
        version: exam.version,
        opens_at: exam.opens_at.toISOString(),
        closes_at: exam.closes_at.toISOString(),
        duration_seconds: exam.duration_seconds,
        extra_seconds: outcome.extraSeconds,
        server_now: outcome.now.toISOString(),
        seal: outcome.seal,
        iv: outcome.iv,
        paper: outcome.paper,
      };
    },
    { session: "in-handler" },
  );

  handle(
    app,
    recordSealedStart,
    async (request, reply) => {
      const outcome = await recordSealedStartOnce(
        { ...startDeps, sealKeys },
        {
          tokenHash: bearerTokenHash(request),
          slug: request.params.slug,
          seal: request.body.seal,
          device: eventRepo.deviceKind(request.headers["user-agent"]),
        },
      );
      if (outcome.kind !== "recorded") throw sealRefusal(outcome);
      if (outcome.created) reply.status(201);
      const { startedAt, deadline, now } = outcome;
      return {
        started_at: startedAt.toISOString(),
        deadline: deadline.toISOString(),
        seconds_left: secondsLeft(deadline, now),
        clock_ms: Math.max(0, now.getTime() - startedAt.getTime()),
      };
    },
    { session: "in-handler" },
  );
}

/**
 * The exam's key (no session, no database at the bell): before the opening a 409 with the
 * server's time, never stored; from the opening the key, the same bytes for every candidate,
 * which a browser or a proxy may keep for a minute.
 */
export async function sealKeyRoutes(app: FastifyInstance, { pools }: { pools: PoolCache }) {
  const seals = sealCacheOf(pools, app.db);
  const examOf = (slug: string) => pools.examOf(slug, () => examRepo.findExam(app.db, slug));
  const JSON_TYPE = "application/json; charset=utf-8";
  handle(app, getSealKey, async (request, reply) => {
    const now = app.now();
    // The bell: the answer this process made when it first served the key, as it is.
    const served = seals.servedKey(request.params.slug, now);
    if (served !== undefined)
      return reply.header("Cache-Control", "public, max-age=60").type(JSON_TYPE).send(served);
    reply.header("Cache-Control", "no-store");
    const exam = await examOf(request.params.slug);
    if (!exam) throw fail(404, "exams.notOpen");
    const notYet = (opensAt: Date) => {
      // `seconds`: how long the device waits before it asks again, by the server's clock.
      const params = {
        when: opensAt.toISOString(),
        now: now.toISOString(),
        seconds: Math.ceil((opensAt.getTime() - now.getTime()) / 1000),
      };
      return fail(409, "exams.keyNotYet", params);
    };
    // Before the opening this process knows of, nothing is read: the answer is the clock's.
    if (now < exam.opens_at) throw notYet(exam.opens_at);
    const opened = await seals.openedKey(request.params.slug, exam.id, now);
    if (opened === undefined) throw fail(404, "exams.notOpen");
    if (opened instanceof Date) {
      // Edited on another process to open later: this process reads the exam again.
      pools.forgetSlug(request.params.slug);
      throw notYet(opened);
    }
    reply.header("Cache-Control", "public, max-age=60").type(JSON_TYPE);
    return reply.send(seals.servedKey(request.params.slug, now) ?? keyJson(opened));
  });
}

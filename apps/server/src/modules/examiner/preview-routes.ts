import type { FastifyInstance } from "fastify";
import { randomInt } from "node:crypto";
import { previewExamPaper } from "@tayari/contracts/exam-preview";
import { SEED_LIMIT } from "@tayari/quiz/shuffle";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import { candidatePaper, paperBody, readPassages, readPool, type PoolCache } from "../exams/papers";
import { ownExam } from "./own-exam";

/**
 * The paper of an exam as a candidate sees it, for its own examiner (issue 46 point 6, decision
 * 250): drawn, ordered and shuffled by the start's own code with a seed of its own, and nothing
 * written (no attempt, no log line, no answer). Another examiner's exam is not found.
 */
export async function examinerPreviewRoutes(app: FastifyInstance, { pools }: { pools: PoolCache }) {
  noStore(app);

  handle(app, previewExamPaper, async (request) => {
    const exam = await ownExam(app.db, request.session.id, request.params.slug);
    const [pool, passages] = await Promise.all([
      pools.get(exam.id, () => readPool(app.db, exam.id), exam.version),
      pools.passagesOf(exam.id, () => readPassages(app.db, exam.id), exam.version),
    ]);
    const made = candidatePaper(pool, exam, randomInt(SEED_LIMIT));
    // The clock of a start now while the exam is open, else of one at the opening: the duration,
    // cut at the close.
    const now = app.now();
    const start = now >= exam.opens_at && now < exam.closes_at ? now : exam.opens_at;
    const end = Math.min(
      start.getTime() + exam.duration_seconds * 1000,
      Math.max(start.getTime(), exam.closes_at.getTime()),
    );
    const body = paperBody(pool, passages, made.paper, made.seed);
    return {
      paper: {
        id: 0,
        exam: { slug: exam.slug, title: exam.title },
        started_at: start.toISOString(),
        deadline: new Date(end).toISOString(),
        seconds_left: Math.round((end - start.getTime()) / 1000),
        resume_at: 0,
        seq: 0,
        clock_ms: 0,
        ...body,
        answers: {},
      },
      shuffled: { questions: exam.shuffle_questions, options: exam.shuffle_options },
      ...(request.query.keys === "1"
        ? {
            // Every question a paper can hold: a paper drawn again by quota finds its keys here too.
            keys: Object.fromEntries(pool.map((q) => [String(q.id), q.answer])),
          }
        : {}),
    };
  });
}

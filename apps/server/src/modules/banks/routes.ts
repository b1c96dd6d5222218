import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ENTRANCE_PAPERS, isPaperYear, lastPaperYear, yearPaper } from "@tayari/content/banks";
import { getEntranceDraw, getYearPaper } from "@tayari/contracts/banks";
import { drawByQuota, ENTRANCE_QUOTAS } from "@tayari/quiz/draw";
import { createRng } from "@tayari/quiz/random";
import type { Question } from "@tayari/contracts/question";
import { fail } from "../../lib/app-error";
import { ResponseCache, sendJson } from "../../lib/response-cache";
import { handle } from "../../plugins/contract";

/**
 * The entrance bank served in the pieces a quiz needs: one attempt's draw (100 questions) or one
 * year paper, instead of the whole bank, so a phone fetches about a tenth of the bytes. The web app
 * falls back to its bundled copy of the bank when the API cannot be reached.
 */
export async function bankRoutes(
  app: FastifyInstance,
  { bank, cache }: { bank: Question[]; cache: ResponseCache },
) {
  // Each question serialised once; a draw joins the chosen ones.
  const serialised = bank.map((q) => ({ category: q.category, json: JSON.stringify(q) }));

  handle(app, getEntranceDraw, async (request, reply) => {
    const { questions } = drawByQuota(serialised, ENTRANCE_QUOTAS, createRng(randomInt(2 ** 32)));
    reply.header("Cache-Control", "no-store");
    return sendJson(request, reply, `{"questions":[${questions.map((q) => q.json).join(",")}]}`);
  });

  handle(app, getYearPaper, (request, reply) => {
    const { year } = request.params;
    if (!isPaperYear(year))
      throw fail(404, "banks.noSuchPaper", {
        year,
        first: ENTRANCE_PAPERS.firstYear,
        last: lastPaperYear(),
      });
    return cache.send(
      getYearPaper,
      request,
      reply,
      async () => {
        const questions = yearPaper(bank, year);
        return questions.length ? { year, questions } : null;
      },
      () => fail(404, "banks.paperMissing", { year }),
    );
  });
}

import { randomInt } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ENTRANCE_PAPERS, isPaperYear, lastPaperYear, yearPaper } from "@tayari/content/banks";
import {
  entranceDrawResponseSchema,
  yearParam,
  yearPaperResponseSchema,
} from "@tayari/contracts/banks";
import { drawByQuota, ENTRANCE_QUOTAS } from "@tayari/quiz/draw";
import { createRng } from "@tayari/quiz/random";
import type { Question } from "@tayari/contracts/question";
import { errorResponses, HttpError } from "../../lib/http-errors";
import { ResponseCache, sendJson } from "../../lib/response-cache";

/**
 * The entrance bank served in the pieces a quiz needs: one attempt's draw (100 questions) or one
 * year paper, instead of the whole bank, so a phone fetches about a tenth of the bytes. The web app
 * falls back to its bundled copy of the bank when the API cannot be reached.
 */
export const bankRoutes: FastifyPluginAsyncZod<{ bank: Question[]; cache: ResponseCache }> = async (
  app,
  { bank, cache },
) => {
  // Each question serialised once; a draw joins the chosen ones.
  const serialised = bank.map((q) => ({ category: q.category, json: JSON.stringify(q) }));

  app.get(
    "/banks/entrance/draw",
    { schema: { response: { 200: entranceDrawResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      const { questions } = drawByQuota(serialised, ENTRANCE_QUOTAS, createRng(randomInt(2 ** 32)));
      reply.header("Cache-Control", "no-store");
      return sendJson(request, reply, `{"questions":[${questions.map((q) => q.json).join(",")}]}`);
    },
  );

  app.get(
    "/banks/entrance/papers/:year",
    {
      schema: {
        params: z.object({ year: yearParam }),
        response: { 200: yearPaperResponseSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const { year } = request.params;
      if (!isPaperYear(year))
        throw new HttpError(
          404,
          `There is no model paper for ${year}. Papers exist for ${ENTRANCE_PAPERS.firstYear} to ${lastPaperYear()}.`,
        );
      return cache.send(
        request,
        reply.code(200),
        async () => {
          const questions = yearPaper(bank, year);
          return questions.length ? { year, questions } : null;
        },
        () => new HttpError(404, `The bank holds no model paper for ${year}.`),
      );
    },
  );
};

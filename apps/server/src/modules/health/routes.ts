import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponseSchema } from "@tayari/contracts/health";
import { errorResponses } from "../../lib/http-errors";
import { pingDatabase } from "./repository";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { response: { 200: healthResponseSchema, ...errorResponses } } },
    async (_request, reply) => {
      await pingDatabase(app.db);
      reply.header("Cache-Control", "no-store");
      return { status: "ok" as const, database: app.databaseKind };
    },
  );
};

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { healthResponseSchema } from "@tayari/contracts/health";

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    "/health",
    { schema: { response: { 200: healthResponseSchema } } },
    async (_request, reply) => {
      await sql`select 1`.execute(app.db);
      reply.header("Cache-Control", "no-store");
      return { status: "ok" as const, database: app.databaseKind };
    },
  );
}

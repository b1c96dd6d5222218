import type { FastifyInstance } from "fastify";
import { getHealth } from "@tayari/contracts/health";
import { handle } from "../../plugins/contract";
import { pingDatabase } from "./repository";

export async function healthRoutes(app: FastifyInstance) {
  handle(app, getHealth, async (_request, reply) => {
    await pingDatabase(app.db);
    reply.header("Cache-Control", "no-store");
    return { status: "ok" as const, database: app.databaseKind };
  });
}

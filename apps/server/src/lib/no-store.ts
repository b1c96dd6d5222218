import type { FastifyInstance } from "fastify";

/** Answers that are personal: never kept by a browser or proxy cache (every route of `app`). */
export function noStore(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });
}

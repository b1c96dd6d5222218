import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";

const RESTARTING = "The server is restarting. Please try again in a moment: your progress is kept.";

/**
 * Shutting down without losing a request. `app.close()` (what SIGTERM and SIGINT call) first turns
 * away requests that arrive from then on with 503 and a message (a load balancer sends them to
 * another server), then waits for every request already being handled to be answered, and only
 * then stops listening and closes the database. Node's own `server.close()` does not wait for a
 * request whose body is still arriving, so the requests in flight are counted here.
 */
export const gracefulClosePlugin = fp(async (app) => {
  const inFlight = new Set<FastifyRequest>();
  let closing = false;
  let drained: (() => void) | null = null;
  const done = (request: FastifyRequest) => {
    inFlight.delete(request);
    if (inFlight.size === 0) drained?.();
  };

  app.addHook("onRequest", async (request, reply) => {
    inFlight.add(request);
    if (!closing) return;
    reply.header("Connection", "close").code(503);
    return reply.send({ message: RESTARTING });
  });
  app.addHook("onResponse", async (request) => done(request));
  app.addHook("onRequestAbort", async (request) => done(request));

  app.addHook("preClose", async () => {
    closing = true;
    if (inFlight.size === 0) return;
    await new Promise<void>((resolve) => (drained = resolve));
  });
});

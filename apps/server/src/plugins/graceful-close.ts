import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { coded } from "../lib/app-error";

/** How long a shutdown waits for the requests in flight (main.ts gives up 2 s after this). */
export const DRAIN_MS = 8_000;

/**
 * Shutting down without losing a request. `app.close()` (what SIGTERM and SIGINT call) first turns
 * away requests that arrive from then on with 503 and a message (a load balancer sends them to
 * another server), then waits for every request already being handled to be answered, and only
 * then stops listening and closes the database. Node's own `server.close()` does not wait for a
 * request whose body is still arriving, nor for a handler whose client has gone, so the requests in
 * flight are counted here, each until its handler has answered (sent, or the client gone and the
 * answer made): the database never closes under a handler still using it.
 */
export const gracefulClosePlugin = fp<{ drainTimeout?: () => Promise<void> }>(async (app, opts) => {
  const drainTimeout =
    opts.drainTimeout ??
    (() => new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref()));
  const inFlight = new Set<FastifyRequest>();
  let closing = false;
  let drained: (() => void) | null = null;
  const done = (request: FastifyRequest) => {
    inFlight.delete(request);
    if (inFlight.size === 0) drained?.();
  };

  // Requests whose client went away while the handler still works (a phone losing its signal
  // mid-save): the handler's end is its answer being sent (onSend), not the connection's close.
  const orphans = new Set<FastifyRequest>();
  // Requests whose handler has answered (their onSend has run): a client gone after that, while
  // the answer is on its way, leaves nothing running.
  const answered = new WeakSet<FastifyRequest>();

  app.addHook("onRequest", (request, reply, next) => {
    inFlight.add(request);
    // "close" comes once the answer is sent, and also when the client goes away first; then the
    // handler may still be writing to the database, so the request counts until it answers.
    reply.raw.once("close", () => {
      if (reply.sent || answered.has(request)) done(request);
      else orphans.add(request);
    });
    if (!closing) return next();
    reply.header("Connection", "close").code(503).send(coded("general.restarting"));
  });

  // Every answer passes here (an error's too) once the handler has finished with it.
  app.addHook("onSend", (request, _reply, payload, next) => {
    answered.add(request);
    if (orphans.delete(request)) done(request);
    next(null, payload);
  });

  app.addHook("preClose", async () => {
    closing = true;
    if (inFlight.size === 0) return;
    // A download that stalls (a phone that stopped reading a video) must not hold the shutdown:
    // after DRAIN_MS the remaining connections are closed with the server.
    const timedOut = await Promise.race([
      new Promise<false>((resolve) => (drained = () => resolve(false))),
      drainTimeout().then(() => true as const),
    ]);
    if (timedOut) {
      app.log.warn({ open: inFlight.size }, "closing with requests still open");
      app.server.closeAllConnections();
    }
  });
});

import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { HttpError } from "../lib/http-errors";

/**
 * Limits are declared per route (see the auth routes); nothing is limited globally.
 * Counters live in process memory: behind a load balancer each process keeps its own.
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please wait ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s) and try again.`),
  });
});

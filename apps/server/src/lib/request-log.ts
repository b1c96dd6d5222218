import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * What a production server logs per request: one line when the answer is sent (method, address,
 * status, milliseconds, and the request's id as every line of it carries), where Fastify writes
 * two (one as the request arrives, with its host and the client's address and port, one when it is
 * answered). A line costs its serialisation and a synchronous write; at `info`, the two lines took
 * a good part of the catalog answers' throughput (issue 34,
 * docs/performance/log/issue-34-2026-11-24.md). The arrival line is kept at `debug`, for following
 * a request that never finishes.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/**
 * Request ids as Fastify makes them (`req-1`, `req-2`, ... in base 36), from one counter shared by
 * the app and the answers sent before it (`ResponseCache.replay`), so no two lines share an id.
 */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    // Kept a small integer, as Fastify's own counter is (it wraps after 2^31 - 1).
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}

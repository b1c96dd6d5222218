import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * What a production server logs per request: one line when the answer is sent (method, address,
 * status, milliseconds, and the request's id as every line of it carries), where Fastify writes
 * two (one as the request arrives, with its host and the client's address and port, one when it is
 * answered). A line costs its serialisation and a synchronous write; at `info`, the two lines took
 * a good part of the catalog answers' throughput (docs/performance.md, issue 34). The arrival line
 * is kept at `debug`, for following a request that never finishes.
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

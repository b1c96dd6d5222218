import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";

/** Answers a request on its own (and returns true), or leaves it to the app (false). */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server Fastify would make (the same timeouts and limits), with `front()` asked first
 * about every request: the catalog's kept answers are sent from there without the app's per-request
 * work (issue 34, `ResponseCache.replay`). `front` is read per request, so it can be set once the
 * app that fills it is built, and unset when the app starts closing.
 */
export function replayingServer(front: () => FrontAnswer | null): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as {
      http?: http.ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (front()?.(request, response)) return;
      handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

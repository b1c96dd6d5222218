import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { coded } from "../lib/app-error";

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: an address or headers past
 * Node's 16 KB (431), framing it cannot trust such as Content-Length beside chunked encoding, or any
 * other malformed request (400), a request that never finished arriving (408). Node then leaves the
 * answer to the server's 'clientError' listener: this one writes it in the app's error shape
 * (`{ code, params, message }`, the API's headers), as every other error is (issue 47), and
 * closes the connection, whose framing can no longer be trusted. A socket already reset or written
 * to gets nothing (documented in docs/security.md).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, body] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, coded("general.headersTooLarge")]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, coded("general.requestTimeout")]
        : [400, coded("general.malformedRequest")];
  const json = JSON.stringify(body);
  // A response of ours already begun on this connection cannot be followed by another.
  if (socket.writable && !(socket as Socket & { _httpMessage?: unknown })._httpMessage)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        "Cache-Control: no-store\r\n" +
        "X-Content-Type-Options: nosniff\r\n" +
        "Content-Security-Policy: default-src 'none';frame-ancestors 'none'\r\n" +
        "Connection: close\r\n\r\n" +
        json,
    );
  socket.destroy(error);
}

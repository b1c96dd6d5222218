import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { COMPRESS_MIN_BYTES, chooseEncoding, compress, type Encoding } from "./compression";

interface Entry {
  body: string;
  etag: string;
  /** The body compressed, made the first time a client accepts each encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** Any route's reply whose body type (from the route's schema) is `Body`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the body type matters here
type ReplyOf<Body> = FastifyReply<any, any, any, any, any, any, any, Body>;

function okSchema(request: FastifyRequest): ZodType {
  const schema = (
    request.routeOptions.schema?.response as Record<number, ZodType> | undefined
  )?.[200];
  if (!schema) throw new Error(`${request.routeOptions.url} is cached but declares no 200 schema`);
  return schema;
}

/**
 * Sends a JSON body made for this one request, compressed when the client accepts it and the body
 * is large enough to gain from it.
 */
export async function sendJson(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.type(JSON_TYPE);
  if (body.length < COMPRESS_MIN_BYTES) return reply.send(body);
  reply.header("Vary", "Accept-Encoding");
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(body);
  return reply.header("Content-Encoding", encoding).send(await compress(body, encoding, "each"));
}

/**
 * Read-mostly answers kept in process memory, already serialised (and compressed, for bodies worth
 * it), with a strong ETag per representation so that a returning browser is answered 304 without
 * a body. The catalog and the banks change only at start-up, so entries live as long as the process.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<Entry | null>>();
  constructor(private readonly maxEntries = 2000) {}

  clear(): void {
    this.entries.clear();
  }

  /**
   * Answers with the body `load` makes, shaped by the route's own 200 schema (`reply.code(200)` gives
   * `load` its type). `load` returns null for "not found": such answers are not kept.
   */
  async send<Body>(
    request: FastifyRequest,
    reply: ReplyOf<Body>,
    load: () => Promise<Body | null>,
    notFound: () => Error,
  ) {
    const key = request.url.split("?")[0]!;
    let pending = this.entries.get(key);
    if (!pending) {
      const schema = okSchema(request);
      pending = load().then((value) => {
        if (value === null) return null;
        const body = JSON.stringify(schema.parse(value));
        const etag = createHash("sha1").update(body).digest("base64url");
        return { body, etag, encoded: {} };
      });
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, pending);
      pending
        .then((entry) => entry === null && this.entries.delete(key))
        .catch(() => this.entries.delete(key));
    }
    const entry = await pending;
    if (!entry) throw notFound();
    const compressible = entry.body.length >= COMPRESS_MIN_BYTES;
    const encoding = compressible ? chooseEncoding(request.headers["accept-encoding"]) : null;
    const etag = `"${entry.etag}${encoding ? `-${encoding}` : ""}"`;
    reply
      .header("ETag", etag)
      .header("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
    if (compressible) reply.header("Vary", "Accept-Encoding");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    // Already shaped by the route's schema: sent as it is.
    if (!encoding) return reply.type(JSON_TYPE).send(entry.body);
    const encoded = (entry.encoded[encoding] ??= compress(entry.body, encoding, "once"));
    return reply
      .type(JSON_TYPE)
      .header("Content-Encoding", encoding)
      .send(await encoded);
  }
}

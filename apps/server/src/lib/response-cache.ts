import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { input } from "zod/v4/core";
import { isEndpoint, type Endpoint, type Schema } from "@tayari/contracts/endpoint";
import { parse } from "zod/v4/core";
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

/** An endpoint whose success is a 200 with a body: what the cache can keep. */
type Cacheable = Endpoint & { responses: { 200: Endpoint["responses"][number] } };

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
 * How a cache learns that another server changed what it holds: `version` reads a token from the
 * shared database that changes with every change (a catalog publish), at most once per `everyMs`
 * of `now`; a new token empties the cache.
 */
export interface Freshness {
  version: () => Promise<string>;
  everyMs: number;
  now: () => Date;
}

/**
 * Read-mostly answers kept in process memory, already serialised (and compressed, for bodies worth
 * it), with a strong ETag per representation so that a returning browser is answered 304 without
 * a body. The banks change only at start-up; the catalog also when an examiner publishes into it:
 * the server that publishes calls `clear()`, the others see the database's version change within
 * `freshness.everyMs` (decision 0039).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<Entry | null>>();
  private version: string | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly maxEntries = 2000,
    private readonly freshness?: Freshness,
  ) {}

  clear(): void {
    this.entries.clear();
  }

  /**
   * Empties the cache when the database's version moved since the last look (throttled). Returns
   * nothing when no look is due, so the common answer does not wait a turn for a promise.
   */
  private fresh(): Promise<void> | undefined {
    const freshness = this.freshness;
    if (!freshness) return;
    const now = freshness.now().getTime();
    // A clock set back counts as due, so a check is never put off for long.
    if (now >= this.checkedAt && now - this.checkedAt < freshness.everyMs) return;
    this.checking ??= freshness
      .version()
      .then(
        (version) => {
          if (this.version !== undefined && version !== this.version) this.clear();
          this.version = version;
        },
        // The database out of reach: what is held is still the best answer; ask again later.
        () => {},
      )
      .finally(() => {
        this.checkedAt = now;
        this.checking = null;
      });
    return this.checking;
  }

  /** Every body held, for checks of what the server would hand out (e.g. that no exam key is). */
  async bodies(): Promise<string[]> {
    const entries = await Promise.all([...this.entries.values()].map((p) => p.catch(() => null)));
    return entries.flatMap((entry) => (entry ? [entry.body] : []));
  }

  /**
   * Answers with the body `load` makes, shaped by the endpoint's 200 schema. `load` returns null
   * for "not found": such answers are not kept.
   */
  async send<E extends Cacheable>(
    endpoint: E,
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<input<E["responses"][200]> | null>,
    notFound: () => Error,
  ): Promise<FastifyReply>;
  /** The same for a route not yet declared in packages/contracts: its own 200 schema shapes it. */
  async send<Body>(
    request: FastifyRequest,
    reply: ReplyOf<Body>,
    load: () => Promise<Body | null>,
    notFound: () => Error,
  ): Promise<void>;
  async send(...args: unknown[]): Promise<FastifyReply | void> {
    const declared = isEndpoint(args[0]);
    const [request, reply, load, notFound] = (declared ? args.slice(1) : args) as [
      FastifyRequest,
      FastifyReply,
      () => Promise<unknown>,
      () => Error,
    ];
    const schema = declared
      ? (args[0] as Cacheable).responses[200]
      : ((request.routeOptions.schema?.response as Record<number, Schema> | undefined)?.[200] ??
        null);
    if (!schema)
      throw new Error(`${request.routeOptions.url} is cached but declares no 200 schema`);
    const looking = this.fresh();
    if (looking) await looking;
    // Kept by path and, for an endpoint that declares a query (the catalog's `lang`), by that
    // query as parsed: only its declared fields, so made-up queries cannot fill the cache.
    const path = request.url.split("?")[0]!;
    const query = declared && (args[0] as Cacheable).query ? JSON.stringify(request.query) : "";
    const key = query ? `${path}?${query}` : path;
    let pending = this.entries.get(key);
    if (!pending) {
      pending = load().then((value) => {
        if (value === null) return null;
        const body = JSON.stringify(parse(schema, value));
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

import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { input, output } from "zod/v4/core";
import { isEndpoint, type Endpoint, type Schema } from "@tayari/contracts/endpoint";
import { parse } from "zod/v4/core";
import {
  bodyLength,
  COMPRESS_MIN_BYTES,
  chooseEncoding,
  compress,
  type Body,
  type Encoding,
  wholeBody,
} from "./compression";

interface Entry {
  body: string;
  etag: string;
  /** The body compressed, made the first time a client accepts each encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** An answer as the whole app sent it: status, every header it set, and the body. */
interface Sent {
  status: number;
  /** Name, value, name, value: what `writeHead` takes without building an object. */
  headers: string[];
  body: string | Buffer | undefined;
}

/** The answers sent for one address and encoding: the 200, and the 304 for its ETag. */
interface Replay {
  etag: string;
  ok?: Sent;
  notModified?: Sent;
}

/** An answer `send` is making that may be kept for replay once it is sent (see `sent`). */
interface Pending {
  key: string;
  etag: string;
  body: string | Buffer | undefined;
  generation: number;
}

/** Any route's reply whose body type (from the route's schema) is `Body`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the body type matters here
type ReplyOf<Body> = FastifyReply<any, any, any, any, any, any, any, Body>;

/** An endpoint whose success is a 200 with a body: what the cache can keep. */
export type Cacheable = Endpoint & { responses: { 200: Endpoint["responses"][number] } };

/**
 * Sends a JSON body made for this one request, compressed when the client accepts it and the body
 * is large enough to gain from it. A large body is best given as a Buffer (UTF-8), or as the pieces
 * it is joined from: it is kept outside V8's heap, where a string waiting for its turn to be
 * compressed outlived the young generation and grew the heap with garbage (issue 34), and pieces
 * are joined in the compression's own buffer instead of a new one each time.
 */
export async function sendJson(request: FastifyRequest, reply: FastifyReply, body: Body) {
  reply.type(JSON_TYPE);
  if (bodyLength(body) < COMPRESS_MIN_BYTES) return reply.send(wholeBody(body));
  reply.header("Vary", "Accept-Encoding");
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(wholeBody(body));
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
  /**
   * Public answers as they were sent, by the address as the client wrote it and the encoding
   * chosen for it: `replay` sends them again before any of the app's work runs (issue 34).
   */
  private readonly replays = new Map<string, Replay>();
  private readonly pending = new WeakMap<FastifyRequest, Pending>();
  /** Moves with every `clear()`: an answer made before one is not kept for replay after it. */
  private generation = 0;

  constructor(
    private readonly maxEntries = 2000,
    private readonly freshness?: Freshness,
  ) {}

  clear(): void {
    this.entries.clear();
    this.replays.clear();
    this.generation += 1;
  }

  /** Whether a look at the database's version is due (then only the whole app may answer). */
  private checkDue(): boolean {
    const freshness = this.freshness;
    if (!freshness) return false;
    const now = freshness.now().getTime();
    return !(now >= this.checkedAt && now - this.checkedAt < freshness.everyMs);
  }

  /**
   * Sends again, as it was sent, a public answer the whole app already made for this address and
   * this encoding (its 200, or its 304 when the client holds the ETag), and returns true; false when
   * there is none, or when the catalog's version is due for a look: then the app answers (and keeps
   * what it sends). Called for every request before routing; what it skips (the router, the
   * request's logger, hooks, validation, the handler) would come to the same answer for the same
   * address, since a kept endpoint is public, reads nothing but its address, and sets no cookie.
   */
  replay(request: IncomingMessage, response: ServerResponse): Sent | null {
    // A cross-origin request (it names its Origin) is the app's: CORS answers depend on who asks.
    if (request.method !== "GET" || request.headers.origin !== undefined) return null;
    if (this.replays.size === 0 || this.checkDue()) return null;
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    const replay = this.replays.get(`${request.url}\n${encoding ?? ""}`);
    if (!replay) return null;
    const sent = request.headers["if-none-match"] === replay.etag ? replay.notModified : replay.ok;
    if (!sent) return null;
    response.writeHead(sent.status, sent.headers);
    response.end(sent.body);
    return sent;
  }

  /**
   * Keeps, for `replay`, the answer `send` made for this request, as the app sent it (the
   * security headers and the length included). Called once the answer is sent (onResponse).
   */
  sent(request: FastifyRequest, reply: FastifyReply): void {
    const pending = this.pending.get(request);
    if (!pending || pending.generation !== this.generation) return;
    const status = reply.statusCode;
    if (status !== 200 && status !== 304) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined) continue;
      // Nothing personal is kept: an answer that sets a cookie is no one else's.
      if (Array.isArray(value) || name === "set-cookie") return;
      headers.push(name, String(value));
    }
    if (this.replays.size >= this.maxEntries) this.replays.clear();
    const replay = this.replays.get(pending.key) ?? { etag: pending.etag };
    if (replay.etag !== pending.etag) return;
    const answer = { status, headers, body: status === 304 ? undefined : pending.body };
    if (status === 304) replay.notModified = answer;
    else replay.ok = answer;
    this.replays.set(pending.key, replay);
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

  /**
   * The body held for `path` and `query`, made by `load` (null: nothing there) if none is held.
   * Kept by path and, for an endpoint that declares a query (the catalog's `lang`), by that query
   * as parsed: only its declared fields, so made-up queries cannot fill the cache.
   */
  private entry(
    path: string,
    query: unknown,
    schema: Schema,
    load: () => Promise<unknown>,
  ): Promise<Entry | null> {
    const key = query === undefined ? path : `${path}?${JSON.stringify(query)}`;
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
    return pending;
  }

  /**
   * The body the API answers `path` (under /api, as a client writes it) with, `query` as the
   * endpoint parses it; null for "not found". Made by `load` and kept as `send` would: for a page
   * that shows what the API answers (a unit's first screen, decision 294).
   */
  async body<E extends Cacheable>(
    endpoint: E,
    path: string,
    query: E extends { query: Schema } ? output<E["query"]> : undefined,
    load: () => Promise<input<E["responses"][200]> | null>,
  ): Promise<string | null> {
    const looking = this.fresh();
    if (looking) await looking;
    const entry = await this.entry(path, query, endpoint.responses[200], load);
    return entry?.body ?? null;
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
    // What this request finds in the cache belongs to this generation; a clear() while it is
    // being made (a publish) means it is not kept for replay.
    const generation = this.generation;
    const path = request.url.split("?")[0]!;
    const query = declared && (args[0] as Cacheable).query ? request.query : undefined;
    const entry = await this.entry(path, query, schema, load);
    if (!entry) throw notFound();
    const compressible = entry.body.length >= COMPRESS_MIN_BYTES;
    const encoding = compressible ? chooseEncoding(request.headers["accept-encoding"]) : null;
    const etag = `"${entry.etag}${encoding ? `-${encoding}` : ""}"`;
    reply
      .header("ETag", etag)
      .header("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
    if (compressible) reply.header("Vary", "Accept-Encoding");
    // Only a public endpoint's answers are replayed to anyone who asks the same address.
    const replayable = declared && (args[0] as Cacheable).access === "public";
    const keep = (body: string | Buffer | undefined) => {
      // What the app sends to a cross-origin request carries CORS headers for that origin alone.
      if (!replayable || request.headers.origin !== undefined) return;
      const key = `${request.raw.url}\n${chooseEncoding(request.headers["accept-encoding"]) ?? ""}`;
      this.pending.set(request, { key, etag, body, generation });
    };
    if (request.headers["if-none-match"] === etag) {
      keep(undefined);
      return reply.status(304).send();
    }
    // Already shaped by the route's schema: sent as it is.
    if (!encoding) {
      keep(entry.body);
      return reply.type(JSON_TYPE).send(entry.body);
    }
    const encoded = await (entry.encoded[encoding] ??= compress(entry.body, encoding, "once"));
    keep(encoded);
    return reply.type(JSON_TYPE).header("Content-Encoding", encoding).send(encoded);
  }
}

import fp from "fastify-plugin";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  preParsingHookHandler,
} from "fastify";
import { safeParse, type input } from "zod/v4/core";
import type { Access, Endpoint, EndpointReply, ParsedInput } from "@tayari/contracts/endpoint";
import { errorBodySchema } from "@tayari/contracts/errors";
import { MESSAGES, type Code, type PlainCode } from "@tayari/contracts/messages/all";
import { AppError, coded, fail } from "../lib/app-error";
import type { Cacheable, ResponseCache } from "../lib/response-cache";

/**
 * The signed-in account behind a request, as the session finder gives it: `request.session` is
 * declared where sessions are found (modules/auth/authenticate.ts).
 */
type Session = NonNullable<FastifyRequest["session"]>;

/** How the access hook finds the caller's session (modules/auth hands it in through app.ts). */
export interface SessionFinder {
  /** The caller's session, or a 401 when there is none. */
  find(request: FastifyRequest): Promise<Session>;
  /** Refuses a request without a well-formed token (401), before anything is read. */
  checkToken(request: FastifyRequest): void;
}

declare module "fastify" {
  interface FastifyInstance {
    contract: ContractState;
  }
  interface FastifyContextConfig {
    /** The declaration this route was registered from (packages/contracts). */
    endpoint?: Endpoint;
    /**
     * A route outside the contract: a test's own route. The start-up check lets it through.
     */
    undeclared?: boolean;
    /**
     * Top-level keys of the body whose texts the route's schema checks field by field with the
     * text rule (the bank's questions: every fault of every question at once, issue 46); the input
     * guard's walk still checks their nesting and keys.
     */
    textCheckedByRoute?: ReadonlySet<string>;
  }
}

interface ContractState {
  /** Every endpoint a handler was registered for. */
  handled: Set<Endpoint>;
  /** Every route registered under /api, checked against the declarations once all are in. */
  routes: RouteOptions[];
  /** Absent in an app of public endpoints only (a test's). */
  sessions: SessionFinder | undefined;
  /** Tests: an error code the endpoint does not declare is answered 500, so the test sees it. */
  strict: boolean;
}

type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedInput<E>["params"];
  Querystring: ParsedInput<E>["query"];
  Body: ParsedInput<E>["body"];
}> & { session: E["access"] extends "public" ? Session | null : Session };

/** A handler of `E`: typed by its declaration; it returns a success body or the reply it sent. */
export type EndpointHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

export interface HandleOptions {
  /** Runs after the access check (rate limits by address, size checks). */
  onRequest?: onRequestAsyncHookHandler[];
  preHandler?: preHandlerAsyncHookHandler[];
  bodyLimit?: number;
  /**
   * "in-handler": the handler checks the session inside its own statement (decision 0050); the
   * access hook only refuses a request without a well-formed token.
   */
  session?: "in-handler";
  /** See FastifyContextConfig's `textCheckedByRoute`. */
  textCheckedByRoute?: ReadonlySet<string>;
}

/**
 * Registers the route of `endpoint` with `handler`: its method and path, its schemas (the zod type
 * provider validates the input and shapes the answer), and the access hook, which runs before the
 * body is read or validated: a guest hears 401 and a student 403 whatever they sent.
 */
export function handle<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: HandleOptions = {},
): void {
  if (app.contract.handled.has(endpoint))
    throw new Error(`${endpoint.method} ${endpoint.path} has two handlers`);
  const { sessions } = app.contract;
  if (endpoint.access !== "public" && !sessions)
    throw new Error(`${endpoint.method} ${endpoint.path} needs sessions: the app has no finder`);
  app.contract.handled.add(endpoint);
  const numbers = [
    ...numberFields(endpoint.params, "params"),
    ...numberFields(endpoint.query, "query"),
  ];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { ...endpoint.responses, "4xx": errorBodySchema, "5xx": errorBodySchema },
    },
    config: {
      endpoint,
      ...(options.textCheckedByRoute ? { textCheckedByRoute: options.textCheckedByRoute } : {}),
    },
    // A public route has no access hook at all: an empty async hook still costs its promise and
    // a turn of the microtask queue on every request (issue 34: the catalog answers).
    onRequest: [
      ...(endpoint.access === "public" || !sessions
        ? []
        : [accessHook(sessions, endpoint.access, options.session)]),
      ...(options.onRequest ?? []),
    ],
    // A route that takes no body ignores one sent anyway (issue 47: it was parsed, refused with
    // codes the route does not declare, and logged as an error).
    ...(endpoint.body ? {} : { preParsing: [ignoreBody] }),
    ...(numbers.length ? { preValidation: [digitsOnly(numbers)] } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/**
 * Registers `endpoint`, answered through the response cache: `answer` gives, for the request, what
 * reads the body (`load`, null when there is nothing) and the error then (`notFound`).
 */
export function handleCached<E extends Cacheable>(
  app: FastifyInstance,
  cache: ResponseCache,
  endpoint: E,
  answer: (request: RouteRequest<E>) => {
    load: () => Promise<input<E["responses"][200]> | null>;
    notFound: () => Error;
  },
): void {
  handle(app, endpoint, (request, reply) => {
    const { load, notFound } = answer(request);
    return cache.send(endpoint, request, reply, load, notFound);
  });
}

/**
 * Makes the request one without a body before Fastify looks for one: its headers no longer announce
 * one, so nothing is read or parsed, and Node discards the bytes once the answer is sent.
 */
const ignoreBody: preParsingHookHandler = (request, _reply, payload, done) => {
  delete request.headers["content-type"];
  delete request.headers["transfer-encoding"];
  request.headers["content-length"] = "0";
  done(null, payload);
};

const isCode = (value: unknown): value is Code =>
  typeof value === "string" && Object.hasOwn(MESSAGES, value);

interface NumberField {
  part: "params" | "query";
  name: string;
  /** The code the field's own schema answers for a value that is no number. */
  refusal: Code;
}

const defOf = (schema: unknown) =>
  (schema as { _zod: { def: { type: string; [key: string]: unknown } } })._zod.def;

/**
 * The fields of an object schema that read a number from text (`z.coerce.number()`, maybe
 * optional or with a default): a path's ids and years, a query's page numbers.
 */
function numberFields(schema: unknown, part: NumberField["part"]): NumberField[] {
  if (!schema || defOf(schema).type !== "object") return [];
  const fields: NumberField[] = [];
  for (const [name, field] of Object.entries(defOf(schema).shape as Record<string, unknown>)) {
    let inner = field;
    while (["optional", "default", "prefault", "nullable"].includes(defOf(inner).type))
      inner = defOf(inner).innerType;
    if (defOf(inner).type !== "number" || !defOf(inner).coerce) continue;
    const issue = safeParse(inner as never, "not a number").error?.issues[0]?.message;
    fields.push({ part, name, refusal: isCode(issue) ? issue : "general.invalidAddress" });
  }
  return fields;
}

const DIGITS = /^[0-9]{1,16}$/;

/**
 * Numbers in an address are plain decimal digits (issue 29): `z.coerce.number()` alone reads
 * `0x1`, ` 1`, `1e3`, `+1` and `1.0` as numbers too. Refused with the field's own code, before
 * validation, for every declared endpoint.
 */
function digitsOnly(fields: readonly NumberField[]): preValidationAsyncHookHandler {
  return async (request) => {
    for (const { part, name, refusal } of fields) {
      const value = (request[part] as Record<string, unknown> | undefined)?.[name];
      if (value === undefined || (typeof value === "string" && DIGITS.test(value))) continue;
      const body = coded(refusal as PlainCode);
      throw Object.assign(new AppError(400, body, { [name]: [body] }), { fromSchema: true });
    }
  };
}

function accessHook(
  sessions: SessionFinder,
  access: Exclude<Access, "public">,
  session: HandleOptions["session"],
): onRequestAsyncHookHandler {
  if (session === "in-handler")
    return async (request) => {
      sessions.checkToken(request);
    };
  return async (request) => {
    const found = await sessions.find(request);
    if (access === "examiner" && found.role !== "examiner")
      throw fail(403, "general.examinersOnly");
    request.session = found;
  };
}

/** What is wrong between the declarations and the registered routes: empty when they match. */
export function contractMismatch(
  declared: readonly Endpoint[],
  handled: ReadonlySet<Endpoint>,
  routes: readonly Pick<RouteOptions, "method" | "url" | "config">[],
): string[] {
  const problems: string[] = [];
  for (const endpoint of declared)
    if (!handled.has(endpoint))
      problems.push(`${endpoint.method} ${endpoint.path} is declared but has no handler`);
  const known = new Set(declared);
  for (const route of routes) {
    const config = route.config as { endpoint?: Endpoint; undeclared?: boolean } | undefined;
    if (config?.undeclared) continue;
    if (!config?.endpoint)
      problems.push(`${String(route.method)} ${route.url} has a handler but no declaration`);
    else if (!known.has(config.endpoint))
      problems.push(
        `${String(route.method)} ${route.url} is declared outside packages/contracts' endpoint list`,
      );
  }
  return problems;
}

/**
 * Holds the registrations and, once every module is in, refuses to start when a declared endpoint
 * has no handler or an API route has no declaration.
 */
export const contractPlugin = fp<{
  declared: readonly Endpoint[];
  sessions?: SessionFinder;
  strict: boolean;
}>(async (app, { declared, sessions, strict }) => {
  const state: ContractState = { handled: new Set(), routes: [], sessions, strict };
  app.decorate("contract", state);
  app.decorateRequest("session", null);
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith("/api/") || methods.every((m) => m === "HEAD")) return;
    state.routes.push(route);
  });
  app.addHook("onReady", async () => {
    const problems = contractMismatch(declared, state.handled, state.routes);
    if (problems.length)
      throw new Error(`the API does not match its declarations:\n- ${problems.join("\n- ")}`);
  });
});

// How an endpoint of the API is declared, once, for the server (which registers its route from
// it: decision 65) and for the web app (which calls it with `call()`). Type imports only: an
// endpoint's runtime cost in the browser is its own object and schemas.
import type { $ZodType, input, output } from "zod/v4/core";
import type { Code } from "./messages/all";

/** Who may call: anyone, a signed-in account, or an examiner (college staff). */
export type Access = "public" | "signed-in" | "examiner";
export type Method = "GET" | "POST" | "PUT" | "DELETE";
/** Any zod schema, classic or mini. */
export type Schema = $ZodType;

export interface EndpointShape {
  readonly method: Method;
  /** Under the API base (`/api`); `:name` for each path parameter, as Fastify writes them. */
  readonly path: `/${string}`;
  readonly access: Access;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** Each success answer by status. */
  readonly responses: Readonly<Record<number, Schema>>;
  /**
   * The codes this endpoint answers with, by error status, beyond those every endpoint may give
   * (`generalErrors`: the session, the request's form, the server's troubles).
   */
  readonly errors?: Readonly<Record<number, readonly Code[]>>;
}

type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with `:name` in it must declare `params` with those names. */
type ParamsCheck<Path extends string> = [PathParams<Path>] extends [never]
  ? unknown
  : { params: $ZodType<{ [K in PathParams<Path>]: unknown }> };

export type Endpoint<E extends EndpointShape = EndpointShape> = E & { readonly kind: "endpoint" };

/** Declares an endpoint: the object both sides use. */
export function endpoint<const E extends EndpointShape>(
  declaration: E & ParamsCheck<E["path"]>,
): Endpoint<E> {
  return { ...declaration, kind: "endpoint" };
}

/** An endpoint's address as the contracts write it: `"GET /exams/:slug"`. */
type Address = `${Method} /${string}`;
type MethodOf<A extends Address> = A extends `${infer M extends Method} ${string}` ? M : never;
type PathOf<A extends Address> = A extends `${Method} ${infer P extends `/${string}`}` ? P : never;
/** All of a declaration but its address and access. */
type Details = Omit<EndpointShape, "method" | "path" | "access">;

/**
 * Declares an endpoint by its address, who may call it and the rest: the contracts' one way of
 * writing `endpoint({ method, path, access, ... })`, giving the same object.
 */
export function route<const A extends Address, const X extends Access, const D extends Details>(
  address: A,
  access: X,
  details: D & ParamsCheck<PathOf<A>>,
): Endpoint<{ method: MethodOf<A>; path: PathOf<A>; access: X } & D> {
  const space = address.indexOf(" ");
  const method = address.slice(0, space) as MethodOf<A>;
  const path = address.slice(space + 1) as PathOf<A>;
  return { method, path, access, ...details, kind: "endpoint" };
}

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "endpoint";

type In<S> = S extends Schema ? input<S> : never;
type Out<S> = S extends Schema ? output<S> : never;
type Part<E, K extends "params" | "body"> =
  E extends Record<K, Schema> ? { [P in K]: In<E[P]> } : unknown;
/** A query's fields are all optional in this API (absent ones take their defaults). */
type QueryPart<E> = E extends Record<"query", Schema> ? { query?: In<E["query"]> } : unknown;

/** What a caller sends: `{ params, query, body }`, each where the endpoint declares it. */
export type EndpointInput<E extends EndpointShape> = Part<E, "params"> &
  QueryPart<E> &
  Part<E, "body">;

/** What the handler reads: the parsed `params`, `query` and `body`. */
export type ParsedInput<E extends EndpointShape> = {
  params: E extends { params: Schema } ? Out<E["params"]> : undefined;
  query: E extends { query: Schema } ? Out<E["query"]> : undefined;
  body: E extends { body: Schema } ? Out<E["body"]> : undefined;
};

/** Any success answer, as the caller reads it. */
export type EndpointAnswer<E extends EndpointShape> = {
  [S in keyof E["responses"]]: Out<E["responses"][S]>;
}[keyof E["responses"]];

/** Any success answer, as the handler may give it (before the response schema shapes it). */
export type EndpointReply<E extends EndpointShape> = {
  [S in keyof E["responses"]]: In<E["responses"][S]>;
}[keyof E["responses"]];

/** The faults of the one text rule (text.ts), which any input may meet. */
const TEXT_FAULTS = [
  "input.textControl",
  "input.textBroken",
  "input.textInvisible",
  "input.textNotACharacter",
  // A key, or a path or query value, holds one line (decision 74).
  "input.textLineBreak",
] as const satisfies readonly Code[];

/**
 * The codes any endpoint may answer, by status, given what it declares: a session to check, a body
 * or path to read. Its own `errors` add to these.
 */
export function generalErrors(endpoint: EndpointShape): Record<number, readonly Code[]> {
  const errors: Record<number, Code[]> = {
    400: ["general.malformedAddress"],
    414: ["general.addressTooLong"],
    500: ["general.serverError"],
    503: ["general.unavailable", "general.restarting"],
  };
  if (endpoint.access !== "public") errors[401] = ["general.sessionEnded"];
  if (endpoint.access === "examiner") errors[403] = ["general.examinersOnly"];
  // The text rule's net (apps/server/src/plugins/input-guard.ts): a path or query is a 400, a body 422.
  // A key "__proto__" (or "constructor" holding "prototype") is refused by the same net, by name.
  // Every address may carry a query, read or not (`?lang=%00` on a route without one: issue 67).
  errors[400]!.push(...TEXT_FAULTS, "input.reservedKey");
  if (endpoint.body) {
    errors[422] = [...TEXT_FAULTS, "input.tooDeep", "input.reservedKey"];
    errors[400]!.push("general.invalidJson", "general.badContentLength");
    errors[413] = ["general.bodyTooLarge"];
    errors[415] = ["general.notJson"];
  }
  return errors;
}

import type {
  Endpoint,
  EndpointAnswer,
  EndpointInput,
  EndpointShape,
} from "@tayari/contracts/endpoint";
import type { CodedMessage } from "@tayari/contracts/errors";
import { clientMessages } from "@tayari/contracts/messages/client";
import type { Value } from "@tayari/contracts/messages/text";
import { ApiError } from "./api-error";
import { nextTask } from "./next-task";
import { STORAGE_KEYS, readJson } from "./storage";

export { ApiError };

/** What the client says of a call that got no usable answer: its code, values and English. */
const clientMessage = (code: keyof typeof clientMessages, params: Record<string, Value> = {}) => ({
  code,
  params,
  message: clientMessages[code].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name])),
});

/** Where the API is (the same origin unless the build says otherwise). */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? "/api";

const asked = new Map<string, { token: string; answer: Promise<Response> }>();

/**
 * Asks the API for a signed-in student's page's answers (`paths`, as `endpointPath` writes them) as
 * the app starts, beside the page's code, instead of once the page has drawn and its queries run:
 * on a slow phone the page's code, then its data, were two waits one after the other (issue 50,
 * decision 293). The caller asks only when no attempt waits in this browser (app/answers-early.ts).
 */
export function askEarly(paths: readonly string[], token: string): void {
  for (const path of paths)
    asked.set(path, {
      token,
      answer: fetch(`${API_BASE}${path}`, {
        headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
      }),
    });
}

/**
 * The answer asked early for a GET of `path` with `token`, once (`send` in api-client.ts reads it
 * as its own); undefined when none was asked, or for another login.
 */
export function takeEarly(path: string, token: string | null): Promise<Response> | undefined {
  const early = asked.get(path);
  asked.delete(path);
  return early && early.token === token ? early.answer : undefined;
}

function bearerToken(): string | null {
  const profile = readJson(STORAGE_KEYS.profile);
  const token = (profile as { token?: unknown } | null)?.token;
  return typeof token === "string" ? token : null;
}

/** Any zod schema (classic or mini): the answer is checked against it before it is used. */
export interface AnswerSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

export interface Transport {
  method: string;
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/** One request to the API; a non-2xx answer (or none) is thrown as an ApiError. */
export async function send({ method, path, body, signal, cache }: Transport): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const token = bearerToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    // The page's answer the app asked for as it started (`askEarly`), if this is it.
    const early = method === "GET" && !body && !cache ? takeEarly(path, token) : undefined;
    response = await (early ??
      fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        ...(cache ? { cache } : {}),
      }));
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, clientMessage("client.unreachable"));
  }
  if (response.ok) return response;
  const answer = (await response.json().catch(() => null)) as {
    code?: unknown;
    params?: Record<string, Value>;
    message?: unknown;
    errors?: Record<string, CodedMessage[]>;
  } | null;
  const message = typeof answer?.message === "string" ? answer.message : "";
  // Every route answers `{ code, params, message }`: anything else is not the API's answer (a proxy's
  // error page, a server that is not this one).
  if (!message || typeof answer?.code !== "string")
    throw new ApiError(
      response.status,
      clientMessage("client.serverAnswered", { status: response.status }),
    );
  throw new ApiError(
    response.status,
    { code: answer.code, params: answer.params ?? {}, message },
    answer.errors ?? {},
  );
}

/**
 * The answer's body: JSON where it says so (undefined where that is not JSON: unreadable), else its
 * text. A body cut off after its headers (the request's time ran out, the connection dropped) is no
 * answer at all: said as the connection's failure, as before the headers, so that what sent it tries
 * again (a sealed paper's first save said "cannot read" where it should wait and send again).
 */
async function readBody(response: Response): Promise<unknown> {
  const json = (response.headers.get("content-type") ?? "").includes("json");
  try {
    const text = await response.text();
    if (!json) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, clientMessage("client.unreachable"));
  }
}

export const unreadable = (status: number) =>
  new ApiError(status, clientMessage("client.unreadable"));

export interface CallOptions {
  signal?: AbortSignal;
  /** The browser's HTTP cache mode: "reload" fetches anew and keeps the answer for later reads. */
  cache?: RequestCache;
}

/** Where an endpoint is for this input: `:name` in its path filled with `params.name`. */
export function endpointPath(
  endpoint: EndpointShape,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

type CallArgs<E extends EndpointShape> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * An endpoint's answer as it came, its body not yet checked: for a caller that checks a long list
 * a part at a time (the entrance draw, decision 0528). Everyone else uses `call`.
 */
export async function callUnchecked<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<{ status: number; body: unknown }> {
  const given = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const response = await send({
    method: endpoint.method,
    path: endpointPath(endpoint, given as never),
    body: given.body,
    signal: options?.signal,
    cache: options?.cache,
  });
  return { status: response.status, body: await readBody(response) };
}

/**
 * The one way the web app calls the API: `call(endpoint, { params, query, body })`, typed from the
 * declaration in packages/contracts; the answer is parsed by the endpoint's schema for its status.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointAnswer<E>> {
  const { status, body } = await callUnchecked(endpoint, ...args);
  const schema = endpoint.responses[status] as unknown as AnswerSchema<EndpointAnswer<E>>;
  // The checks in a task after the one that read the answer: for a draw of 100 questions, reading
  // and checking together made one of the longest tasks of the quiz's start.
  await nextTask();
  const parsed = schema?.safeParse(body);
  if (!parsed?.success) throw unreadable(status);
  return parsed.data;
}

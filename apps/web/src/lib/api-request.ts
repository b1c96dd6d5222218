// The way of calling the API before packages/contracts declared every endpoint: by path, with an
// optional schema. Only the modules not yet moved onto `call()` use it (issue 27 deletes it).
import { ApiError, send, unreadable, type AnswerSchema } from "./api-client";

/**
 * A request body checked by the schema the server applies (packages/contracts) before it is sent:
 * the parsed body, or the same 422 ApiError the server would answer, with each field's messages.
 */
export function checkedBody<T>(schema: AnswerSchema<T>, values: unknown): T {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const messages = (errors[issue.path.join(".") || "body"] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  const first = parsed.error.issues[0]?.message ?? "Please check the form.";
  throw new ApiError(422, { message: first }, {}, errors);
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  /** The body as text (e.g. a CSV download) instead of JSON. */
  text?: boolean;
  cache?: RequestCache;
}

/** A call by path: the modules not yet declared in packages/contracts (issue 27 moves each to `call`). */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await send({
    method: options.method ?? "GET",
    path,
    body: options.body,
    signal: options.signal,
    cache: options.cache,
  });
  if (options.text) return (await response.text()) as T;
  const body: unknown = await response.json().catch(() => null);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw unreadable(response.status);
  return parsed.data;
}

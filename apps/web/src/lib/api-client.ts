import { t } from "./messages";
import { STORAGE_KEYS, readJson } from "./storage";

const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? "/api";

/** Any failed call: `message` is the server's words when it sent some, ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }
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

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  /** The body as text (e.g. a CSV download) instead of JSON. */
  text?: boolean;
  /** The browser's HTTP cache mode: "reload" fetches anew and keeps the answer for later reads. */
  cache?: RequestCache;
}

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
  throw new ApiError(422, parsed.error.issues[0]?.message ?? "Please check the form.", errors);
}

/** The one way the web app talks to the API. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const token = bearerToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, t("unreachable"));
  }

  if (options.text && response.ok) return (await response.text()) as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, errors } = (body ?? {}) as {
      message?: unknown;
      errors?: Record<string, string[]>;
    };
    throw new ApiError(
      response.status,
      typeof message === "string" && message
        ? message
        : t("serverAnswered", { status: response.status }),
      errors,
    );
  }
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, t("unreadable"));
  }
  return parsed.data;
}

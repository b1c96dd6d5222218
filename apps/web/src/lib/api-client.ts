import type { ZodType } from "zod";
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

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT";
  body?: unknown;
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** The body as text (e.g. a CSV download) instead of JSON. */
  text?: boolean;
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
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "Cannot reach the server. Check your connection and try again.");
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
        : `The server answered ${response.status}. Please try again.`,
      errors,
    );
  }
  return options.schema ? options.schema.parse(body) : (body as T);
}

import { STORAGE_KEYS, readJson } from "./storage";

/** Where the API is (the same origin unless the build says otherwise). */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? "/api";

const asked = new Map<string, { token: string; answer: Promise<Response> }>();

/**
 * Asks the API for a signed-in student's page's answers (`paths`, as `endpointPath` writes them) as
 * the app starts, beside the page's code, instead of once the page has drawn and its queries run:
 * on a slow phone the page's code, then its data, were two waits one after the other (issue 50,
 * decision 293). Not while attempts wait in this browser to be sent: the page sends them first, so
 * that its figures count them.
 */
export function askEarly(paths: readonly string[], token: string): void {
  const queue = readJson(STORAGE_KEYS.attemptQueue);
  if (Array.isArray(queue) && queue.length > 0) return;
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

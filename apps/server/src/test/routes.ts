import { ENDPOINTS } from "@tayari/contracts/api";
import type { Access, Endpoint } from "@tayari/contracts/endpoint";
import { MESSAGES } from "@tayari/contracts/messages/all";
import { afterAll, expect } from "vitest";
import { createTestApp, type TestApp } from "./test-app";
import { EXAMINER, EXAMINER_ENV, client } from "../modules/exams/exam-fixtures";

/**
 * Every declared API route, for tests that walk them all (access, bad input, hostile strings): its
 * declaration, its method and full path, and the names of its path parameters.
 */
export interface DeclaredRoute {
  endpoint: Endpoint;
  method: Endpoint["method"];
  /** With the API base: `/api/subjects/:slug`. */
  path: string;
  access: Access;
  params: string[];
  /** `METHOD /api/path access`: how the route listing names it. */
  line: string;
}

export const declaredRoutes = (): DeclaredRoute[] =>
  ENDPOINTS.map((endpoint) => {
    const path = `/api${endpoint.path}`;
    return {
      endpoint,
      method: endpoint.method,
      path,
      access: endpoint.access,
      params: [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
      line: `${endpoint.method} ${path} ${endpoint.access}`,
    };
  });

/** The route's address with each path parameter given by `value(name)` (escaped as it is). */
export const routeUrl = (route: DeclaredRoute, value: (name: string) => string) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => value(name));

/** A caller of each access level: no header for the public, a student's and an examiner's token. */
export async function callers(t: TestApp): Promise<Record<Access, Record<string, string>>> {
  const { signUp } = client(t);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    public: {},
    "signed-in": bearer(await signUp()),
    examiner: bearer(await signUp(EXAMINER)),
  };
}

/**
 * A test file's server set up for examiners with a caller of each access level (`as`), made when
 * the file is read (`await` it at the top) and closed after the file's tests.
 */
export async function callersSuite() {
  const t = await createTestApp(EXAMINER_ENV);
  afterAll(() => t.close());
  return { t, as: await callers(t) };
}

/**
 * What is wrong with `body` as an error body of the contract (none: it is one): a code of the
 * closed list, its values as an object holding every `{place}` of the code's English, a message;
 * per field the same. The web shows `t(code, params)`, so a code it cannot read or a value it lacks
 * would reach a Nepali reader as English or as a bare `{place}`.
 */
export function codedErrorFaults(body: unknown): string[] {
  const faults: string[] = [];
  const check = (message: unknown, where: string) => {
    const { code, params, message: english } = (message ?? {}) as Record<string, unknown>;
    if (typeof english !== "string" || !english.trim()) faults.push(`${where}: no message`);
    if (typeof code !== "string" || !Object.hasOwn(MESSAGES, code)) {
      faults.push(`${where}: code ${JSON.stringify(code)} is not in the contract's list`);
      return;
    }
    if (typeof params !== "object" || params === null || Array.isArray(params)) {
      faults.push(`${where}: ${code} has no params object`);
      return;
    }
    const text = MESSAGES[code as keyof typeof MESSAGES] as string | { one: string; other: string };
    const forms = typeof text === "string" ? [text] : [text.one, text.other];
    for (const form of forms)
      for (const [, place] of form.matchAll(/\{(\w+)\}/g))
        if (!Object.hasOwn(params, place!)) faults.push(`${where}: ${code} lacks {${place}}`);
  };
  check(body, "body");
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (errors !== undefined) {
    if (typeof errors !== "object" || errors === null) faults.push("errors: not an object");
    else
      for (const [field, list] of Object.entries(errors)) {
        if (!Array.isArray(list) || list.length === 0) faults.push(`errors.${field}: empty`);
        else list.forEach((message, i) => check(message, `errors.${field}[${i}]`));
      }
  }
  return [...new Set(faults)];
}

/** An error body of the contract (see codedErrorFaults), or the test fails naming what is wrong. */
export function expectCodedError(body: unknown, context: string) {
  expect(codedErrorFaults(body), `${context}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
}

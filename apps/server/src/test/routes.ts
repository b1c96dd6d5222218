import { ENDPOINTS } from "@tayari/contracts/api";
import type { Access, Endpoint } from "@tayari/contracts/endpoint";
import { MESSAGES } from "@tayari/contracts/messages/all";
import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { EXAMINER, client } from "../modules/exams/exam-fixtures";

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

/** An error body of the contract: a code of the closed list, its values, the English, per field the same. */
export function expectCodedError(body: unknown, context: string) {
  const coded = expect.objectContaining({
    code: expect.toBeOneOf(Object.keys(MESSAGES)),
    params: expect.any(Object),
    message: expect.stringMatching(/\S/),
  });
  expect(body, context).toEqual(coded);
  const errors = (body as { errors?: Record<string, unknown[]> }).errors;
  for (const [field, list] of Object.entries(errors ?? {})) {
    expect(list.length, `${context}: ${field}`).toBeGreaterThan(0);
    for (const error of list) expect(error, `${context}: ${field}`).toEqual(coded);
  }
}

import { expect } from "vitest";
import { newStudent, type TestApp } from "./test-app";

/**
 * Requests as issue 15's attacks made them (hardening.test.ts), from an address of the caller's
 * choosing.
 */
export function client(t: TestApp) {
  return {
    // The mail a request leaves for later (issue 67, point 5) is queued before the test reads on.
    post: async (
      url: string,
      payload: unknown,
      ip = "10.0.0.1",
      headers: Record<string, string> = {},
    ) => {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: payload as object,
        remoteAddress: ip,
        headers,
      });
      await t.app.mail.settled();
      return res;
    },
    async register(student = newStudent(), ip = "10.0.0.1") {
      expect((await this.post("/api/register", student, ip)).statusCode).toBe(202);
      return student;
    },
    login: (s: { email: string; password: string }, ip = "10.0.0.1", password = s.password) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: s.email, password },
        remoteAddress: ip,
      }),
    me: (token: string) =>
      t.app.inject({ url: "/api/me", headers: { authorization: `Bearer ${token}` } }),
  };
}

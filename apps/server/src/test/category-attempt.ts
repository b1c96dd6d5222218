import { randomUUID } from "node:crypto";
import type { TestApp } from "./test-app";

/**
 * A category test of one question (id 7, picked `pick`) finished a minute ago on the test clock,
 * sent as the browser sends an attempt (`PUT /api/attempts/{id}`); the server's answer.
 */
export function putCategoryAttempt(
  t: TestApp,
  headers: Record<string, string>,
  { id = randomUUID(), pick = "A" }: { id?: string; pick?: string } = {},
) {
  const finished = new Date(t.clock.now.getTime() - 60_000);
  return t.app.inject({
    method: "PUT",
    url: `/api/attempts/${id}`,
    headers,
    payload: {
      mode: "category-test",
      source: "category-test",
      started_at: new Date(finished.getTime() - 60_000).toISOString(),
      finished_at: finished.toISOString(),
      questions: [{ id: 7, pick, seconds: 9 }],
    },
  });
}

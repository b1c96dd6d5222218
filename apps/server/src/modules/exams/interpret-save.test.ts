import { describe, expect, it } from "vitest";
import { interpretSave } from "./interpret-save";
import type { SaveOutcome } from "./save-answer";

const NOW = new Date("2026-11-24T06:10:00.400Z");
const DEADLINE = new Date("2026-11-24T07:00:00.000Z");

/** Every outcome of an answer save as the route answers it: one row each (decision 342). */
const refusals: Array<[SaveOutcome, number, string, Record<string, unknown>, string?]> = [
  [{ kind: "notSignedIn" }, 401, "general.sessionEnded", {}],
  [{ kind: "tooManySaves", retryAfterMs: 61_001 }, 429, "general.tooManyAttempts", { count: 2 }],
  [{ kind: "notStarted" }, 404, "exams.notStarted", {}],
  [{ kind: "alreadySubmitted" }, 409, "exams.alreadySubmitted", {}],
  [{ kind: "timeUp", deadline: DEADLINE }, 409, "exams.timeUp", { when: "2026-11-24T07:00:00Z" }],
  [{ kind: "notOnPaper", questionId: 12 }, 404, "exams.notOnPaper", { id: 12 }],
  [{ kind: "notAnOption" }, 422, "exams.chooseOption", {}, "pick"],
  [{ kind: "ahead" }, 422, "exams.seqAhead", {}, "seq"],
];

describe("interpretSave: an answer save's outcome in HTTP", () => {
  it.each(refusals)("%o is %i %s", (outcome, status, code, params, field) => {
    const reply = interpretSave(outcome);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.error.statusCode).toBe(status);
    expect(reply.error.body).toMatchObject({ code, params });
    expect(reply.error.body.message).toMatch(/\S/);
    // A refused input names its field, with the same message.
    expect(reply.error.errors).toEqual(field ? { [field]: [reply.error.body] } : undefined);
  });

  it("says how long to wait in one way: whole seconds rounded up, at least one", () => {
    for (const [ms, seconds] of [
      [61_001, 62],
      [60_000, 60],
      [1, 1],
      [0, 1],
    ] as const) {
      const reply = interpretSave({ kind: "tooManySaves", retryAfterMs: ms });
      expect(
        reply.ok ? null : (reply.error as { retryAfterSeconds?: number }).retryAfterSeconds,
      ).toBe(seconds);
    }
  });

  it("answers what the server keeps for the question, the time left and the attempt's clock", () => {
    const reply = interpretSave({
      kind: "kept",
      kept: {
        questionId: 12,
        pick: "Key 12",
        seq: 600_123,
        savedAt: new Date("2026-11-24T06:09:59.000Z"),
        deadline: DEADLINE,
        clockMs: 600_400,
        now: NOW,
      },
    });
    expect(reply).toEqual({
      ok: true,
      body: {
        question_id: 12,
        pick: "Key 12",
        seq: 600_123,
        saved_at: "2026-11-24T06:09:59.000Z",
        seconds_left: 2999,
        clock_ms: 600_400,
      },
    });
  });
});

import { describe, expect, it } from "vitest";
import { meritResponseSchema, meritRowSchema } from "@tayari/contracts/exam-results";
import { safeEncode } from "zod/v4/core";
import { listJson } from "./list-json";

const row = (rank: number, name: string) => ({
  rank,
  name,
  email: `${rank}@example.com`,
  score: 97.5 - rank,
  correct: 40,
  wrong: 10,
  unanswered: rank % 5,
  percentile: 100 - rank / 10,
  submitted_at: "2026-11-28T10:00:00.000Z",
  last_answer_at: null,
  sections: { physics: 40, chemistry: 30 },
  roll: rank % 2 ? `079-BCT-${rank}` : null,
  extra: "not in the contract",
});

const merit = (rows: unknown[]) => ({
  exam: { slug: "rows", title: 'A "rows":[] title, नेपाली', profile: "csit", note: "stripped" },
  final: true,
  rows,
  sections: ["physics", "chemistry"],
  tie_break: ["score", "submitted_at"],
});

/** What Fastify's serializer sends for the answer: the schema's encoding, stringified whole. */
const whole = (body: unknown) => {
  const encoded = safeEncode(meritResponseSchema, body as never);
  if (!encoded.success) throw encoded.error;
  return JSON.stringify(encoded.data);
};

describe("listJson", () => {
  it("makes the bytes the serializer makes, extra fields stripped, for 0, 1 and many rows", async () => {
    for (const rows of [
      [],
      [row(1, "Asha")],
      Array.from({ length: 250 }, (_, i) => row(i + 1, `नाम ${i}`)),
    ]) {
      const body = merit(rows);
      const bytes = await listJson(meritResponseSchema, meritRowSchema, body, "rows", 0);
      expect(bytes.toString("utf8")).toBe(whole(body));
      expect(bytes.toString("utf8")).not.toContain("not in the contract");
    }
  });

  it("gives the event loop a turn between slices", async () => {
    let turns = 0;
    const tick = () => {
      turns += 1;
      if (turns < 1_000) setImmediate(tick);
    };
    setImmediate(tick);
    const rows = Array.from({ length: 50 }, (_, i) => row(i + 1, "Hari"));
    await listJson(meritResponseSchema, meritRowSchema, merit(rows), "rows", 0);
    // A slice of 0 ms turns after every row: the loop ran the ticks meanwhile.
    expect(turns).toBeGreaterThanOrEqual(49);
  });

  it("refuses a row that breaks the contract, as the serializer does", async () => {
    const body = merit([row(1, "Asha"), { ...row(2, "Bina"), rank: "second" }]);
    await expect(listJson(meritResponseSchema, meritRowSchema, body, "rows")).rejects.toThrow(
      /rows\[1\] breaks its contract/,
    );
  });
});

import { describe, expect, it } from "vitest";
import { hashesInFlight, HASHES_AT_ONCE, hashPassword, verifyPassword } from "./secrets";

describe("password hashes", () => {
  it("runs at most HASHES_AT_ONCE at a time, the rest in turn, and each hash verifies", async () => {
    const passwords = Array.from({ length: 8 }, (_, i) => `password number ${i}`);
    const pending = passwords.map((password) => hashPassword(password));
    expect(hashesInFlight()).toEqual({ running: HASHES_AT_ONCE, waiting: 8 - HASHES_AT_ONCE });
    const hashes = await Promise.all(pending);
    expect(hashesInFlight()).toEqual({ running: 0, waiting: 0 });
    const checks = await Promise.all(
      hashes.flatMap((hash, i) => [
        verifyPassword(hash, passwords[i]!),
        verifyPassword(hash, `${passwords[i]!} wrong`),
      ]),
    );
    expect(checks).toEqual(hashes.flatMap(() => [true, false]));
    expect(hashesInFlight()).toEqual({ running: 0, waiting: 0 });
    expect(HASHES_AT_ONCE).toBeGreaterThanOrEqual(1);
    expect(HASHES_AT_ONCE).toBeLessThanOrEqual(4);
  });
});

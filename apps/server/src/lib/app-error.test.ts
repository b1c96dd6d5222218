import { describe, expect, it } from "vitest";
import { coded } from "./app-error";

describe("a coded message's English", () => {
  it("says a moment in Nepal time and keeps the ISO time in params for the interface", () => {
    // 04:15 UTC is 10:00 in Nepal (UTC+5:45).
    const body = coded("exams.closedAt", {
      title: "Scholarship test",
      when: "2026-12-01T04:15:00Z",
    });
    expect(body.params).toEqual({ title: "Scholarship test", when: "2026-12-01T04:15:00Z" });
    expect(body.message).toBe(
      "Scholarship test closed at 1 Dec 2026, 10:00 Nepal time. It can no longer be started.",
    );
  });

  it("leaves a text that only looks like a date alone", () => {
    const body = coded("exams.closedAt", { title: "Test", when: "2026-12-01" });
    expect(body.message).toBe("Test closed at 2026-12-01. It can no longer be started.");
  });
});

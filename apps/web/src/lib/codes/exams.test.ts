import { afterEach, describe, expect, it } from "vitest";
import { examsMessages } from "@tayari/contracts/messages/exams";
import { codeText } from "../codes";
import { format, setLanguage } from "../i18n";
import "./exams";

afterEach(() => setLanguage("en"));

/** A message as the server sends it: its English filled with the values as they are. */
function sent(code: keyof typeof examsMessages, params: Record<string, string | number>) {
  const text = examsMessages[code];
  return { code, params, message: format(typeof text === "string" ? text : text.other, params) };
}

describe("an exam message's moments", () => {
  const held = sent("exams.heldBackLimit", {
    title: "Morning paper",
    when: "2030-12-01T04:15:00.000Z",
    closes: "2030-12-08T06:15:00.000Z",
    count: 2,
  });

  it("read in English on Nepal's clock, named, never as the ISO string sent", () => {
    expect(held.message).toContain("2030-12-01T04:15:00.000Z");
    const text = codeText(held);
    expect(text).toBe(
      "Results cannot be released yet: Morning paper, with some of the same questions, closes at 8 Dec 2030, 12:00 (Nepal time). A hold lasts at most 2 days after this exam's close: they can be released at 1 Dec 2030, 10:00 (Nepal time).",
    );
  });

  it("read in Nepali on Nepal's clock, in Nepali digits, named", async () => {
    await setLanguage("ne");
    const text = codeText(sent("exams.resultsHeld", { when: "2030-12-01T04:15:00.000Z" }));
    expect(text).toContain("बिहान १०:०० (नेपाल समय)");
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});

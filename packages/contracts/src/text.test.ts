import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { multiLine, singleLine, textFault } from "./text";

/** The codes (and values) a schema gives for `value`, as the server reads them from the issues. */
function faults(schema: z.ZodMiniType, value: unknown) {
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    code: issue.message,
    params: (issue as { params?: object }).params ?? {},
  }));
}

const name = singleLine({ max: 20, min: 1 });
const text = multiLine({ max: 50 });

describe("singleLine", () => {
  it("keeps ordinary names in any script, NFC-normalised and trimmed", () => {
    expect(z.parse(name, "  Asha Rai ")).toBe("Asha Rai");
    expect(z.parse(name, "आशा राई")).toBe("आशा राई");
    // "é" written as e + combining acute is stored as the one character.
    expect(z.parse(name, "Rene\u0301")).toBe("René");
    expect(z.parse(name, "ü")).toHaveLength(1);
    // Devanagari half forms need the zero-width joiner; emoji sequences too.
    expect(z.parse(name, "क्\u200dष")).toBe("क्\u200dष");
    expect(z.parse(name, "👩\u200d🎓 Sita")).toBe("👩\u200d🎓 Sita");
    // Names that are also properties of every JavaScript object are just names.
    for (const word of ["constructor", "__proto__", "toString"])
      expect(z.parse(name, word)).toBe(word);
  });

  it.each([
    ["NUL", "c\u0000at", "input.textControl", { character: "U+0000" }],
    ["BEL", "a\u0007", "input.textControl", { character: "U+0007" }],
    ["DEL", "a\u007f", "input.textControl", { character: "U+007F" }],
    ["a C1 control", "a\u0085b", "input.textControl", { character: "U+0085" }],
    ["a line feed", "a\nb", "input.textLineBreak", {}],
    ["a tab", "a\tb", "input.textLineBreak", {}],
    ["a line separator", "a\u2028b", "input.textLineBreak", {}],
    ["a lone high surrogate", "a\ud800b", "input.textBroken", {}],
    ["a lone low surrogate", "\udfffa", "input.textBroken", {}],
    ["a right-to-left override", "exe.\u202etxt", "input.textInvisible", { character: "U+202E" }],
    ["a bidi isolate", "a\u2066b", "input.textInvisible", { character: "U+2066" }],
    ["a zero-width space", "ad\u200bmin", "input.textInvisible", { character: "U+200B" }],
    ["a byte-order mark", "\ufeffname", "input.textInvisible", { character: "U+FEFF" }],
    ["a soft hyphen", "ad\u00admin", "input.textInvisible", { character: "U+00AD" }],
    [
      "a joiner between Latin letters",
      "ad\u200dmin",
      "input.textInvisible",
      { character: "U+200D" },
    ],
    ["a joiner at the end", "क\u200d", "input.textInvisible", { character: "U+200D" }],
    ["U+FFFF", "a\uffffb", "input.textNotACharacter", { character: "U+FFFF" }],
    ["U+E000 (private use)", "\ue000name", "input.textNotACharacter", { character: "U+E000" }],
    ["U+F8FF (private use)", "a\uf8ff", "input.textNotACharacter", { character: "U+F8FF" }],
    ["U+10FFFF", "a\u{10ffff}", "input.textNotACharacter", { character: "U+10FFFF" }],
    ["U+F0000 (plane 15)", "a\u{f0000}", "input.textNotACharacter", { character: "U+F0000" }],
    ["U+1FFFE", "a\u{1fffe}", "input.textNotACharacter", { character: "U+1FFFE" }],
    ["U+FDD0", "a\ufdd0", "input.textNotACharacter", { character: "U+FDD0" }],
  ])("refuses %s with a code naming the character", (_what, value, code, params) => {
    expect(faults(name, value)).toEqual([{ code, params }]);
  });

  it("refuses every noncharacter of every plane, and keeps the characters beside them", () => {
    const refused = [
      ...Array.from({ length: 32 }, (_, i) => 0xfdd0 + i),
      ...Array.from({ length: 17 }, (_, plane) => [
        plane * 0x10000 + 0xfffe,
        plane * 0x10000 + 0xffff,
      ]).flat(),
    ];
    for (const point of refused)
      expect(faults(name, `a${String.fromCodePoint(point)}`)[0]?.code).toBe(
        "input.textNotACharacter",
      );
    for (const point of [0xd7ff, 0xfdcf, 0xfdf0, 0xfffd, 0x1f600, 0x1fffd, 0x20000, 0xdfffd])
      expect(faults(name, `a${String.fromCodePoint(point)}`)).toEqual([]);
  });

  it("refuses what is not text, blank or too long, with the limit as a value", () => {
    expect(faults(name, 7)).toEqual([{ code: "input.textNotText", params: {} }]);
    expect(faults(name, "   ")).toEqual([{ code: "input.textRequired", params: { min: 1 } }]);
    expect(faults(name, "x".repeat(21))).toEqual([
      { code: "input.textTooLong", params: { max: 20 } },
    ]);
    expect(z.parse(name, "x".repeat(20))).toHaveLength(20);
    // A hostile long value gets one answer, not one per character.
    expect(faults(name, "\u0000".repeat(100_000))).toEqual([
      { code: "input.textControl", params: { character: "U+0000" } },
    ]);
  });
});

describe("multiLine", () => {
  it("keeps line breaks and tabs, normalises, does not trim", () => {
    expect(z.parse(text, "Which is larger?\n\tx = 2\r\n")).toBe("Which is larger?\n\tx = 2\r\n");
    expect(z.parse(text, "Cafe\u0301")).toBe("Café");
    // Zero-width characters belong to written Nepali and to mixed-direction text.
    expect(z.parse(text, "a\u200bb \u200e")).toBe("a\u200bb \u200e");
  });

  it("refuses controls, broken characters and bidi overrides", () => {
    expect(faults(text, "a\u0000")[0]?.code).toBe("input.textControl");
    expect(faults(text, "a\u000b")[0]?.code).toBe("input.textControl");
    expect(faults(text, "\ud83d")[0]?.code).toBe("input.textBroken");
    expect(faults(text, "\u202e")[0]?.code).toBe("input.textInvisible");
    expect(faults(text, "x".repeat(51))[0]).toEqual({
      code: "input.textTooLong",
      params: { max: 50 },
    });
  });
});

describe("textFault", () => {
  it("answers null for clean text and the fault otherwise, for checks outside a schema", () => {
    expect(textFault("Physics", "line")).toBeNull();
    expect(textFault("line one\nline two", "lines")).toBeNull();
    expect(textFault("line one\nline two", "line")).toEqual({
      code: "input.textLineBreak",
      params: {},
    });
    expect(textFault("😀", "line")).toBeNull();
  });
});

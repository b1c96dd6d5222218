// Files as teachers' computers save them: the bytes are made here, in each encoding.
import { describe, expect, it } from "vitest";
import { decodeQuestionBytes } from "./decode";
import { detectFormat } from "./detect";

const AIKEN = "Which is “curly”?\r\nA. café\r\nB. naïve\r\nC. ‘quote’ – dash\r\nANSWER: A\r\n";

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const bytes = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(bytes.buffer);
  [...(bom ? "\uFEFF" : ""), ...text].forEach((ch, i) =>
    view.setUint16(i * 2, ch.charCodeAt(0), littleEndian),
  );
  return bytes;
}

/** Windows-1252 bytes of a text that has only Windows-1252's characters. */
function windows1252(text: string): Uint8Array {
  const high: Record<string, number> = { "“": 0x93, "”": 0x94, "‘": 0x91, "’": 0x92, "–": 0x96 };
  return Uint8Array.from([...text].map((ch) => high[ch] ?? ch.charCodeAt(0)));
}

describe("decodeQuestionBytes", () => {
  it("reads UTF-8, dropping a byte-order mark, with no note", () => {
    const bytes = new TextEncoder().encode("\uFEFF" + AIKEN);
    expect(decodeQuestionBytes(bytes)).toEqual({ text: AIKEN });
  });

  it.each([
    ["little-endian with a byte-order mark", true, true],
    ["big-endian with a byte-order mark", false, true],
    ["little-endian without one", true, false],
  ])("converts UTF-16 %s, with a note", (_, littleEndian, bom) => {
    expect(decodeQuestionBytes(utf16(AIKEN, littleEndian, bom))).toEqual({
      text: AIKEN,
      note: expect.objectContaining({
        code: "converted",
        message: "the file was UTF-16; it was read as such and converted to UTF-8",
      }),
    });
  });

  it("converts Windows-1252 (curly quotes, accents, dashes), with a note", () => {
    const decoded = decodeQuestionBytes(windows1252(AIKEN));
    expect(decoded).toEqual({
      text: AIKEN,
      note: expect.objectContaining({ code: "converted", params: { encoding: "Windows-1252" } }),
    });
  });

  it("refuses bytes that are neither, and files that are not text, saying how to save them", () => {
    const notUtf8 = decodeQuestionBytes(Uint8Array.from([0x41, 0x81, 0x42, 0x0a]));
    expect(notUtf8).toEqual({
      refusal: expect.objectContaining({
        code: "not_utf8",
        message:
          "the file is not UTF-8 text: save it as UTF-8 (in Notepad or Word: Save as, Encoding UTF-8) and import it again",
      }),
    });
    const docx = decodeQuestionBytes(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]));
    expect(docx).toEqual({
      refusal: expect.objectContaining({
        code: "not_text",
        params: { kind: "zip" },
      }),
    });
  });
});

describe("detectFormat", () => {
  it("tells GIFT from Aiken by content whatever the name, and Moodle XML by its first character", () => {
    const giftText = "// exported\n::q1:: Capital? {=Kathmandu ~Pokhara ~Dharan}\n";
    expect(detectFormat("questions-20261124.txt", giftText)).toBe("gift");
    expect(detectFormat("paper.aiken", giftText)).toBe("gift");
    expect(detectFormat("paper.txt", AIKEN)).toBe("aiken");
    expect(detectFormat("paper.gift", AIKEN)).toBe("aiken");
    expect(detectFormat("export.txt", '\uFEFF  <?xml version="1.0"?><quiz/>')).toBe("moodle-xml");
    expect(detectFormat("sheet.csv", "question,option_a\n")).toBe("csv");
    expect(detectFormat("notes.md", "nothing to tell")).toBeNull();
  });
});

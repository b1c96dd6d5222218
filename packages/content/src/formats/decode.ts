// A question file's bytes as text. UTF-8 is read as it is (a byte-order mark dropped); UTF-16
// (with its byte-order mark, or plainly UTF-16 by its zero bytes) and Windows-1252 (what Notepad
// and Excel on Windows save) are converted, with a note saying so; anything else is refused with
// a message saying how to save it, never read into question text as odd characters. No
// dependency: the browser decodes an upload with it before sending the text.
import { reason, type Reason } from "./reasons";

export type Decoded = { text: string; note?: Reason } | { refusal: Reason };

/** The encodings an upload may name when the browser has converted it already. */
export const CONVERTED_ENCODINGS = ["UTF-16", "Windows-1252"] as const;
export type ConvertedEncoding = (typeof CONVERTED_ENCODINGS)[number];

const converted = (encoding: ConvertedEncoding) => reason("converted", { encoding });

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

/** What a file that is not text is, by its first bytes (a Word or Excel file, a PDF). */
function notText(bytes: Uint8Array): Reason | null {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return reason("not_text", { kind: "zip" });
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return reason("not_text", { kind: "pdf" });
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return reason("not_text", { kind: "ole" });
  return null;
}

/** Bytes in UTF-16 without a byte-order mark: most of the high (or low) bytes of ASCII text are 0. */
function utf16Order(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.3 && evenZero < pairs * 0.05) return "utf-16le";
  if (evenZero > pairs * 0.3 && oddZero < pairs * 0.05) return "utf-16be";
  return null;
}

// Windows-1252's characters for the bytes 0x80-0x9F (the rest are Latin-1's); "" where it has
// none, so a file with such a byte is in some other encoding. Spelt out because Node 20's
// TextDecoder reads "windows-1252" as Latin-1.
const CP1252 = "€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ".split("").map((ch) => (ch === " " ? "" : ch));

function windows1252(bytes: Uint8Array): string | null {
  let out = "";
  for (const byte of bytes) {
    if (byte === 0) return null;
    if (byte >= 0x80 && byte <= 0x9f) {
      const ch = CP1252[byte - 0x80]!;
      if (!ch) return null;
      out += ch;
    } else out += String.fromCharCode(byte);
  }
  return out;
}

export function decodeQuestionBytes(bytes: Uint8Array): Decoded {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) bytes = bytes.subarray(3);
  else if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const order = bytes[0] === 0xff ? "utf-16le" : "utf-16be";
    return { text: new TextDecoder(order).decode(bytes.subarray(2)), note: converted("UTF-16") };
  }
  const refusal = notText(bytes);
  if (refusal) return { refusal };
  const order = utf16Order(bytes);
  if (order) return { text: new TextDecoder(order).decode(bytes), note: converted("UTF-16") };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Not UTF-8: Windows-1252 when every byte means something there, else refused.
  }
  const text = windows1252(bytes);
  return text === null
    ? { refusal: reason("not_utf8") }
    : { text, note: converted("Windows-1252") };
}

// Which format a question file is in, from its content first and its name after: Moodle exports
// GIFT as .txt, so a name ending in .txt says nothing. No dependency: the web imports it.

export const FORMATS = ["csv", "aiken", "gift", "moodle-xml"] as const;
export type Format = (typeof FORMATS)[number];

export const isFormat = (value: string): value is Format =>
  (FORMATS as readonly string[]).includes(value);

/** What the format's name is in a sentence. */
export const FORMAT_NAMES: Record<Format, string> = {
  csv: "CSV",
  aiken: "Aiken",
  gift: "GIFT",
  "moodle-xml": "Moodle XML",
};

/** The format a file name says (`.csv`, `.gift`, `.xml`, `.aiken`), or null (`.txt` may be either). */
export function formatOfFile(name: string): Format | null {
  const ext = name.toLowerCase().split(".").at(-1);
  if (ext === "csv") return "csv";
  if (ext === "gift") return "gift";
  if (ext === "xml") return "moodle-xml";
  if (ext === "aiken") return "aiken";
  return null;
}

/**
 * The format of a file: Moodle XML when it starts with "<"; CSV by its name; else GIFT or Aiken by
 * which of their marks it holds more of (answer blocks "{...}" with = ~ or #, against ANSWER: lines);
 * else the name's (a .txt without either reads as Aiken). Null when nothing tells.
 */
export function detectFormat(name: string, text: string): Format | null {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (body.startsWith("<")) return "moodle-xml";
  const byName = formatOfFile(name);
  if (byName === "csv" || byName === "moodle-xml") return byName;
  const aiken = (body.match(/^[ \t]*ANSWER:[ \t]*\S/gim) ?? []).length;
  const gift =
    (body.match(/(?<!\\)\{[^{}]*[=~#][^{}]*(?<!\\)\}/g) ?? []).length +
    (body.match(/^[ \t]*\$CATEGORY:/gm) ?? []).length;
  if (aiken || gift) return gift > aiken ? "gift" : "aiken";
  if (byName) return byName;
  return name.toLowerCase().endsWith(".txt") ? "aiken" : null;
}

// Text helpers of the checks: the keys that texts are compared by, the characters a student must
// never see, and a text quoted for a reason line.

/** Lower-case letters and digits only, so "What's the SI-unit?" and "whats the si unit" compare. */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * What duplicate question texts share: letters, digits and symbols, lower-case, so "S.I. unit" and
 * "SI unit", "well-known" and "well known" give the same key. Marks that change what a question
 * asks are kept: operators ("2 + 3" is not "2 × 3"), a minus ("x - 3" is not "x 3") and a prime
 * after a lone letter or a bracket ("A + A'B" is not "A + AB"), unlike an apostrophe in a word.
 */
export function textKey(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/((?<![\p{L}\p{N}])\p{L}|\))['\u2019\u2032]/gu, "$1\u2032")
    .replace(/(?<!\p{L})-|-(?!\p{L})/gu, "\u2212")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{S}\u2032]+/gu, "");
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

/** The kinds of character a student must never see: a code (the site names it), and its English. */
const ODD_KINDS = {
  control: "control character",
  private_use: "private-use character",
  replacement: "replacement character",
  surrogate: "unpaired surrogate",
} as const;
type OddKind = keyof typeof ODD_KINDS;

/**
 * What kind of character a student must never see, or null for an ordinary one: controls (C0, DEL,
 * C1), private-use code points (U+E000-U+F8FF, planes 15 and 16: an icon font's glyphs that render
 * as boxes), the replacement character U+FFFD and unpaired surrogates (text that was decoded wrongly).
 */
function oddKind(codePoint: number): OddKind | null {
  if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) return "control";
  if ((codePoint >= 0xe000 && codePoint <= 0xf8ff) || codePoint >= 0xf0000) return "private_use";
  if (codePoint === 0xfffd) return "replacement";
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return "surrogate";
  return null;
}

/** `oddKind` in English ("control character"), or null. */
export function oddCharacterKind(codePoint: number): string | null {
  const kind = oddKind(codePoint);
  return kind && ODD_KINDS[kind];
}

/** The odd characters in `text`, each once: its kind and its code point (`U+E000`). */
function oddCharacterList(text: string, { allowNewline = false } = {}): [OddKind, string][] {
  const found = new Map<string, [OddKind, string]>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (allowNewline && codePoint === 0x0a) continue;
    const kind = oddKind(codePoint);
    if (kind) found.set(`${kind} ${hex(codePoint)}`, [kind, hex(codePoint)]);
  }
  return [...found.values()];
}

/** An odd character in English: `private-use character U+E000`. */
const describeOdd = ([kind, codePoint]: [OddKind, string]) => `${ODD_KINDS[kind]} ${codePoint}`;

/** Descriptions of the odd characters in `text`, e.g. `private-use character U+E000`. */
export const oddCharacters = (text: string, options: { allowNewline?: boolean } = {}) =>
  oddCharacterList(text, options).map(describeOdd);

/**
 * The odd characters of `text` as a reason's values, or null where there are none: `kinds` in
 * English (the command prints it), and for the site's languages each one coded on its own, never
 * to be read back out of a sentence (issue 63 point 4): `odd` the count, `odd_kind_<i>` its kind
 * (`private_use`) and `odd_code_<i>` its code point (`U+E000`), from 0.
 */
export function oddParams(
  text: string,
  options: { allowNewline?: boolean } = {},
): ({ kinds: string; odd: number } & Record<string, string | number>) | null {
  const odd = oddCharacterList(text, options);
  if (!odd.length) return null;
  const each: Record<string, string> = {};
  odd.forEach(([kind, codePoint], i) => {
    each[`odd_kind_${i}`] = kind;
    each[`odd_code_${i}`] = codePoint;
  });
  return { kinds: odd.map(describeOdd).join(", "), odd: odd.length, ...each };
}

/** The longest text a reason quotes whole; a longer one is cut with "…" (bounded reports: issue 29). */
const QUOTE_MAX = 200;

/** A text quoted for a reason line, odd characters spelled as escapes so the line prints. */
export function quote(text: string): string {
  let out = "";
  const shown = text.length > QUOTE_MAX ? `${[...text.slice(0, QUOTE_MAX)].join("")}…` : text;
  for (const character of JSON.stringify(shown)) {
    const codePoint = character.codePointAt(0)!;
    out += oddCharacterKind(codePoint) ? `\\u{${codePoint.toString(16)}}` : character;
  }
  return out;
}

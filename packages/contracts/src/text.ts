// The one text rule of the API (issue 29, decision 0074). Every string a route accepts goes
// through `singleLine()` or `multiLine()` (or, outside a schema, `textFault()`), so that no field
// can carry what a person cannot see or the database cannot keep.
//
// Server and content only: the web app's first screens do not load this module (byte budget).
import * as z from "zod/mini";
import { code } from "./messages/code";
import type { Code } from "./messages/all";

/** Which rule a text follows. */
export type TextKind =
  /** A name, title, category, code, file name, answer pick: one line, nothing invisible. */
  | "line"
  /** Question text, explanations, imported files: line breaks and tabs allowed. */
  | "lines";

/** What is wrong with a text, as a code with its values (`{field}` is filled by the server). */
export interface TextFault {
  code: Code;
  params: Record<string, string | number>;
}

// Finding control characters is the point of these patterns.
/* eslint-disable no-control-regex */
/** C0 (but tab, line feed, carriage return), DEL and C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Line breaks, which only multi-line text may hold: LF, CR, tab too (a single line has no tabs). */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * Characters that reorder or hide text: bidi embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069). Refused everywhere: `U+202E` turns "exe.txt" into what looks like "txt.exe".
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/**
 * Invisible characters refused in one-line text (names, titles, slugs, categories, codes): zero
 * width space, word joiner and friends, the byte-order mark, bidi marks, the Arabic letter mark,
 * the Mongolian vowel separator, soft hyphen. Zero-width (non-)joiners are allowed only between
 * letters of the scripts that need them (Devanagari half forms: "क्‍ष") and in emoji sequences.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u2060-\u2064\ufeff]/;
const JOINER = /[\u200c\u200d]/g;
const JOINED =
  /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Arabic}\p{Extended_Pictographic}\u{fe0f}][\u200c\u200d][\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Arabic}\p{Extended_Pictographic}]/u;

/**
 * Code points that are no character anyone can read: the private-use areas (U+E000-U+F8FF, planes
 * 15 and 16), whose meaning only a font of one's own gives, and the noncharacters (U+FDD0-U+FDEF
 * and the last two of every plane), which Unicode keeps out of interchange. Refused in one-line
 * text (issue 47): a title or a name must read the same on every screen.
 */
const NOT_A_CHARACTER = new RegExp(
  `[\\u{E000}-\\u{F8FF}\\u{F0000}-\\u{10FFFF}\\u{FDD0}-\\u{FDEF}${Array.from(
    { length: 15 },
    (_, plane) => `\\u{${plane.toString(16)}FFFE}\\u{${plane.toString(16)}FFFF}`,
  ).join("")}]`,
  "u",
);

/** `U+0000`: how a message names a character nobody can see. */
export const codePointName = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** Whether the text holds a joiner at all: most text has none, and `matchAll` copies the regex. */
const ANY_JOINER = /[\u200c\u200d]/;

function strayJoiner(text: string): string | null {
  if (!ANY_JOINER.test(text)) return null;
  for (const match of text.matchAll(JOINER)) {
    const at = match.index;
    // The joiner with the characters either side of it (a surrogate pair counts as one).
    const before = text.slice(Math.max(0, at - 2), at);
    const after = text.slice(at + 1, at + 3);
    const left = [...before].at(-1) ?? "";
    const right = [...after][0] ?? "";
    if (!JOINED.test(left + match[0] + right)) return match[0];
  }
  return null;
}

/**
 * What is wrong with `text` under the rule `kind`, or null: the first fault found, in the order a
 * person would fix them (a broken character, a control, a line break, an invisible character).
 * Length is the schema's business, not this one's.
 */
export function textFault(text: string, kind: TextKind): TextFault | null {
  if (LONE_SURROGATE.test(text)) return { code: "input.textBroken", params: {} };
  const control = CONTROL.exec(text);
  if (control)
    return { code: "input.textControl", params: { character: codePointName(control[0]) } };
  if (kind === "line" && LINE_BREAK.test(text)) return { code: "input.textLineBreak", params: {} };
  const bidi = BIDI_CONTROL.exec(text);
  if (bidi) return { code: "input.textInvisible", params: { character: codePointName(bidi[0]) } };
  if (kind === "line") {
    const invisible = INVISIBLE.exec(text)?.[0] ?? strayJoiner(text);
    if (invisible)
      return { code: "input.textInvisible", params: { character: codePointName(invisible) } };
    const unreadable = NOT_A_CHARACTER.exec(text);
    if (unreadable)
      return {
        code: "input.textNotACharacter",
        params: { character: codePointName(unreadable[0]) },
      };
  }
  return null;
}

/** Whether `text` passes the rule `kind`. */
export const isCleanText = (text: string, kind: TextKind) => textFault(text, kind) === null;

export interface TextOptions {
  /** The most UTF-16 code units the text may have, after normalising (and trimming a line). */
  max: number;
  /** The fewest (default 0; 1 makes the field required: an empty or blank text is refused). */
  min?: number;
}

/** A text's fault as the schema's issue: coded, and no later check of the same text runs. */
function refuse(context: { issues: unknown[] }, fault: TextFault) {
  context.issues.push({
    code: "custom",
    input: "",
    message: fault.code,
    params: fault.params,
    abort: true,
  });
}

function textSchema(kind: TextKind, { max, min = 0 }: TextOptions) {
  return z.string({ error: code("input.textNotText") }).check(
    // Checked before normalising: NFC would keep the faults anyway, but not every length.
    z.superRefine((value, context) => {
      const fault = textFault(value, kind);
      if (fault) refuse(context, fault);
    }),
    z.normalize("NFC"),
    ...(kind === "line" ? [z.trim()] : []),
    z.superRefine((value, context) => {
      if (value.length > max)
        context.issues.push({
          code: "custom",
          input: "",
          message: code("input.textTooLong"),
          params: { max },
        });
      else if (value.length < min)
        context.issues.push({
          code: "custom",
          input: "",
          message: code(min === 1 ? "input.textRequired" : "input.textTooShort"),
          params: { min },
        });
    }),
  );
}

/**
 * One line of text: a name, title, category, code, file name, an answer's pick. No control
 * characters, no line breaks or tabs, no broken (lone surrogate) characters, no bidi controls or
 * invisible characters; NFC-normalised and trimmed; at most `max` characters.
 *
 *     name: singleLine({ max: 100, min: 1 })
 */
export const singleLine = (options: TextOptions) => textSchema("line", options);

/**
 * What one line adds to the rule every string meets (the server's input guard refuses control and
 * broken characters and bidi controls in every string): no line breaks or tabs, nothing invisible
 * (a stray joiner included); and NFC. For a field that keeps its own schema and codes for length
 * and shape (a title, a bank's name, a file name, a sign-up name):
 *
 *     title: z.string(...).check(...lineRule(), z.trim(), z.maxLength(160, code("exams.titleLength")))
 *
 * A control character is still the field's own check's or the guard's to name, as before.
 */
export const lineRule = () =>
  [
    z.superRefine((value: string, context) => {
      if (textFault(value, "lines")) return;
      const fault = textFault(value, "line");
      if (fault) refuse(context, fault);
    }),
    z.normalize("NFC"),
  ] as const;

/** A required text's own codes: `missing` when absent or empty, `tooLong` past `max`; then `checks`. */
type RequiredText = [
  missing: Code,
  max: number,
  tooLong: Code,
  ...checks: z.core.$ZodCheck<string>[],
];
const required = (
  first: readonly z.core.$ZodCheck<string>[],
  [missing, max, tooLong, ...checks]: RequiredText,
) =>
  z
    .string({ error: missing })
    .check(...first, z.minLength(1, missing), z.maxLength(max, tooLong), ...checks);

/** A line a form must have, with its own codes: held to `lineRule()` and trimmed first. */
export const requiredLine = (...text: RequiredText) => required([...lineRule(), z.trim()], text);

/** A text a form must have, taken as sent (neither trimmed nor held to one line): a password, a token. */
export const requiredText = (...text: RequiredText) => required([], text);

/**
 * Text that is multi-line by nature: question text, options, explanations, an imported file's
 * contents. Line breaks and tabs allowed; other controls, broken characters and bidi controls not;
 * NFC-normalised, not trimmed; at most `max` characters.
 */
export const multiLine = (options: TextOptions) => textSchema("lines", options);

// ---------------------------------------------------------------------------------------------
// The rule of the first sign-up forms (issue 15), kept for the schemas still written with it.

/** NUL and the other control characters (C0, DEL, C1), and UTF-16 halves without their partner. */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenCharacters = (value: string) => FORBIDDEN.test(value);

export const forbiddenCharactersMessage = (field: string) =>
  `The ${field} must not contain control characters or broken characters.`;

/** For `z.string().refine(...)`: the check and its message, for one field. Prefer `singleLine()`. */
export const plainText = (field: string) =>
  [(value: string) => !hasForbiddenCharacters(value), forbiddenCharactersMessage(field)] as const;

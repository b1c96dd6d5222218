// The explanation a student reads after a test says why the key is right: a sentence at least, not
// a bare sum or a one-line definition (issue 49 found 140 under 45 characters). content:check holds
// this repository's banks and catalog to it and warns of it in a college's own folder, as it does
// for long keys: real past papers may come with terse answers.

/** An explanation shorter than this is not yet a full sentence saying why. */
export const EXPLANATION_MIN_CHARS = 45;

/** A sentence ends with . ! ? or the danda, perhaps inside closing quotes or brackets. */
const SENTENCE_END = /[.!?\u0964\u0965]['"\u2019\u201d)\]]*$/u;

/** Why an explanation is not yet a full sentence, or null when it is one. */
export function explanationFault(explanation: string): string | null {
  const text = explanation.trim();
  if (!text) return null; // a missing explanation is the question checks' fault
  if ([...text].length < EXPLANATION_MIN_CHARS)
    return (
      `the explanation is ${[...text].length} characters: write at least one full sentence ` +
      `(${EXPLANATION_MIN_CHARS} characters or more) saying why the key is right`
    );
  if (!SENTENCE_END.test(text))
    return "the explanation does not end a sentence: end it with . ! ? or ।";
  return null;
}

/** The shortest and the middle explanation length of some questions, in characters. */
export interface ExplanationLengths {
  min: number;
  median: number;
}

/** Lengths of the explanations that are strings; null when there are none. */
export function explanationLengths(questions: readonly unknown[]): ExplanationLengths | null {
  const lengths = questions
    .map((q) => (q as { explanation?: unknown } | null)?.explanation)
    .filter((e): e is string => typeof e === "string")
    .map((e) => [...e.trim()].length)
    .sort((a, b) => a - b);
  if (!lengths.length) return null;
  const middle = lengths.length >> 1;
  const median =
    lengths.length % 2
      ? lengths[middle]!
      : Math.round((lengths[middle - 1]! + lengths[middle]!) / 2);
  return { min: lengths[0]!, median };
}

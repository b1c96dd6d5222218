import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NearDuplicateIndex, editDistance } from "./near-duplicates";

/** The whole Levenshtein table: what the banded distance must agree with. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current.push(
        Math.min(
          previous[j]! + 1,
          current[j - 1]! + 1,
          previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** `text` with `edits` random insertions, deletions or substitutions. */
const edited = (text: string, edits: { kind: number; at: number; letter: string }[]) =>
  edits.reduce((s, { kind, at, letter }) => {
    const i = at % (s.length + 1);
    if (kind === 0) return s.slice(0, i) + letter + s.slice(i);
    if (kind === 1) return s.slice(0, i) + s.slice(i + 1);
    return s.slice(0, i) + letter + s.slice(i + 1);
  }, text);

const edit = fc.record({
  kind: fc.integer({ min: 0, max: 2 }),
  at: fc.nat(),
  letter: fc.constantFrom("a", "b", "x", "é"),
});

describe("edit distance in a band", () => {
  it("agrees with the whole table up to the limit, and says limit + 1 past it", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 40 }),
        fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 40 }),
        fc.integer({ min: 0, max: 4 }),
        (a, b, max) => {
          expect(editDistance(a, b, max)).toBe(Math.min(levenshtein(a, b), max + 1));
        },
      ),
    );
  });
});

describe("the near-duplicate index", () => {
  it("finds a text up to 3 edits from one it holds, wherever the edits fall", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "b", "c", "d"), minLength: 31, maxLength: 120 }),
        fc.array(edit, { maxLength: 3 }),
        (text, edits) => {
          const index = new NearDuplicateIndex<string>(3);
          index.add(text, "first");
          const other = edited(text, edits);
          const found = index.find(other);
          expect(found?.item).toBe("first");
          expect(found?.edits).toBe(levenshtein(text, other));
        },
      ),
    );
  });

  it("finds exactly the pairs within 3 edits that comparing every pair finds", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.array(edit, { maxLength: 5 })), {
          minLength: 2,
          maxLength: 12,
        }),
        (recipe) => {
          const seeds = [
            "which quantity is measured in newtons in the si system",
            "what is the remainder when seventeen is divided by five",
            "the speed of light in a vacuum is closest to which value",
            "which gas do green plants take in during photosynthesis",
          ];
          const texts = recipe.map(([seed, edits]) => edited(seeds[seed]!, edits));
          const index = new NearDuplicateIndex<number>(3);
          texts.forEach((text, i) => {
            const earliest = texts.findIndex((t, j) => j < i && levenshtein(t, text) <= 3);
            expect(index.find(text)?.item ?? -1).toBe(earliest);
            index.add(text, i);
          });
        },
      ),
    );
  });

  it("keeps its work bounded when many texts share their opening", () => {
    const index = new NearDuplicateIndex<number>(3);
    const opening = "which of the following statements about the periodic table is correct: ";
    let x = 7;
    const ending = () =>
      Array.from({ length: 16 }, () => {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        return String.fromCharCode(97 + ((x >>> 16) % 26));
      }).join("");
    const texts = Array.from({ length: 2000 }, () => opening + ending());
    for (const [i, text] of texts.entries()) {
      // Random endings of 16 letters: none is a near-duplicate of another.
      expect(index.find(text)).toBeNull();
      index.add(text, i);
    }
    expect(index.find(`${texts[1500]}!`)).toEqual({ item: 1500, edits: 1 });
    expect(index.find(`${texts[3]!.slice(0, -2)}`)).toEqual({ item: 3, edits: 2 });
  });
});

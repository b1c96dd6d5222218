import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The site's Devanagari font is declared in styles.css with a unicode-range (decision 130): a
// character outside it is drawn in whatever the device has, boxes on a phone without a Devanagari
// font. Every such character the questions, names, titles and interface texts use must lie in it.
const root = path.resolve(import.meta.dirname, "../../..");
const styles = readFileSync(path.join(import.meta.dirname, "styles.css"), "utf8");

/** The code points of the "Noto Sans Devanagari" faces' unicode-range, as [from, to] pairs. */
function declaredRanges(): [number, number][][] {
  const faces = [...styles.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1]!)
    .filter((body) => body.includes('font-family: "Noto Sans Devanagari"'));
  return faces.map((body) => {
    const range = /unicode-range:\s*([^;]+);/.exec(body)![1]!;
    return range.split(",").map((part) => {
      const [from = "", to = from] = part.trim().replace(/^U\+/, "").split("-");
      return [parseInt(from, 16), parseInt(to, 16)];
    });
  });
}

// Scripts of India and the marks used with them: Devanagari and its extensions, the other
// Brahmic blocks (a character from one in a Nepali text is a typing slip the font cannot show),
// the joiners, the rupee signs and the dotted circle.
const INDIC: [number, number][] = [
  [0x0900, 0x0dff],
  [0x1cd0, 0x1cff],
  [0xa830, 0xa83f],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
];
const inRanges = (ranges: [number, number][], c: number) =>
  ranges.some(([a, b]) => a <= c && c <= b);

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === "node_modules" || name === "figures" ? [] : files(full, keep);
    return keep(name) ? [full] : [];
  });
}

describe("the Devanagari font's range", () => {
  it("is declared for both weights and holds the block, the dandas and the joiners", () => {
    const ranges = declaredRanges();
    expect(ranges).toHaveLength(2);
    const covers = (c: number) => ranges.every((r) => inRanges(r, c));
    for (const c of [0x0900, 0x0915, 0x094d, 0x0964, 0x0965, 0x097f, 0x200c, 0x200d])
      expect(covers(c), c.toString(16)).toBe(true);
  });

  it("covers every Indic character of the content and of the Nepali texts", () => {
    const ranges = declaredRanges();
    const sources = [
      ...files(path.join(root, "packages/content"), (n) => n.endsWith(".json")),
      ...files(path.join(root, "apps/web/src"), (n) => n.endsWith(".ne.ts")),
      ...files(path.join(root, "apps/server/src"), (n) => /\.ne\.ts$|-ne\.ts$/.test(n)),
      ...files(path.join(root, "packages/contracts/src"), (n) => n.endsWith(".ts")),
    ];
    expect(sources.length).toBeGreaterThan(20);
    const missing = new Map<string, string>();
    let seen = 0;
    for (const file of sources)
      for (const ch of readFileSync(file, "utf8")) {
        const c = ch.codePointAt(0)!;
        if (!inRanges(INDIC, c)) continue;
        seen++;
        if (!ranges.every((r) => inRanges(r, c)))
          missing.set(
            `U+${c.toString(16).toUpperCase().padStart(4, "0")}`,
            path.relative(root, file),
          );
      }
    expect(seen).toBeGreaterThan(10_000);
    expect(Object.fromEntries(missing)).toEqual({});
  });
});

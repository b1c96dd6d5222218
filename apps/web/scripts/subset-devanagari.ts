/**
 * Writes the Devanagari font subsets the app loads when Nepali is shown (src/lib/devanagari-font.ts):
 * Noto Sans Devanagari (SIL Open Font License, from @fontsource/noto-sans-devanagari) cut down to
 * the Devanagari block, the danda marks, the joiners, the rupee sign and the dotted circle.
 * Run after upgrading the font package: node --import tsx apps/web/scripts/subset-devanagari.ts
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const pkg = path.dirname(require.resolve("@fontsource/noto-sans-devanagari/package.json"));
const out = path.join(import.meta.dirname, "../src/assets/fonts");

const characters: string[] = [];
for (let c = 0x0900; c <= 0x097f; c++) characters.push(String.fromCodePoint(c));
characters.push("\u200c", "\u200d", "\u20b9", "\u25cc");

for (const weight of [400, 700]) {
  const source = readFileSync(
    path.join(pkg, `files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
  );
  const subset = await subsetFont(source, characters.join(""), { targetFormat: "woff2" });
  writeFileSync(path.join(out, `noto-sans-devanagari-${weight}.woff2`), subset);
  console.log(`${weight}: ${source.length} -> ${subset.length} bytes`);
}
copyFileSync(path.join(pkg, "LICENSE"), path.join(out, "OFL.txt"));

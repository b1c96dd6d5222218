/**
 * Writes the Devanagari font subsets styles.css declares for any page that shows Devanagari
 * (by their unicode-range, decision 130): Noto Sans Devanagari (SIL Open Font License, from @fontsource/noto-sans-devanagari) cut down to
 * the Devanagari block, the danda marks, the joiners, the rupee sign and the dotted circle.
 * And the few glyphs English mode shows in Devanagari, "तयारी" and "नेपाली" (decision 34): a font
 * of its own, small enough that the build inlines it into the first stylesheet.
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

/** The text every English page shows in Devanagari: the brand (top bar, home) and the language switch. */
export const ENGLISH_MODE_DEVANAGARI = "तयारी नेपाली";

/**
 * The sfnt `font` with its `name` table replaced by one record (family "Tayari Glyphs"): the
 * subset keeps the full copyright and version strings, 584 bytes of a 1.3 KB font. Chromium's
 * font sanitiser refuses a font with no name table at all, so one short record stays.
 */
function withShortName(font: Buffer): Buffer {
  const family = Buffer.from("Tayari Glyphs", "utf16le").swap16();
  const name = Buffer.alloc(6 + 12 + family.length);
  name.writeUInt16BE(0, 0); // format
  name.writeUInt16BE(1, 2); // one record
  name.writeUInt16BE(18, 4); // strings start after it
  // Windows, Unicode BMP, en-US, name id 1 (family)
  [3, 1, 0x409, 1, family.length, 0].forEach((v, i) => name.writeUInt16BE(v, 6 + i * 2));
  family.copy(name, 18);

  const count = font.readUInt16BE(4);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    const tag = font.toString("latin1", at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    const data = font.subarray(offset, offset + font.readUInt32BE(at + 12));
    return { tag, data: tag === "name" ? name : Buffer.from(data) };
  });
  const checksum = (data: Buffer) => {
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    let sum = 0;
    for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
    return sum;
  };
  const head = tables.find((t) => t.tag === "head")!;
  head.data.writeUInt32BE(0, 8); // checkSumAdjustment, set below
  const header = Buffer.alloc(12 + 16 * count);
  font.copy(header, 0, 0, 12);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.write(table.tag, at, "latin1");
    header.writeUInt32BE(checksum(table.data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.concat([table.data, Buffer.alloc((4 - (table.data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const whole = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + tables.indexOf(head) * 16 + 8);
  whole.writeUInt32BE((0xb1b0afba - checksum(whole)) >>> 0, headAt + 8);
  return whole;
}

{
  const source = readFileSync(
    path.join(pkg, "files/noto-sans-devanagari-devanagari-400-normal.woff2"),
  );
  // Only the glyphs of these letters, no hinting, and no layout tables: the two words need no
  // conjunct, and their vowel signs sit right without positioning (checked in Chromium).
  const options = {
    noLayoutClosure: true,
    noHinting: true,
    dropTables: ["gasp", "prep", "fpgm", "cvt ", "GSUB", "GPOS", "GDEF", "STAT"],
  };
  const text = ENGLISH_MODE_DEVANAGARI.replace(/ /g, "");
  const sfnt = await subsetFont(source, text, { ...options, targetFormat: "truetype" });
  const glyphs = await subsetFont(withShortName(sfnt), text, { ...options, targetFormat: "woff2" });
  writeFileSync(path.join(out, "tayari-glyphs.woff2"), glyphs);
  console.log(`English-mode glyphs (${text}): ${glyphs.length} bytes`);
}

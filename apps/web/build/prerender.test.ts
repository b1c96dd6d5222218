import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./prerender";

describe("the precompressed copies beside the build's files", () => {
  it("writes .br and .gz beside each text file of 512 bytes or more, in every folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tayari-precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const script = `export const words = ${JSON.stringify("नमस्ते ".repeat(200))};\n`;
    writeFileSync(path.join(dir, "assets/page.js"), script);
    writeFileSync(path.join(dir, "small.css"), "body{margin:0}");
    writeFileSync(path.join(dir, "video.mp4"), Buffer.alloc(4096));
    expect(precompress(dir)).toEqual([path.join(dir, "assets/page.js")]);
    const file = path.join(dir, "assets/page.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString("utf8")).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString("utf8")).toBe(script);
    expect(existsSync(path.join(dir, "small.css.br"))).toBe(false);
    expect(existsSync(path.join(dir, "video.mp4.br"))).toBe(false);
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bootScript } from "./boot-script";

const dir = mkdtempSync(path.join(tmpdir(), "tayari-boot-"));
const file = path.join(dir, "boot.js");
writeFileSync(
  file,
  "// A comment that is most of the bytes.\n(function () {\n  var html = document.documentElement;\n  html.setAttribute('data-x', '');\n})();\n",
);
const TAG = '<script src="/src/boot.js" data-inline></script>';
const page = `<html><head>${TAG}</head><body></body></html>`;

function transform(command: "build" | "serve", html: string, source = file): string {
  const plugin = bootScript(source);
  (plugin.configResolved as (config: { command: string }) => void)({ command });
  const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

describe("the boot script's plugin", () => {
  it("writes src/boot.js into the page, minified in the build", () => {
    const html = transform("build", page);
    expect(html).not.toContain(TAG);
    const script = /<script>(.*)<\/script>/s.exec(html)?.[1] ?? "";
    expect(script).toContain("setAttribute(`data-x`,``)");
    expect(script).not.toContain("A comment");
  });

  it("writes it as written in development", () => {
    expect(transform("serve", page)).toContain("// A comment that is most of the bytes.");
  });

  it("refuses a page without the tag, and a script that would end the element early", () => {
    expect(() => transform("build", "<html></html>")).toThrow(/index.html has no/);
    const early = path.join(dir, "early.js");
    writeFileSync(early, "var s = '</script>';\n");
    expect(() => transform("serve", page, early)).toThrow(/must not contain <\/script/);
  });
});

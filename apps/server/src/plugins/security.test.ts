import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentHeaders, inlineScriptHashes } from "./security";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("the pages' script policy", () => {
  it("names each inline script of the template by its hash, once, and no script with a source", () => {
    const html =
      '<head><script src="/x.js" async></script><script type="module" crossorigin src="/a.js"></script></head>' +
      "<body><script>go(1)</script><SCRIPT>go(1)</SCRIPT><script>\nif (a < b) go(2);\n</script></body>";
    expect(inlineScriptHashes(html)).toEqual([sha("go(1)"), sha("\nif (a < b) go(2);\n")]);
    expect(inlineScriptHashes("<div>no scripts</div><script></script>")).toEqual([]);
  });

  it("allows the site's scripts and those hashes, and nothing inline without a build", () => {
    expect(documentHeaders()["content-security-policy"]).toContain(";script-src 'self';");
    expect(documentHeaders(["sha256-abc="])["content-security-policy"]).toContain(
      ";script-src 'self' 'sha256-abc=';",
    );
  });
});

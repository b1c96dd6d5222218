import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UNUSED_ROUTER_PARTS, withoutUnusedParts } from "./react-router-production";

const sample = [
  "var FrameContext = React.createContext(null);",
  'FrameContext.displayName = "Frame";',
  ...UNUSED_ROUTER_PARTS.map(([head]) => `${head}\n  return work();\n}`),
].join("\n");

describe("React Router's production build, what the app does not use left out", () => {
  it("replaces each unused part, keeps the original under another name, drops display names", () => {
    const result = withoutUnusedParts(sample);
    expect(result.unknown).toBeUndefined();
    expect(result.replaced).toEqual(UNUSED_ROUTER_PARTS.map(([head]) => head));
    for (const [head, replacement] of UNUSED_ROUTER_PARTS) {
      const name = /^(?:function|var) (\w+)/.exec(head)![1]!;
      expect(result.code).toContain(`${replacement}\n${head.replace(name, `Unused${name}`)}`);
    }
    expect(result.code).toContain("function UnusedDefaultErrorComponent() {");
    expect(result.code).not.toContain("displayName");
    expect(result.code).toContain("var FrameContext = /* @__PURE__ */ React.createContext(null);");
  });

  it("names a part whose head has changed, so the build stops instead of shipping it", () => {
    const changed = sample.replace(
      "function DefaultErrorComponent() {",
      "function DefaultErrorComponent(props) {",
    );
    expect(withoutUnusedParts(changed).unknown).toBe("DefaultErrorComponent");
  });

  it("finds every part in the React Router installed here (the ES modules the bundler reads)", () => {
    const dir = path.resolve(
      import.meta.dirname,
      "../../../node_modules/react-router/dist/production",
    );
    const found = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".mjs"))) {
      const result = withoutUnusedParts(readFileSync(path.join(dir, file), "utf8"));
      expect(result.unknown, file).toBeUndefined();
      for (const head of result.replaced) found.add(head);
    }
    expect([...found].sort()).toEqual(UNUSED_ROUTER_PARTS.map(([head]) => head).sort());
  });
});

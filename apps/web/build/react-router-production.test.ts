import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  INVARIANT_MESSAGE,
  UNUSED_ROUTER_PARTS,
  withoutDeveloperMessages,
  withoutUnusedParts,
} from "./react-router-production";

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

// React Router's own helpers as its production build writes them, and calls of each kind.
const checks = `
const warned = [];
function warning(cond, message) { if (!cond) warned.push(message); }
function warnOnce(cond, message) { if (!cond) warned.push(message); }
function warningOnce(key, cond, message) { if (!cond) warned.push(key + message); }
function invariant(value, message) { if (value === false || value == null) throw new Error(message); }
function invariant2(value, message) { if (value === false || value == null) throw new Error(message); }
function follow(path, inRouter) {
  warning(path.startsWith("/"), \`The path "\${path}" should start with a slash.\`);
  warnOnce(path !== "*", "A lone star matches every path.");
  warningOnce(path, path.length < 100, "A very long path.");
  invariant(inRouter, \`useHref() may be used only in the context of a <Router> component.\`);
  invariant2(path !== "", "You must render this element inside a <DataRouterContext.Provider> element");
  return warned;
}
`;
const run = (code: string) =>
  new Function(`${code}\nreturn follow;`)() as (path: string, inRouter: boolean) => string[];

describe("React Router's messages for developers left out of the bundle (decision 0524)", () => {
  it("calls no warning, and its invariants throw the one short message, on the same conditions", () => {
    const result = withoutDeveloperMessages(checks);
    expect(result).toMatchObject({ warnings: 3, invariants: 2 });
    expect(result.code).not.toMatch(/slash|lone star|long path|useHref|DataRouterContext/);
    const before = run(checks);
    const after = run(result.code);
    expect(before("x", true)).toHaveLength(1);
    expect(after("x", true)).toEqual([]);
    expect(() => before("/a", false)).toThrow("useHref() may be used only");
    expect(() => after("/a", false)).toThrow(new Error(INVARIANT_MESSAGE));
    expect(() => after("", true)).toThrow(new Error(INVARIANT_MESSAGE));
    expect(after("/a", true)).toEqual([]);
  });

  it("finds the warnings and invariants of the React Router installed here, and leaves none of their sentences", () => {
    const file = path.resolve(
      import.meta.dirname,
      "../../../node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs",
    );
    const source = withoutUnusedParts(readFileSync(file, "utf8")).code;
    const result = withoutDeveloperMessages(source);
    expect(result.warnings).toBeGreaterThan(20);
    expect(result.invariants).toBeGreaterThan(40);
    expect(result.code).not.toContain("may be used only in the context of a <Router> component");
    expect(result.code).not.toContain("No routes matched location");
    // Done again, it finds no warning left and every invariant already short.
    expect(withoutDeveloperMessages(result.code).warnings).toBe(0);
    expect(result.code.split(JSON.stringify(INVARIANT_MESSAGE)).length - 1).toBe(result.invariants);
  });
});

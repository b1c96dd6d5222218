import { describe, expect, it } from "vitest";
import { fileLoops, folderLoops, importGraph, webFolder } from "../../../scripts/import-graph";

// Issue 63 point 3, decision 310: no file reaches itself through its imports (a lazy page's
// `import()` counts), and no folder (app, components, lib, features/<name>, ...) reaches itself
// through its files' imports. A message file and its Nepali (x.ts, x.ne.ts) are the one loop
// allowed. The finder's own tests: apps/server/src/import-loops.test.ts.
describe("the web app's imports", () => {
  const graph = importGraph(["apps/web/src"]);

  it("are read: the router reaches every page", () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get("apps/web/src/app/router.tsx")).toContain(
      "apps/web/src/app/routes/not-found.tsx",
    );
  });

  it("make no loop of files but the language pairs", () => {
    expect(fileLoops(graph)).toEqual([]);
  });

  it("make no loop of folders: a feature, app/, components/ or lib/ never imports one that imports it", () => {
    expect(folderLoops(graph, webFolder)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  fileLoops,
  folderLoops,
  importGraph,
  packageFolder,
  serverFolder,
  type Graph,
} from "../../../scripts/import-graph";

// Issue 63 point 3, decision 310: no file reaches itself through its imports, and no folder
// (modules/<area>, db, lib, plugins, ...) reaches itself through its files' imports. A message
// file and its Nepali (x.ts, x.ne.ts) are the one loop allowed. See the loops by hand:
// `node --import tsx scripts/import-graph.ts`.
describe("the server's imports", () => {
  const graph = importGraph(["apps/server/src"]);

  it("are read: every module's routes reach the app", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("apps/server/src/app.ts")).toContain(
      "apps/server/src/modules/exams/routes.ts",
    );
  });

  it("make no loop of files", () => {
    expect(fileLoops(graph)).toEqual([]);
  });

  it("make no loop of folders: a module, db/, lib/ or plugins/ never imports one that imports it", () => {
    expect(folderLoops(graph, serverFolder)).toEqual([]);
  });
});

describe("the packages' imports", () => {
  const graph = importGraph(["packages"]);

  it("make no loop of files, nor of packages", () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(fileLoops(graph)).toEqual([]);
    expect(folderLoops(graph, packageFolder)).toEqual([]);
  });
});

describe("the loop finder", () => {
  const graphOf = (edges: Record<string, string[]>): Graph =>
    new Map(Object.entries(edges).map(([file, imports]) => [file, new Set(imports)]));

  it("finds a loop of three files, and lets a message file and its Nepali import each other", () => {
    const graph = graphOf({
      "m/a.ts": ["m/b.ts"],
      "m/b.ts": ["m/c.ts", "m/messages.ts"],
      "m/c.ts": ["m/a.ts"],
      "m/messages.ts": ["m/messages.ne.ts"],
      "m/messages.ne.ts": ["m/messages.ts"],
    });
    expect(fileLoops(graph)).toEqual([["m/a.ts", "m/b.ts", "m/c.ts"]]);
  });

  it("finds two folders that import each other, with the files that do", () => {
    const graph = graphOf({
      "x/a.ts": ["y/b.ts"],
      "y/b.ts": [],
      "y/c.ts": ["x/d.ts"],
      "x/d.ts": [],
    });
    expect(fileLoops(graph)).toEqual([]);
    expect(folderLoops(graph, (file) => file.split("/")[0]!)).toEqual([
      "x -> y (x/a.ts); y -> x (y/c.ts)",
    ]);
  });
});

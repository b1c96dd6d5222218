// The product's imports as a graph, and the loops in it (issue 63 point 3, decision 310): read by
// the loop tests (apps/server/src/import-loops.test.ts, apps/web/src/import-loops.test.ts) and run
// by hand to see them: `node --import tsx scripts/import-graph.ts`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Each product file (a path from the repository's root) with the product files it imports. */
export type Graph = Map<string, Set<string>>;

/** Tests, test helpers and fixtures are no product: they may import what they test. */
const isProduct = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$|\.d\.ts$|-fixtures\.ts$/.test(file) &&
  !/(^|\/)(test|e2e)\//.test(file);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(file);
    return isProduct(file) ? [file] : [];
  });
}

/** The workspace packages by name, each its `src/` (their package.json: "./*": "./src/*.ts"). */
const PACKAGES: Record<string, string> = {
  "@tayari/contracts": "packages/contracts/src",
  "@tayari/quiz": "packages/quiz/src",
  "@tayari/content": "packages/content/src",
};

function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else {
    const name = Object.keys(PACKAGES).find(
      (p) => specifier === p || specifier.startsWith(`${p}/`),
    );
    if (!name) return null;
    base = path.posix.join(PACKAGES[name]!, specifier.slice(name.length + 1) || "index");
  }
  base = base.replace(/\.js$/, "");
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base];
  return found.find((file) => known.has(file)) ?? null;
}

/**
 * The imports among the product files under `dirs`: static imports, type imports, re-exports and
 * `import()` of a written path alike (a lazy page is still an edge of the structure).
 */
export function importGraph(dirs: readonly string[]): Graph {
  const files = dirs.flatMap(filesUnder);
  const known = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), "utf8"));
    const imports = importedFiles.map((i) => resolve(file, i.fileName, known));
    graph.set(file, new Set(imports.filter((i): i is string => i !== null && i !== file)));
  }
  return graph;
}

/** The strongly connected parts of `graph` with more than one node (Tarjan's algorithm). */
export function loops<N>(graph: ReadonlyMap<N, ReadonlySet<N>>): N[][] {
  let next = 0;
  const index = new Map<N, number>();
  const low = new Map<N, number>();
  const stack: N[] = [];
  const onStack = new Set<N>();
  const found: N[][] = [];
  const visit = (node: N) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: N[] = [];
    let member: N;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * A language pair: a message file and its Nepali (`x.ts` and `x.ne.ts`), each importing the other
 * (the English one loads the Nepali on demand, the Nepali takes its type from the English). The one
 * loop the structure allows.
 */
export function isLanguagePair(loop: readonly string[]): boolean {
  const nepali = (file: string) => file.replace(/(?<!\.ne)\.ts$/, ".ne.ts");
  const [a, b] = loop;
  return loop.length === 2 && (nepali(a!) === b || nepali(b!) === a);
}

/** The file loops of `graph` other than language pairs. */
export const fileLoops = (graph: Graph) => loops(graph).filter((loop) => !isLanguagePair(loop));

/**
 * `graph` seen a folder at a time (`folderOf` names each file's), without the imports inside one
 * folder; with, for each edge, the files that make it.
 */
export function folderGraph(graph: Graph, folderOf: (file: string) => string) {
  const folders = new Map<string, Set<string>>();
  const why = new Map<string, string[]>();
  for (const [file, imports] of graph) {
    const from = folderOf(file);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const to of [...imports].map(folderOf)) {
      if (to === from) continue;
      folders.get(from)!.add(to);
      why.set(`${from} -> ${to}`, [...(why.get(`${from} -> ${to}`) ?? []), file]);
    }
  }
  return { folders, why };
}

/** Each folder loop of `graph` with the edges inside it and the files that make each one. */
export function folderLoops(graph: Graph, folderOf: (file: string) => string): string[] {
  const { folders, why } = folderGraph(graph, folderOf);
  return loops(folders).map((loop) => {
    const inLoop = new Set(loop);
    const edges = loop.flatMap((from) =>
      [...folders.get(from)!]
        .filter((to) => inLoop.has(to))
        .map((to) => `${from} -> ${to} (${why.get(`${from} -> ${to}`)!.join(", ")})`),
    );
    return edges.join("; ");
  });
}

/** A server file's folder: `modules/<area>`, or the first folder under src/ (db, lib, plugins). */
export const serverFolder = (file: string) =>
  /^apps\/server\/src\/(modules\/[^/]+|[^/]+)/.exec(file)![1]!.replace(/\.tsx?$/, "");

/** A web file's folder: `features/<name>`, or the first folder under src/ (app, components, lib). */
export const webFolder = (file: string) =>
  /^apps\/web\/src\/(features\/[^/]+|[^/]+)/.exec(file)![1]!.replace(/\.tsx?$/, "");

/** A package file's package. */
export const packageFolder = (file: string) => /^packages\/([^/]+)/.exec(file)![1]!;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const parts = [
    ["apps/server/src", serverFolder],
    ["apps/web/src", webFolder],
    ["packages", packageFolder],
  ] as const;
  for (const [dir, folderOf] of parts) {
    const graph = importGraph([dir]);
    console.log(`${dir}: ${graph.size} files`);
    for (const loop of fileLoops(graph)) console.log(`  file loop: ${loop.join(" <-> ")}`);
    for (const loop of folderLoops(graph, folderOf)) console.log(`  folder loop: ${loop}`);
  }
}

// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import { parseAst } from "rolldown/parseAst";
import { minify as terser } from "terser";
import type { Plugin } from "vite";

/** rolldown's CommonJS wrapper (`__commonJSMin`) as terser writes it; group 1 is its name. */
const COMMONJS_WRAPPER =
  /([\w$]+)=\(([\w$]+),([\w$]+)\)=>\(\)=>\(\3\|\|\(\2\(\(\3=\{exports:\{\}\}\)\.exports,\3,\3\.exports\)/;

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

/**
 * The CommonJS modules' bodies (React's, React DOM's, the scheduler's: `wrapper(() => {...})`) in
 * parentheses again, as rolldown writes them and terser does not: V8 compiles a function in
 * parentheses with the script, as the file streams in, off the main thread; without them, React
 * DOM's body (200 KB) was compiled on the main thread when first called, inside the entry's
 * evaluation (issue 71, decision 0520). Returns the code and how many bodies it wrapped.
 */
export function bodiesInParentheses(code: string): { code: string; wrapped: number } {
  const wrapper = COMMONJS_WRAPPER.exec(code)?.[1];
  if (!wrapper) return { code, wrapped: 0 };
  const ranges: [number, number][] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const node = value as Node;
    if (node.type === "CallExpression") {
      const callee = node.callee as Node & { name?: string };
      const args = node.arguments as Node[];
      const body = args[0];
      if (
        callee.type === "Identifier" &&
        callee.name === wrapper &&
        args.length === 1 &&
        (body!.type === "ArrowFunctionExpression" || body!.type === "FunctionExpression")
      )
        ranges.push([body!.start, body!.end]);
    }
    for (const key in node) if (key !== "type") visit(node[key]);
  };
  visit(parseAst(code));
  let out = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, start)}(${out.slice(start, end)})${out.slice(end)}`;
  return { code: out, wrapped: ranges.length };
}

/**
 * The chunks on the way to the first load and to the first entrance question (`WAY_CHUNKS`, named
 * by the groups below) minified a second time, by terser, after rolldown's own minifier: terser
 * finds what oxc leaves (a second pass of its compressor, its own names), 1.0 KB brotli off the
 * way, most of it in the entry (decision 295). Only these: terser takes about 5 s over the entry,
 * and the other 160 chunks are not on a way with a byte budget. A build with source maps keeps
 * rolldown's output, so the maps stay true to the files.
 */
export const WAY_CHUNKS = ["index", "home", "quiz"];

export function minifyTheWay(chunks: readonly string[] = WAY_CHUNKS): Plugin {
  let sourcemap = false;
  return {
    name: "tayari-minify-the-way",
    apply: "build",
    configResolved(config) {
      sourcemap = Boolean(config.build.sourcemap) || Boolean(config.build.ssr);
    },
    generateBundle: {
      // After Vite has written the preload lists into the chunks.
      order: "post",
      async handler(_, bundle) {
        if (sourcemap) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !chunks.includes(chunk.name)) continue;
          const result = await terser(chunk.code, {
            module: true,
            ecma: 2020,
            compress: { passes: 2 },
          });
          if (result.code === undefined)
            this.error(`terser returned nothing for ${chunk.fileName}`);
          chunk.code = bodiesInParentheses(result.code).code;
        }
      },
    },
  };
}

import { describe, expect, it } from "vitest";
import { bodiesInParentheses, minifyTheWay } from "./minify-the-way";

type Chunk = { type: "chunk"; name: string; fileName: string; code: string };
const code =
  "export function add(first, second) {\n  // the sum\n  const total = first + second;\n  return total;\n}\n";

async function run(sourcemap: boolean) {
  const plugin = minifyTheWay(["index"]);
  (plugin.configResolved as (config: unknown) => void)({ build: { sourcemap, ssr: false } });
  const bundle: Record<string, Chunk> = {
    index: { type: "chunk", name: "index", fileName: "assets/index.js", code },
    other: { type: "chunk", name: "other", fileName: "assets/other.js", code },
  };
  const hook = plugin.generateBundle as {
    handler: (this: unknown, o: unknown, b: unknown) => Promise<void>;
  };
  await hook.handler.call(
    {
      error: (m: string) => {
        throw new Error(m);
      },
    },
    {},
    bundle,
  );
  return bundle;
}

describe("the way's chunks minified a second time", () => {
  it("minifies the named chunks and leaves the others as rolldown wrote them", async () => {
    const bundle = await run(false);
    expect(bundle.index!.code.length).toBeLessThan(code.length / 2);
    expect(bundle.index!.code).toContain("export");
    expect(bundle.other!.code).toBe(code);
  });

  it("keeps rolldown's output in a build with source maps", async () => {
    expect((await run(true)).index!.code).toBe(code);
  });
});

describe("the CommonJS modules' bodies in parentheses", () => {
  const wrapper =
    "var c=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports);";
  it("wraps each body rolldown's wrapper runs, and nothing else", () => {
    const code = `${wrapper}var a=c(e=>{e.x=[1].map(n=>n)}),b=c(function(e,t){t.exports=a()});f(()=>1);`;
    const { code: out, wrapped } = bodiesInParentheses(code);
    expect(wrapped).toBe(2);
    expect(out).toBe(
      `${wrapper}var a=c((e=>{e.x=[1].map(n=>n)})),b=c((function(e,t){t.exports=a()}));f(()=>1);`,
    );
  });

  it("leaves a chunk without the wrapper as it is", () => {
    expect(bodiesInParentheses("f(e=>e);")).toEqual({ code: "f(e=>e);", wrapped: 0 });
  });
});

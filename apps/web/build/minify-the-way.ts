// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import { minify as terser } from "terser";
import type { Plugin } from "vite";

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
          chunk.code = result.code;
        }
      },
    },
  };
}

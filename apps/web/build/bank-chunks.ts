// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The bank chunks of this build, found as the bundle is written. The service worker leaves them out
 * of its precache (they are cached when first used) and learns the entrance bank's URL from
 * `virtual:tayari-bank-chunks`, to cache it whole once a student draws an entrance quiz online.
 */
export function bankChunks(banksDir: string) {
  const files = new Set<string>();
  let entrance: string | null = null;
  const collect: Plugin = {
    name: "tayari-bank-chunks",
    apply: "build",
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        const source = chunk.type === "chunk" ? chunk.facadeModuleId : null;
        if (!source?.startsWith(banksDir + path.sep)) continue;
        files.add(chunk.fileName);
        if (path.basename(source) === "entrance.json") entrance = `/${chunk.fileName}`;
      }
    },
  };
  const id = "virtual:tayari-bank-chunks";
  const provide: Plugin = {
    name: "tayari-bank-chunks-for-sw",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) =>
      source === `\0${id}`
        ? `export const ENTRANCE_BANK_CHUNK = ${JSON.stringify(entrance)};`
        : null,
  };
  return { files, collect, provide };
}

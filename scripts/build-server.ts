/**
 * npm run build:server: the server as one JavaScript file, apps/server/dist/main.js, so production
 * runs it with plain Node instead of compiling TypeScript at every start through tsx. The packages
 * of node_modules stay outside the bundle (native argon2, PGlite's WebAssembly); the workspace's own
 * packages (@tayari/*), written in TypeScript, are bundled in.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(repo, "apps/server/dist");

const bundle = await rolldown({
  input: path.join(repo, "apps/server/src/main.ts"),
  platform: "node",
  logLevel: "warn",
  external: (id) => !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("@tayari/"),
  plugins: [
    {
      // A module that finds files beside itself (import.meta.url) still finds them from the bundle.
      name: "tayari-module-url",
      transform(code, id) {
        if (!code.includes("import.meta.url")) return null;
        const relative = path.relative(outDir, id).split(path.sep).join("/");
        return code.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        );
      },
    },
  ],
});
await bundle.write({ dir: outDir, format: "esm", entryFileNames: "main.js", codeSplitting: false });
await bundle.close();
console.log(`built ${path.relative(repo, outDir)}/main.js`);

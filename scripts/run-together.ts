import { spawn } from "node:child_process";

/**
 * Runs npm scripts at the same time and fails when any fails: `npm test`'s checks (typecheck and
 * lint) each keep one core busy, so side by side they take the time of the longer. Each script's
 * output is printed whole when it ends, under its name, never interleaved.
 *
 *   node --import tsx scripts/run-together.ts typecheck lint
 */
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("Usage: node --import tsx scripts/run-together.ts <npm script> [...]");
  process.exit(2);
}

function run(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const failed = code !== 0;
      process.stdout.write(`\n> ${name}: ${failed ? `failed (exit ${code})` : "passed"}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);

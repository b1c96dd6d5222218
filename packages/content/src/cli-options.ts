// Arguments of content:import and content:export: positional words and "--name value" options.
import path from "node:path";
import { DEFAULT_BANKS_DIR, DEFAULT_CATALOG_DIR } from "./check-banks";

export interface CliArgs {
  positional: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[], flags: readonly string[]): CliArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) positional.push(arg);
    else if (flags.includes(arg)) options.set(arg, true);
    else options.set(arg, argv[++i] ?? "");
  }
  return { positional, options };
}

// `npm run` starts scripts in the repository root; INIT_CWD is where the user typed the command.
export const fromUser = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function contentDirs(options: CliArgs["options"]) {
  const banks = options.get("--banks");
  const catalog = options.get("--catalog");
  return {
    banks: typeof banks === "string" ? fromUser(banks) : DEFAULT_BANKS_DIR,
    catalog: typeof catalog === "string" ? fromUser(catalog) : DEFAULT_CATALOG_DIR,
  };
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

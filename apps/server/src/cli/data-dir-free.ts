import { loadConfig } from "../config";
import { whyHeld } from "../db/data-dir-lock";
import { runCommand } from "./run";

// Run by npm before `npm start` (decision 297): a second start on a folder a server holds stops
// here, before its build replaces the files the running server is sending to its students.

export function dataDirFree(env = process.env) {
  const config = loadConfig(env);
  const held = config.databaseUrl ? undefined : whyHeld(config.dataDir);
  return held ? { ok: false, message: `Not started: ${held}` } : { ok: true, message: "" };
}

runCommand(import.meta.url, async () => dataDirFree());

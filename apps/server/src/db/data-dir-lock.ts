import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The file in an embedded database's folder naming the process that has it open (decision 297).
 * PGlite keeps no lock of its own: two processes opening one folder (a second `npm start`, a
 * command beside a server) each wrote its own pages over the other's.
 */
export const LOCK_FILE = "tayari.lock";

interface Holder {
  pid: number;
  since: string;
}

export class DataDirInUse extends Error {
  override name = "DataDirInUse";
}

/** Whether a process with this id is running (EPERM: it is, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    return Number.isInteger(holder.pid)
      ? { pid: holder.pid!, since: String(holder.since) }
      : undefined;
  } catch {
    // Gone meanwhile, or a write cut short: nobody is named, so nobody holds it.
    return undefined;
  }
}

const inUse = (dir: string, holder: Holder | undefined) =>
  `The embedded database in ${dir} is open already${holder ? ` (process ${holder.pid}, since ${holder.since})` : ""}: ` +
  `stop that server first, or give this one a folder of its own with DATA_DIR. Two ` +
  `processes writing one embedded database would damage it.`;

/**
 * Why the folder cannot be opened now (another running process holds it), or undefined: asked
 * before work that must not start when it cannot (`npm start` builds the site first, over the
 * files a running server is sending).
 */
export function whyHeld(dir: string): string | undefined {
  const holder = holderOf(path.join(dir, LOCK_FILE));
  return holder && running(holder.pid) ? inUse(dir, holder) : undefined;
}

/**
 * Takes the folder for this process, or throws DataDirInUse naming the process that has it. A lock
 * whose process has ended (killed, the machine restarted) is taken over. Returns the release,
 * also run as the process exits; a process killed outright leaves the file, which the next start
 * finds stale.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, since: new Date().toISOString() };
  // Twice at most: a stale file removed here may be taken by another start at the same moment.
  for (let tries = 0; ; tries++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = holderOf(file);
    if ((holder && (holder.pid === process.pid || running(holder.pid))) || tries > 0)
      throw new DataDirInUse(inUse(dir, holder));
    rmSync(file, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    if (holderOf(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on("exit", release);
  return release;
}

/**
 * Names this process in the lock again: a backup loaded into the folder (decision 298) brought the
 * lock file of the process it was taken from.
 */
export function claimAgain(dir: string): void {
  const mine: Holder = { pid: process.pid, since: new Date().toISOString() };
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(mine));
}

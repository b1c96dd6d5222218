import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseOptions } from "./database";

// Backups of the embedded database (decision 298): the whole data folder as PGlite dumps it (a
// gzipped tar), taken from the process that holds the folder, between two statements.

/** What a backup holds, as the commands report it. */
export interface BackupCounts {
  accounts: number;
  attempts: number;
  answers: number;
}

/** A moment in UTC as a file's name can hold it: 2026-11-27T082006Z. */
export const fileStamp = (now: Date) => `${now.toISOString().slice(0, 19).replaceAll(":", "")}Z`;

/** A backup's name when none is given: the moment it was taken. */
export const defaultBackupName = (now: Date) => `tayari-backup-${fileStamp(now)}.tar.gz`;

/**
 * Makes a folder and the ones above it that are missing, a level at a time: Node's recursive
 * mkdir goes round for ever where the file system refuses a folder with ENOENT (/proc), and the
 * server answering the backup would hang with it.
 */
function makeFolders(dir: string): void {
  if (existsSync(dir)) return;
  makeFolders(path.dirname(dir));
  mkdirSync(dir);
}

/**
 * Writes a backup aside and renames it into place: a reader (or a copy to another disk) never meets
 * half a backup, and one cut short leaves the last good file under the name. Only this account may
 * read it: it holds every account. Returns its size.
 */
export async function writeBackup(file: string, dump: Blob): Promise<number> {
  makeFolders(path.dirname(file));
  const partial = `${file}.partial-${process.pid}`;
  const bytes = Buffer.from(await dump.arrayBuffer());
  try {
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return bytes.length;
}

export class NotABackup extends Error {
  override name = "NotABackup";
}

/**
 * Opens a backup in memory and counts what it holds; NotABackup when it is no dump of a Tayari
 * database (another file, one cut short, a PGlite folder of something else).
 */
export async function checkBackup(file: string, dump: Blob): Promise<BackupCounts> {
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite({ loadDataDir: dump });
    await pglite.waitReady;
  } catch {
    await pglite?.close().catch(() => {});
    throw new NotABackup(
      `${file} is not a backup of Tayari's embedded database (npm run backup makes one).`,
    );
  }
  try {
    const { rows } = await pglite.query<BackupCounts>(
      `select (select count(*) from users)::int as accounts,
        (select count(*) from exam_attempts)::int as attempts,
        (select count(*) from exam_answers)::int as answers`,
    );
    return rows[0]!;
  } catch {
    throw new NotABackup(`${file} holds a database, but not Tayari's: nothing was restored.`);
  } finally {
    await pglite.close().catch(() => {});
  }
}

export const describeCounts = (c: BackupCounts) =>
  `${c.accounts} account${c.accounts === 1 ? "" : "s"}, ${c.attempts} exam attempt${c.attempts === 1 ? "" : "s"}, ${c.answers} answer${c.answers === 1 ? "" : "s"}`;

/** A backup taken by this process, which opens the folder itself (no server holds it). */
export async function backUpFolder(options: DatabaseOptions, file: string): Promise<number> {
  const { db, dump } = await openDatabase(options);
  try {
    return await writeBackup(file, await dump!());
  } finally {
    await db.destroy();
  }
}

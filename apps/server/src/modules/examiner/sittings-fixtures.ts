import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { openDatabase } from "../../db/database";
import type { Database } from "../../db/schema";

/**
 * Candidates who sat an exam and handed it in, written as the server stores a sitting: an account,
 * the roll of the exam's list bound to it, the attempt with its "started" line, and its answers. For
 * the journey of an exam's views at 300 candidates (exam-views-300.spec.ts): 300 sign-ups, starts,
 * saves and hand-ins through the API cost the journeys 600 password hashes and 2,100 requests for
 * rows the views only read (decision 0331). three-hundred.test.ts seeds its candidates the same way.
 * The accounts never sign in: like that test's, they hold no password.
 */
export interface Sitting {
  roll: string;
  email: string;
  /** The candidate's pick of each question of the paper, in the paper's order. */
  picks: Array<{ id: number; pick: string }>;
}

export async function writeSittings(db: Kysely<Database>, slug: string, sittings: Sitting[]) {
  const exam = await db
    .selectFrom("exams")
    .select(["id", "opens_at", "duration_seconds"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  const listed = await db
    .selectFrom("exam_candidates")
    .select(["roll", "name"])
    .where("exam_id", "=", exam.id)
    .execute();
  const nameOf = new Map(listed.map((c) => [c.roll, c.name]));
  // Started within the first minute of the window, each handed in 40 s later, all before now.
  const opens = new Date(exam.opens_at).getTime();
  const startOf = (i: number) => new Date(opens + (i % 10) * 1000);
  await db.transaction().execute(async (tx) => {
    const users = await tx
      .insertInto("users")
      .values(
        sittings.map((s, i) => ({
          name: nameOf.get(s.roll) ?? s.roll,
          email: s.email,
          password_hash: "no password: this account never signs in",
          created_at: startOf(i),
        })),
      )
      .returning("id")
      .execute();
    for (const [i, s] of sittings.entries())
      await tx
        .updateTable("exam_candidates")
        .set({ user_id: users[i]!.id })
        .where("exam_id", "=", exam.id)
        .where("roll", "=", s.roll)
        .execute();
    await tx
      .insertInto("exam_events")
      .values(
        users.map((u, i) => ({
          exam_id: exam.id,
          user_id: u.id,
          kind: "started" as const,
          at: startOf(i),
          device: "computer" as const,
        })),
      )
      .execute();
    const attempts = await tx
      .insertInto("exam_attempts")
      .values(
        users.map((u, i) => ({
          exam_id: exam.id,
          user_id: u.id,
          paper: JSON.stringify(sittings[i]!.picks.map((p) => p.id)),
          started_at: startOf(i),
          deadline: new Date(startOf(i).getTime() + exam.duration_seconds * 1000),
          submitted_at: new Date(startOf(i).getTime() + 40_000),
        })),
      )
      .returning("id")
      .execute();
    await tx
      .insertInto("exam_answers")
      .values(
        attempts.flatMap((a, i) =>
          sittings[i]!.picks.map((p, j) => ({
            attempt_id: a.id,
            question_id: p.id,
            pick: p.pick,
            saved_at: new Date(startOf(i).getTime() + (j + 1) * 10_000),
            seq: j + 1,
          })),
        ),
      )
      .execute();
  });
}

/**
 * `node --import tsx sittings-fixtures.ts DATA_DIR FILE`: the sittings of FILE (JSON:
 * `{ slug, sittings }`) written into the embedded database in DATA_DIR, its server stopped.
 */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dataDir, file] = process.argv.slice(2);
  if (!dataDir || !file) throw new Error("usage: sittings-fixtures.ts DATA_DIR FILE");
  const { slug, sittings } = JSON.parse(readFileSync(file, "utf8")) as {
    slug: string;
    sittings: Sitting[];
  };
  const { db } = await openDatabase({
    databaseUrl: null,
    dataDir,
    poolMax: 1,
    connectTimeoutMs: 10_000,
  });
  try {
    await writeSittings(db, slug, sittings);
  } finally {
    await db.destroy();
  }
}

// The loadtest's set-up (not measured): the students' accounts and sessions written to the
// database with the server's own repository functions (signing 10,000 people in would measure
// argon2, not the exam), the examiner's bank and exam through the API.
import type { Kysely } from "kysely";
import { openDatabase } from "../../apps/server/src/db/database";
import { migrateToLatest } from "../../apps/server/src/db/migrate";
import { insertSession, insertUser } from "../../apps/server/src/modules/auth/repository";
import { hashPassword, newToken } from "../../apps/server/src/modules/auth/secrets";
import { findExam } from "../../apps/server/src/modules/exams/exam-repository";
import { listAttemptsForMarking } from "../../apps/server/src/modules/exams/result-repository";

const CATEGORIES = ["mathematics", "physics", "chemistry", "english", "computer"];

type Db = Awaited<ReturnType<typeof openDatabase>>["db"];

/** An account with a session of a day, straight into the database: its bearer token. */
export async function sessionAccounts(db: Db, label: string) {
  const passwordHash = await hashPassword(`${label}: not for signing in`);
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return async (email: string, role: "student" | "examiner") => {
    const user = await insertUser(db, { name: email.split("@")[0]!, email, passwordHash, role });
    const { token, tokenHash } = newToken();
    await insertSession(db, { userId: user!.id, tokenHash, expiresAt, createdAt: new Date() });
    return token;
  };
}

/**
 * The run's database (migrated), `students` accounts and an examiner's exam of `questions`
 * questions drawn by quota from a bank of twice as many over five subjects, opening when `opensAt`
 * says once the accounts are made (they take minutes at 10,000) and closing four hours from now.
 */
export async function setUpExamDay(o: {
  databaseUrl: string;
  /** The server the examiner's requests go to. */
  base: string;
  run: string;
  students: number;
  questions: number;
  opensAt: () => number;
  post: (url: string, token: string, body: unknown) => Promise<Record<string, unknown> | null>;
  /** What went wrong so far, for the message when the exam cannot be made. */
  failures: () => string;
}) {
  const { db } = await openDatabase({
    databaseUrl: o.databaseUrl,
    dataDir: "memory://",
    poolMax: 4,
    connectTimeoutMs: 5000,
  });
  await migrateToLatest(db as Kysely<unknown>);
  const account = await sessionAccounts(db, `loadtest ${o.run}`);
  const examiner = await account(`examiner.${o.run}@loadtest.example`, "examiner");
  const students: string[] = [];
  for (let i = 0; i < o.students; i += 50) {
    const batch = Array.from({ length: Math.min(50, o.students - i) }, (_, j) =>
      account(`student${i + j}.${o.run}@loadtest.example`, "student"),
    );
    students.push(...(await Promise.all(batch)));
  }

  const perCategory = Math.ceil(o.questions / CATEGORIES.length);
  const questions = CATEGORIES.flatMap((category, c) =>
    Array.from({ length: perCategory * 2 }, (_, i) => {
      const id = c * 1000 + i + 1;
      return {
        id,
        category,
        question: `Load test ${category} question ${id}: which option is right?`,
        options: [`Option A ${id}`, `Option B ${id}`, `Option C ${id}`, `Option D ${id}`],
        answer: `Option B ${id}`,
        explanation: `Option B ${id} is right by construction.`,
      };
    }),
  );
  const bank = await o.post(`${o.base}/api/examiner/banks`, examiner, {
    name: `Load test ${o.run}`,
    questions,
  });
  const quotas = CATEGORIES.map((category, c) => ({
    category,
    count:
      Math.floor(o.questions / CATEGORIES.length) + (c < o.questions % CATEGORIES.length ? 1 : 0),
  })).filter((q) => q.count > 0);
  const slug = `loadtest-${o.run}`;
  const opensAt = o.opensAt();
  const exam = await o.post(`${o.base}/api/examiner/exams`, examiner, {
    title: `Load test ${o.run}`,
    slug,
    source: { bank_id: bank?.id },
    selection: { mode: "quota", quotas },
    timing: { mode: "whole_paper", minutes: 180 },
    opens_at: new Date(opensAt).toISOString(),
    closes_at: new Date(Date.now() + 4 * 60 * 60_000).toISOString(),
    profile: "cee",
    release: "manual",
  });
  if (!exam) throw new Error(`could not create the exam: ${o.failures()}`);
  return { db, students, slug, opensAt };
}

/**
 * The database's word after a run: every acknowledged answer (`acked`: attempt id -> question id ->
 * pick) stored with its pick (else lost), and none stored twice.
 */
export async function checkStored(db: Db, slug: string, acked: Map<number, Map<number, string>>) {
  const exam = await findExam(db, slug);
  const { attempts, answers } = await listAttemptsForMarking(db, exam!.id);
  const stored = new Map<string, string>();
  let twice = 0;
  for (const a of answers) {
    const key = `${a.attempt_id}:${a.question_id}`;
    if (stored.has(key)) twice += 1;
    stored.set(key, a.pick);
  }
  let lost = 0;
  for (const [attemptId, picks] of acked)
    for (const [questionId, pick] of picks)
      if (stored.get(`${attemptId}:${questionId}`) !== pick) lost += 1;
  const submitted = attempts.filter((a) => a.submitted_at !== null).length;
  return { attempts: attempts.length, submitted, stored: answers.length, lost, twice };
}

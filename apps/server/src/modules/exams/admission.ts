import type { Db } from "../../db/db";
import * as candidateRepo from "./candidate-repository";
import type { FixedExam } from "./papers";
import type { ExamRefusal } from "./refusals";
import type { StartChecks } from "./start-repository";

/** The roll number a start gives, as compared (`normalRoll`); null when none is given. */
export const rollGiven = (given: string | undefined) =>
  given?.trim() ? candidateRepo.normalRoll(given) : null;

/** The student who starts, as the start's statement read them. */
export interface Starter {
  id: number;
  email: string;
  email_verified_at: Date | null;
}

type Refused = Extract<
  ExamRefusal,
  { kind: "listEmailUnverified" | "notOnList" | "rollNeeded" | "rollNotOnList" | "rollTaken" }
>;

/**
 * Who may start (decisions 214-216): with a list in force, only a listed candidate, known by the
 * account's verified e-mail or by the roll number given (bound to the first account that gives
 * it). Admitted with the candidate's extra time in seconds (decision 213), 0 without one.
 */
export async function admission(
  db: Db,
  exam: FixedExam,
  student: Starter,
  givenRoll: string | undefined,
  /** What the start's statement read already (`startChecksInOneStatement`); else read here. */
  read?: StartChecks["candidates"],
): Promise<{ kind: "admitted"; extraSeconds: number } | Refused> {
  const roll = rollGiven(givenRoll);
  const email = student.email.toLowerCase();
  const { inForce, byRoll, rows } =
    read ??
    (await candidateRepo.candidatesAtStart(db, exam.id, { userId: student.id, email, roll }));
  const byEmail = rows.find(
    (r) => r.email === email && (r.user_id === null || r.user_id === student.id),
  );
  const verified = student.email_verified_at !== null;
  let candidate = rows.find((r) => r.user_id === student.id) ?? (verified ? byEmail : undefined);
  const title = exam.title;
  if (inForce && !candidate?.listed) {
    if (byEmail?.listed && !verified) return { kind: "listEmailUnverified", title };
    if (!byRoll) return { kind: "notOnList", title };
    if (!roll) return { kind: "rollNeeded", title };
    // A row with an e-mail is that address's: its roll number alone does not open it.
    const listed = rows.find((r) => r.roll === roll && r.listed && r.email === null);
    if (!listed) return { kind: "rollNotOnList", title, roll };
    if (listed.user_id !== null && listed.user_id !== student.id)
      return { kind: "rollTaken", roll };
    // Taken back from this account by the examiner (decision 251): not claimed again.
    if (
      listed.user_id === null &&
      (await candidateRepo.rollFreedFrom(db, exam.id, student.id, roll))
    )
      return { kind: "rollTaken", roll };
    candidate = listed;
  }
  if (candidate && candidate.user_id !== student.id) {
    const bound = await candidateRepo.bindCandidate(db, candidate.id, student.id);
    if (!bound && inForce) return { kind: "rollTaken", roll: candidate.roll ?? "" };
    if (!bound) return { kind: "admitted", extraSeconds: 0 };
  }
  return {
    kind: "admitted",
    extraSeconds: candidateRepo.extraSecondsOf(candidate, exam.duration_seconds),
  };
}

import { setRole, type Db, type Role } from "./repository";

export const ROLE_NAMES: readonly Role[] = ["student", "examiner"];

export const isRole = (value: string): value is Role => (ROLE_NAMES as string[]).includes(value);

/** Gives an account a role: what the command line and the admin channel both run. */
export async function changeRole(
  db: Db,
  email: string,
  role: string,
): Promise<{ ok: boolean; message: string }> {
  if (!isRole(role))
    return { ok: false, message: `Unknown role "${role}": use student or examiner.` };
  if (!(await setRole(db, email.trim(), role)))
    return { ok: false, message: `There is no account with the e-mail ${email}.` };
  return {
    ok: true,
    message: `${email} is now ${role === "examiner" ? "an examiner" : "a student"}.`,
  };
}

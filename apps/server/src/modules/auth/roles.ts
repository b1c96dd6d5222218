import fp from "fastify-plugin";
import type { Config } from "../../config";
import { promoteExaminers, setRole, type Role } from "./repository";
import type { Db } from "../../db/db";

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

/**
 * EXAMINER_EMAILS at start-up: those accounts that exist with a verified address become examiners
 * (the others when they verify it: the auth routes).
 */
export const rolesPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const promoted = await promoteExaminers(app.db, config.examinerEmails);
  if (promoted) app.log.info({ promoted }, "accounts made examiners from EXAMINER_EMAILS");
});

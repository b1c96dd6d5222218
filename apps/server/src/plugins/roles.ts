import fp from "fastify-plugin";
import type { Config } from "../config";
import { promoteExaminers } from "../modules/auth/repository";

/**
 * EXAMINER_EMAILS at start-up: those accounts that exist with a verified address become examiners
 * (the others when they verify it: the auth routes).
 */
export const rolesPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const promoted = await promoteExaminers(app.db, config.examinerEmails);
  if (promoted) app.log.info({ promoted }, "accounts made examiners from EXAMINER_EMAILS");
});

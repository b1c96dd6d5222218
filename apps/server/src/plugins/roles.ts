import fp from "fastify-plugin";
import type { Config } from "../config";
import { promoteExaminers } from "../modules/auth/repository";

/** EXAMINER_EMAILS at start-up: those accounts that already exist become examiners. */
export const rolesPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const promoted = await promoteExaminers(app.db, config.examinerEmails);
  if (promoted) app.log.info({ promoted }, "accounts made examiners from EXAMINER_EMAILS");
});

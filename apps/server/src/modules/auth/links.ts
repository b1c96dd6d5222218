import type { Db } from "../../db/db";
import type { MailService } from "../../plugins/mail";
import * as repo from "./repository";
import { newToken } from "./secrets";

const MINUTE = 60_000;
export const RESET_TTL_MS = 60 * MINUTE;
export const VERIFY_TTL_MS = 24 * 60 * MINUTE;

export interface LinkDeps {
  db: Db;
  now: () => Date;
  mail: Pick<MailService, "render">;
  /** The address of one of the site's pages with a one-time link's token. */
  linkTo: (page: "verify-email" | "reset-password", token: string) => string;
}

/** A one-time link, kept hashed, and the mail that carries it to the account's own address. */
export async function mailLink(
  deps: LinkDeps,
  user: repo.UserRow,
  kind: "reset-password" | "account-exists" | "verify-email",
): Promise<void> {
  const verify = kind === "verify-email";
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(deps.now().getTime() + (verify ? VERIFY_TTL_MS : RESET_TTL_MS));
  await repo.startLink(
    deps.db,
    verify ? "email_verifications" : "password_resets",
    { userId: user.id, tokenHash, expiresAt },
    deps.mail.render({
      kind,
      to: user.email,
      userId: user.id,
      language: user.language,
      params: { link: deps.linkTo(verify ? "verify-email" : "reset-password", token) },
      expiresAt,
    }),
  );
}

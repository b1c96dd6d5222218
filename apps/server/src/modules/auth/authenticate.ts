import type { FastifyRequest } from "fastify";
import { fail } from "../../lib/app-error";
import { hashToken } from "./secrets";
import { findActiveSession } from "./repository";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The signed-in account behind a request. */
export type Session = Awaited<ReturnType<typeof authenticate>>;

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's session, found by the contract's access hook; null on a public endpoint. */
    session: Session | null;
  }
}

/** The 401 for a missing, malformed, unknown or ended session. */
export const notSignedIn = () => fail(401, "general.sessionEnded");

/** A session unused since this time has ended. */
export const idleSince = (now: Date, idleDays: number) =>
  new Date(now.getTime() - idleDays * DAY_MS);

/**
 * The stored hash of the token in `Authorization: Bearer <token>`, or a 401 when there is none or it
 * is malformed (routes that check the session inside their own statement start here).
 */
export function bearerTokenHash(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match =
    typeof header === "string" ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim()) : null;
  if (!match?.[1]) throw notSignedIn();
  return hashToken(match[1]);
}

/**
 * The signed-in user behind `Authorization: Bearer <token>`, or a 401. A session ends after its
 * lifetime, or after `idleDays` without a request.
 */
export async function authenticate(request: FastifyRequest, idleDays: number) {
  const { db } = request.server;
  const now = request.server.now();
  const session = await findActiveSession(
    db,
    bearerTokenHash(request),
    now,
    idleSince(now, idleDays),
  );
  if (!session) throw notSignedIn();
  return session;
}

/** The signed-in examiner, a 401 without a session, or a 403 for a student. */
export async function authenticateExaminer(request: FastifyRequest, idleDays: number) {
  const session = await authenticate(request, idleDays);
  if (session.role !== "examiner") throw fail(403, "general.examinersOnly");
  return session;
}

/** The contract's session finder (plugins/contract.ts): sessions idle `idleDays` have ended. */
export const sessionFinder = (idleDays: number) => ({
  find: (request: FastifyRequest) => authenticate(request, idleDays),
  checkToken: (request: FastifyRequest) => void bearerTokenHash(request),
});

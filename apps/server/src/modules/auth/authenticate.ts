import type { FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http-errors";
import { hashToken } from "./secrets";
import { findActiveSession, touchSession } from "./repository";

const UNAUTHENTICATED = "Your session has ended. Please log in again.";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The signed-in user behind `Authorization: Bearer <token>`, or a 401. A session ends after its
 * lifetime, or after `idleDays` without a request.
 */
export async function authenticate(request: FastifyRequest, idleDays: number) {
  const header = request.headers.authorization;
  const match =
    typeof header === "string" ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim()) : null;
  if (!match?.[1]) throw new HttpError(401, UNAUTHENTICATED);
  const { db } = request.server;
  const now = request.server.now();
  const session = await findActiveSession(
    db,
    hashToken(match[1]),
    now,
    new Date(now.getTime() - idleDays * DAY_MS),
  );
  if (!session) throw new HttpError(401, UNAUTHENTICATED);
  await touchSession(db, session.sessionId, now);
  return session;
}

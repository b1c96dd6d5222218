import type { FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http-errors";
import { hashToken } from "./secrets";
import { findActiveSession } from "./repository";

const UNAUTHENTICATED = "Your session has ended. Please log in again.";

/** The signed-in user behind `Authorization: Bearer <token>`, or a 401. */
export async function authenticate(request: FastifyRequest) {
  const header = request.headers.authorization;
  const match =
    typeof header === "string" ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim()) : null;
  if (!match?.[1]) throw new HttpError(401, UNAUTHENTICATED);
  const session = await findActiveSession(
    request.server.db,
    hashToken(match[1]),
    request.server.now(),
  );
  if (!session) throw new HttpError(401, UNAUTHENTICATED);
  return session;
}

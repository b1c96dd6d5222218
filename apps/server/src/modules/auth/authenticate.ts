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

const EXAMINERS_ONLY = "This is for examiners. Ask the college's Tayari administrator for access.";

/** The signed-in examiner, a 401 without a session, or a 403 for a student. */
export async function authenticateExaminer(request: FastifyRequest) {
  const session = await authenticate(request);
  if (session.role !== "examiner") throw new HttpError(403, EXAMINERS_ONLY);
  return session;
}

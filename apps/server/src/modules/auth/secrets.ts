import { hash as oneShotHash, randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

// OWASP's first recommended argon2id setting: 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Argon2id (the package exposes it only as a const enum).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes or verifies at once; the others wait their turn. Each holds 19 MiB while
 * it runs, and libuv's four threads would run four at once: a burst of sign-ups held 76 MiB on a
 * 2-core machine that computes only two at a time anyway (issue 34). One per core, at most four.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));

let running = 0;
const queue: Array<() => void> = [];

/** How many hashes run and wait now (tests). */
export function hashesInFlight(): { running: number; waiting: number } {
  return { running, waiting: queue.length };
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished hash hands its turn straight to the next in the queue.
  if (running >= HASHES_AT_ONCE) await new Promise<void>((go) => queue.push(go));
  else running++;
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, ARGON2));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so that a miss takes as long as a wrong password.
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}

/** An opaque bearer or reset token: 256 random bits; only its SHA-256 is stored. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/**
 * The token's SHA-256, hex: every signed-in request's first step. The one-shot `hash` makes no
 * Hash object (a third of createHash's time on this box, issue 66 point 3's profile).
 */
export function hashToken(token: string): string {
  return oneShotHash("sha256", token, "hex");
}

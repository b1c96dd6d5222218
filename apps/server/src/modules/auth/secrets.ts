import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// OWASP's first recommended argon2id setting: 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Argon2id (the package exposes it only as a const enum).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so that a miss takes as long as a wrong password.
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash(randomBytes(16).toString("hex"), ARGON2);
  return decoyHash;
}

/** An opaque bearer or reset token: 256 random bits; only its SHA-256 is stored. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

import { createCipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { SEED_LIMIT } from "@tayari/quiz/shuffle";

/**
 * The sealed paper's cryptography (issue 66 point 1, decision 0452), pure: node:crypto on the
 * server, WebCrypto in the browser (AES-256-GCM with a 12-byte IV, the tag after the text).
 */

/** Whose paper a seal says it is: an exam's version and an account. */
export interface SealClaim {
  examId: number;
  version: number;
  userId: number;
}

const mac = (signKey: Buffer, text: string) =>
  createHmac("sha256", signKey).update(text).digest().subarray(0, 16);

/** `exam.version.user.mac`: the mac by the exam's sign key, which is never served. */
export function sealFor(signKey: Buffer, claim: SealClaim): string {
  const text = `${claim.examId}.${claim.version}.${claim.userId}`;
  return `${text}.${mac(signKey, text).toString("base64url")}`;
}

/** What a seal claims, unchecked; undefined when it is not one's shape. */
export function readSeal(seal: string): SealClaim | undefined {
  const match = /^(\d{1,15})\.(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(seal);
  if (!match) return undefined;
  return { examId: Number(match[1]), version: Number(match[2]), userId: Number(match[3]) };
}

/** Whether the seal was made by `signKey` for exactly what it claims. */
export function sealHolds(signKey: Buffer, seal: string): boolean {
  const claim = readSeal(seal);
  if (!claim) return false;
  const given = Buffer.from(seal.slice(seal.lastIndexOf(".") + 1), "base64url");
  const made = Buffer.from(sealFor(signKey, claim).split(".")[3]!, "base64url");
  return given.length === made.length && timingSafeEqual(given, made);
}

/**
 * The candidate's seed for the exam: the same on every device and every process, and nobody can
 * know it without the sign key, so an order cannot be chosen or forged.
 */
export function sealedSeed(signKey: Buffer, userId: number): number {
  const bytes = createHmac("sha256", signKey).update(`seed.${userId}`).digest();
  return bytes.readUInt32BE(0) % SEED_LIMIT;
}

/** The paper's JSON encrypted by the exam's paper key: the IV and the text with its tag, base64. */
export function sealPaper(paperKey: Buffer, json: string): { iv: string; paper: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", paperKey, iv);
  const text = Buffer.concat([cipher.update(json, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { iv: iv.toString("base64"), paper: text.toString("base64") };
}

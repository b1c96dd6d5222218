import { createCipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { SEED_LIMIT } from "@tayari/quiz/shuffle";

/**
 * The sealed paper's cryptography (issue 66 point 1, decision 0452), pure: node:crypto on the
 * server, WebCrypto in the browser (AES-256-GCM with a 12-byte IV, the tag after the text).
 */

/** Whose paper a seal says it is: an exam's version, an account, and the paper the device was given. */
export interface SealClaim {
  examId: number;
  version: number;
  userId: number;
  /** The options' order's seed; null when the exam keeps its options' order. */
  seed: number | null;
  /** The paper's question ids in the candidate's order. */
  paper: number[];
}

const mac = (signKey: Buffer, text: string) =>
  createHmac("sha256", signKey).update(text).digest().subarray(0, 16);

/**
 * `exam.version.user.seed.paper.mac` (decision 0458): the paper's ids in base 36 joined by "-",
 * the seed empty when there is none, and one mac by the exam's sign key (never served) over all of
 * it, so the server takes the paper from the seal instead of drawing it again.
 */
export function sealFor(signKey: Buffer, claim: SealClaim): string {
  const paper = claim.paper.map((id) => id.toString(36)).join("-");
  const text = `${claim.examId}.${claim.version}.${claim.userId}.${claim.seed ?? ""}.${paper}`;
  return `${text}.${mac(signKey, text).toString("base64url")}`;
}

const number = /^\d{1,15}$/;
const id36 = /^[0-9a-z]{1,11}$/;
const macShape = /^[A-Za-z0-9_-]{22}$/;

/** What a seal claims, unchecked; undefined when it is not one's shape. */
export function readSeal(seal: string): SealClaim | undefined {
  const parts = seal.split(".");
  if (parts.length !== 6) return undefined;
  const [examId, version, userId, seed, paper, sealMac] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (![examId, version, userId].every((part) => number.test(part))) return undefined;
  if ((seed !== "" && !number.test(seed)) || !macShape.test(sealMac)) return undefined;
  const ids = paper.split("-");
  if (!ids.every((id) => id36.test(id))) return undefined;
  return {
    examId: Number(examId),
    version: Number(version),
    userId: Number(userId),
    seed: seed === "" ? null : Number(seed),
    paper: ids.map((id) => parseInt(id, 36)),
  };
}

/** Whether the seal was made by `signKey` for exactly what it claims: one mac over its text. */
export function sealHolds(signKey: Buffer, seal: string): boolean {
  const end = seal.lastIndexOf(".");
  if (end < 0) return false;
  const given = Buffer.from(seal.slice(end + 1), "base64url");
  const made = mac(signKey, seal.slice(0, end));
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

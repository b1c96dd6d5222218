import type { AttemptResponse, SealedResume } from "@tayari/contracts/exam-sitting";
import type { SealKey } from "@tayari/contracts/exam-seal";
import { sealedAttemptId, type SealedCopy } from "./api/sealed-paper";

// Opening a sealed paper (issue 66 point 1, decision 0452): AES-256-GCM through WebCrypto, the
// server's node:crypto on the other side; the attempt it makes starts at the server's opening.

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** Whether this browser can open a sealed paper (WebCrypto needs a secure page: https or localhost). */
export const canOpenSealed = () =>
  typeof crypto !== "undefined" && crypto.subtle !== undefined && typeof atob === "function";

/**
 * The paper of `copy` as a start gives it, opened by `key`; null when it does not open (another
 * version of the exam, a damaged copy): the device then starts as it always has.
 */
export async function openSealedPaper(
  copy: SealedCopy,
  key: SealKey,
  serverNow: number,
): Promise<AttemptResponse | null> {
  if (key.version !== copy.version || key.opens_at !== copy.opens_at) return null;
  try {
    const secret = await crypto.subtle.importKey("raw", bytes(key.key), "AES-GCM", false, [
      "decrypt",
    ]);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes(copy.iv) },
      secret,
      bytes(copy.paper),
    );
    const paper = JSON.parse(new TextDecoder().decode(plain)) as Pick<
      AttemptResponse,
      "questions" | "passages"
    >;
    return sealedAttempt(copy, paper, serverNow);
  } catch {
    return null;
  }
}

/** The attempt a sealed paper makes: its clock from the opening, its end as the server's rule. */
export function sealedAttempt(
  copy: SealedCopy,
  paper: Pick<AttemptResponse, "questions" | "passages">,
  serverNow: number,
): AttemptResponse {
  const opens = Date.parse(copy.opens_at);
  // decisions 27 and 213: the duration from the start, cut at the close, then the extra time.
  const end =
    Math.min(opens + copy.duration_seconds * 1000, Date.parse(copy.closes_at)) +
    copy.extra_seconds * 1000;
  return {
    // Not on the server yet: a number of no attempt, the exam's own (the seal's first part).
    id: sealedAttemptId(copy.seal),
    exam: copy.exam,
    started_at: copy.opens_at,
    deadline: new Date(end).toISOString(),
    seconds_left: Math.max(0, Math.floor((end - serverNow) / 1000)),
    resume_at: 0,
    seq: 0,
    clock_ms: Math.max(0, serverNow - opens),
    questions: paper.questions,
    ...(paper.passages ? { passages: paper.passages } : {}),
    answers: {},
    seqs: {},
  };
}

/**
 * A resume answered without the paper (decision 0463) on the paper `opened` from this device's
 * copy: the server's clock and answers, going on after the answer changed last (the highest seq).
 */
export function resumedFromSeal(opened: AttemptResponse, resumed: SealedResume): AttemptResponse {
  const { paper_from_seal: _fromSeal, ...server } = resumed;
  let [last, top] = [-1, 0];
  for (const [id, seq] of Object.entries(resumed.seqs))
    if (seq >= top) [last, top] = [Number(id), seq];
  const index = opened.questions.findIndex((q) => q.id === last);
  return {
    ...server,
    resume_at: Math.min(index + 1, opened.questions.length - 1),
    questions: opened.questions,
    ...(opened.passages ? { passages: opened.passages } : {}),
  };
}

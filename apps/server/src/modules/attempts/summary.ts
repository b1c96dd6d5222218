import type { AttemptLabel, AttemptMode, AttemptSummary } from "@tayari/contracts/attempts";
import { findBcaPaper } from "@tayari/content/bca";
import { findPaper } from "@tayari/content/mock-papers";
import type { findAttempt } from "./repository";

type Row = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/**
 * What an attempt was, from its mode and source (both coded when it was recorded), so that no
 * screen reads meaning back out of an English title (issue 63 point 4).
 */
export function labelOf(mode: AttemptMode, source: string): AttemptLabel {
  switch (mode) {
    case "entrance":
    case "category-test":
    case "weak-topics":
    case "review":
    case "next-step":
      return { kind: mode };
    case "year-paper":
      return { kind: "year-paper", year: Number(source) };
    case "english-topic":
      return { kind: "english-topic", topic: source };
    case "mock": {
      const bca = findBcaPaper(source);
      if (bca) return { kind: "mock", family: "bca", number: bca.number };
      const paper = findPaper(source);
      if (!paper) return { kind: "content" };
      return paper.kind === "mock"
        ? { kind: "mock", family: "csit", number: paper.number }
        : { kind: "model-paper", year: paper.number };
    }
    default:
      return { kind: "content" };
  }
}

/** A recorded attempt as its lists show it (the student's history, the account's export). */
export function toSummary(row: Omit<Row, "user_id" | "fingerprint" | "seed">): AttemptSummary {
  const mode = row.mode as AttemptMode;
  return {
    id: row.id,
    mode,
    source: row.source,
    title: row.title,
    label: labelOf(mode, row.source),
    score: row.score,
    total: row.total,
    started_at: new Date(row.started_at).toISOString(),
    finished_at: new Date(row.finished_at).toISOString(),
  };
}

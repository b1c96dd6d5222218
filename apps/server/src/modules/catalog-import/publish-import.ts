import { inTransaction, type Db } from "../../db/db";
import { WORKER_BODY_BYTES, type BankChecker } from "../bank-check/bank-checker";
import {
  resolveTarget,
  subjectOf,
  unitPath,
  type FoundSubject,
  type ImportRequest,
} from "../bank-check/import-plan";
import { publishMade, type PublishMade } from "../bank-check/large-answers";
import { refusedOr, type Refused } from "../bank-check/refused";
import * as repo from "./repository";

/** A subject with its items and units, with or without the units' questions. */
type Subject = Pick<FoundSubject, "subject" | "items"> & {
  units: Array<Pick<FoundSubject["units"][number], "id" | "itemId" | "slug" | "name">>;
};

/** A publish's answer as bytes from the bank worker, and what it writes. */
export interface PublishedBytes {
  json: Uint8Array;
  writes: Omit<PublishMade, "answer">;
}

export type PublishOutcome =
  /** Written; its answer (made here, or bytes from the worker) and the unit's page. */
  | { kind: "published"; made: PublishedBytes | PublishMade; path: string }
  | { kind: "refused"; refused: Refused };

export interface PublishDeps {
  /** The database itself: the publish is one transaction with the subject locked. */
  db: Db;
  checker: Pick<BankChecker, "answer">;
  /** The catalog's cached answers name the unit and its questions: made again on next asking. */
  catalogChanged: () => void;
}

/** Whether two values read from the database are the same: records, lists and plain values. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * A file of WORKER_BODY_BYTES or more is worked out by the bank worker first (its plan, the new
 * questions' MathML trees, what is written and the answer's bytes), against the subject as it is
 * read now, outside the transaction: the trees of a file of thousands of formulas held the event
 * loop for a second (issue 47), and on the embedded database an open transaction keeps every other
 * query waiting.
 */
async function workedAhead(deps: PublishDeps, body: ImportRequest) {
  const slug = subjectOf(body.into);
  // The stamp first: whatever changes after it read, the stamp inside the transaction shows.
  const stamp = await repo.subjectStamp(deps.db, slug);
  const found = await repo.findSubject(deps.db, slug);
  const place = await refusedOr(() => resolveTarget(found, body.into, body.unit_name || undefined));
  if (place.kind === "refused") return place;
  const taken = await repo.unpublishedIds(deps.db, found?.units.map((u) => u.id) ?? []);
  const made = await deps.checker.answer({ kind: "publish", found: found!, body, taken });
  if ("refused" in made) return { kind: "refused", refused: made.refused } as const;
  if (!made.writes) throw new Error("the bank worker sent a publish's answer without its writes");
  const bytes: PublishedBytes = { json: made.json, writes: made.writes };
  return { kind: "ahead", stamp, taken, made: bytes } as const;
}

/**
 * An examiner publishes a CSV, Aiken, GIFT or Moodle XML file into a catalog unit (the use case
 * behind `POST /api/examiner/import`): its questions checked, numbered and written, and the
 * publication recorded, in one transaction with the subject locked.
 */
export async function publishImport(
  deps: PublishDeps,
  { ownerId, body }: { ownerId: number; body: ImportRequest },
): Promise<PublishOutcome> {
  const ahead =
    Buffer.byteLength(body.text) >= WORKER_BODY_BYTES ? await workedAhead(deps, body) : null;
  if (ahead?.kind === "refused") return ahead;
  // Worked out again inside the transaction, with the subject locked: what another publish wrote
  // a moment ago counts (its questions are repeats, its ids are taken). The worker's work stands
  // only where the subject (its units' questions by digest) and its taken ids are as it read
  // them; the units' questions, megabytes, are then not read again.
  const published = await inTransaction(deps.db, async (trx) => {
    const slug = subjectOf(body.into);
    let worked: { made: PublishedBytes | PublishMade; place: Subject } | null = null;
    if (ahead) {
      const stamp = await repo.subjectStamp(trx, slug, true);
      const taken = await repo.unpublishedIds(trx, stamp?.units.map((u) => u.id) ?? []);
      if (stamp && sameValue(ahead.stamp, stamp) && sameValue(ahead.taken, taken))
        worked = { made: ahead.made, place: stamp };
    }
    if (!worked) {
      const found = await repo.findSubject(trx, slug, true);
      const made = await refusedOr(async () => {
        resolveTarget(found, body.into, body.unit_name || undefined);
        const taken = await repo.unpublishedIds(trx, found?.units.map((u) => u.id) ?? []);
        return publishMade({ kind: "publish", found: found!, body, taken });
      });
      if (made.kind === "refused") return made;
      worked = { made: made.made, place: found! };
    }
    const { made, place } = worked;
    const target = resolveTarget(place, body.into, body.unit_name || undefined);
    const writes = "writes" in made ? made.writes : made;
    const unitId =
      target.unit?.id ??
      (await repo.insertUnit(trx, {
        itemId: target.item.id,
        slug: target.slug,
        name: target.name,
      }));
    await repo.recordPublication(trx, {
      unitId,
      ownerId,
      fileName: body.file_name || "import",
      questions: writes.questions,
      questionCount: writes.questionCount,
      jsonData: writes.jsonData,
    });
    return { kind: "published", made, path: unitPath(place, target.item, unitId) } as const;
  });
  if (published.kind === "published") deps.catalogChanged();
  return published;
}

import type { Card } from "ts-fsrs";
import type { Db } from "../../db/db";

export interface CardKey {
  bank: string;
  questionId: number;
}

const cardColumns = [
  "bank",
  "question_id",
  "due",
  "stability",
  "difficulty",
  "elapsed_days",
  "scheduled_days",
  "learning_steps",
  "reps",
  "lapses",
  "state",
  "last_review",
] as const;

/** The student's cards among `keys`. */
export async function findCards(db: Db, userId: number, keys: readonly CardKey[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom("review_cards")
    .select(cardColumns)
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or(
        keys.map((k) => eb.and([eb("bank", "=", k.bank), eb("question_id", "=", k.questionId)])),
      ),
    )
    .execute();
}

export async function saveCard(db: Db, userId: number, key: CardKey, card: Card) {
  const values = {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ?? null,
  };
  await db
    .insertInto("review_cards")
    .values({ user_id: userId, bank: key.bank, question_id: key.questionId, ...values })
    .onConflict((c) => c.columns(["user_id", "bank", "question_id"]).doUpdateSet(values))
    .execute();
}

/** The cards due by `now`, most overdue first. */
export async function listDueCards(db: Db, userId: number, now: Date, limit: number) {
  return db
    .selectFrom("review_cards")
    .select(["bank", "question_id"])
    .where("user_id", "=", userId)
    .where("due", "<=", now)
    .orderBy("due")
    .orderBy("bank")
    .orderBy("question_id")
    .limit(limit)
    .execute();
}

export async function countDueCards(db: Db, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom("review_cards")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("due", "<=", now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The student's cards not due by `after`: how many, and when the first comes due. */
export async function waitingCards(db: Db, userId: number, after: Date) {
  const row = await db
    .selectFrom("review_cards")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("due").as("first")])
    .where("user_id", "=", userId)
    .where("due", ">", after)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), first: row.first ? new Date(row.first) : null };
}

export async function listAllCards(db: Db, userId: number) {
  return db
    .selectFrom("review_cards")
    .select(["bank", "question_id", "due", "reps", "lapses", "state"])
    .where("user_id", "=", userId)
    .orderBy("bank")
    .orderBy("question_id")
    .execute();
}

/**
 * Removes review cards whose question is gone (taken out of its unit, decision 0082): they could
 * never be asked again, yet would count as due for good. `userId` null: every student's.
 */
export async function deleteCards(db: Db, userId: number | null, keys: readonly CardKey[]) {
  if (keys.length === 0) return;
  let query = db
    .deleteFrom("review_cards")
    .where((eb) =>
      eb.or(
        keys.map((k) => eb.and([eb("bank", "=", k.bank), eb("question_id", "=", k.questionId)])),
      ),
    );
  if (userId !== null) query = query.where("user_id", "=", userId);
  await query.execute();
}

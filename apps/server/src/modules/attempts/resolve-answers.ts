import type { AttemptAnswer } from "@tayari/contracts/attempts";
import type { Code, Params } from "@tayari/contracts/messages/all";
import type { Question } from "@tayari/contracts/question";
import { isCorrect } from "@tayari/quiz/answer";
import type { Bank } from "../questions/question-banks";
import type { QuestionVersion } from "../questions/version-repository";
import type { NewAnswer } from "./repository";

/** Why one answer of an attempt cannot be kept: a code and its values, said answer by answer. */
export interface AnswerRefusal<C extends Code = Code> {
  code: C;
  params: Params<C>;
}

export type Resolution = { kept: NewAnswer; n: number } | { refused: AnswerRefusal; n: number };

/** What resolving an attempt's answers reads: its banks, what was taken out of them, their versions. */
export interface AnswerLookup {
  /** The bank of a single-source attempt; null where each answer names its own (mixed modes). */
  single: Bank | null;
  find: (key: string) => Promise<Bank | null>;
  withdrawn: (key: string, id: number) => Promise<Question | null>;
  versions: (key: string, ids: readonly number[]) => Promise<Map<number, QuestionVersion[]>>;
}

const refuse = <C extends Code>(n: number, code: C, params: Params<C>): Resolution => ({
  n,
  refused: { code, params } as AnswerRefusal,
});

/**
 * Each answer of an attempt as it can be kept (decision 343), in the order sent:
 * - its question in its bank and its pick one of the options (or none): kept as it stands;
 * - its question taken out of its unit by an examiner: kept, marked `withdrawn`, graded as it was;
 * - its question gone from its bank otherwise: kept, marked `left`, graded by its last version
 *   that had the pick;
 * - its pick no option now but one of an earlier version: kept, marked `reworded`, graded by it;
 * - refused, with a code, when it names no bank, a bank we do not have, another bank than the
 *   attempt's, a question its bank never had, a question twice, or an option never in it.
 * `position` is the answer's place in the attempt (its index in the first send, or as given).
 */
export async function resolveAnswers(
  answers: readonly (AttemptAnswer & { position?: number })[],
  lookup: AnswerLookup,
): Promise<Resolution[]> {
  const seen = new Set<string>();
  const first: Array<
    Resolution | { n: number; bank: Bank; answer: AttemptAnswer; position: number }
  > = [];
  for (const [i, answer] of answers.entries()) {
    const n = i + 1;
    // The number a refusal names: the question's place in the attempt, also for an answer sent
    // again on its own (its position), not its place in this send.
    const shown = (answer.position ?? i) + 1;
    let bank = lookup.single;
    if (!bank) {
      if (!answer.bank) {
        first.push(refuse(n, "attempts.questionWithoutBank", { n: shown }));
        continue;
      }
      bank = await lookup.find(answer.bank);
      if (!bank) {
        first.push(refuse(n, "attempts.questionUnknownBank", { n: shown, bank: answer.bank }));
        continue;
      }
    } else if (answer.bank !== undefined && answer.bank !== bank.key) {
      first.push(
        refuse(n, "attempts.questionOtherBank", {
          n: shown,
          bank: answer.bank,
          title: bank.title,
        }),
      );
      continue;
    }
    const key = `${bank.key}\n${answer.id}`;
    if (seen.has(key)) {
      first.push(refuse(n, "attempts.questionTwice", { n: shown, id: answer.id }));
      continue;
    }
    seen.add(key);
    first.push({ n, bank, answer, position: answer.position ?? i });
  }
  // The versions of the questions that need them, one read per bank.
  const wanted = new Map<string, number[]>();
  for (const r of first) {
    if ("refused" in r || "kept" in r) continue;
    const question = r.bank.questions.get(r.answer.id);
    if (question && (r.answer.pick === null || question.options.includes(r.answer.pick))) continue;
    wanted.set(r.bank.key, [...(wanted.get(r.bank.key) ?? []), r.answer.id]);
  }
  const versions = new Map<string, Map<number, QuestionVersion[]>>();
  for (const [bank, ids] of wanted) versions.set(bank, await lookup.versions(bank, ids));

  const resolved: Resolution[] = [];
  for (const r of first) {
    if ("refused" in r || "kept" in r) {
      resolved.push(r);
      continue;
    }
    const { n, bank, answer, position } = r;
    const keep = (as: QuestionVersion, mark: NewAnswer["mark"]): Resolution => ({
      n,
      kept: {
        position,
        bank: bank.key,
        questionId: answer.id,
        category: as.category,
        pick: answer.pick,
        correct: isCorrect(answer.pick, as.answer),
        seconds: answer.seconds,
        mark,
      },
    });
    const hasPick = (v: QuestionVersion) => answer.pick === null || v.options.includes(answer.pick);
    const earlier = versions.get(bank.key)?.get(answer.id) ?? [];
    const question = bank.questions.get(answer.id);
    if (question) {
      if (hasPick(question)) {
        resolved.push(keep(question, null));
        continue;
      }
      const was = earlier.find(hasPick);
      resolved.push(
        was ? keep(was, "reworded") : refuse(n, "attempts.pickNotOption", { n: position + 1 }),
      );
      continue;
    }
    const removed = await lookup.withdrawn(bank.key, answer.id);
    if (removed && hasPick(removed)) {
      resolved.push(keep(removed, "withdrawn"));
      continue;
    }
    const was = earlier.find(hasPick);
    if (was) resolved.push(keep(was, "left"));
    else if (removed || earlier.length)
      resolved.push(refuse(n, "attempts.pickNotOption", { n: position + 1 }));
    else
      resolved.push(
        refuse(n, "attempts.questionNotInBank", {
          n: position + 1,
          id: answer.id,
          title: bank.title,
        }),
      );
  }
  return resolved;
}

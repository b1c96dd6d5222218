/**
 * The content-suspects detector's proof (issue 44, point 4): a bank with keys planted wrong and
 * distractors made attractive, answered in practice by a seeded population, the answers run
 * through the learner model as the server records them, and the detector run on every question
 * with each answer's student ability as the model has it at the end.
 */
import { contentSuspects, type SuspectReport } from "./content-suspects";
import type { AnswerWithAbility } from "./content-suspects-fit";
import {
  ABILITY_PRIOR,
  DIFFICULTY_PRIOR,
  pooledAbilities,
  updateOne,
  type AbilityEstimate,
  type Estimate,
} from "./learner-model";
import {
  simulateBank,
  simulatePractice,
  simulateStudents,
  type BankOptions,
  type QuestionTruth,
  type SimulatedQuestion,
} from "./simulate";

export interface SuspectsTrialOptions extends Omit<BankOptions, "seed"> {
  seed: number;
  students: number;
  answersPerQuestion: number;
  /** Whose ability the detector is given: the learner model's (the server's) or the true one. */
  ability?: "model" | "true";
  minAnswers?: number;
  threshold?: number;
  /** False: the detector is not told whose each answer is, so abilities are taken as given. */
  refine?: boolean;
}

export interface SuspectsTrial {
  truths: QuestionTruth[];
  flagged: Map<string, SuspectReport>;
  /** Planted faults found (any reason), by kind, and with the reason that names the fault. */
  found: { wrongKey: number; attractive: number; withRightReason: number };
  planted: { wrongKey: number; attractive: number };
  clean: number;
  cleanFlagged: number;
}

export function suspectsTrial(
  questions: readonly SimulatedQuestion[],
  options: SuspectsTrialOptions,
): SuspectsTrial {
  const truths = simulateBank(questions, { ...options, seed: options.seed });
  const subjects = [...new Set(questions.map((q) => q.subject))];
  const students = simulateStudents(options.students, subjects, options.seed + 1);
  const answers = simulatePractice(truths, students, {
    seed: options.seed + 2,
    answersPerQuestion: options.answersPerQuestion,
  });
  const abilities = students.map(() => ({}) as Record<string, AbilityEstimate>);
  const difficulties = new Map<string, Estimate>();
  for (const a of answers) {
    const truth = truths[a.question]!;
    const next = updateOne(
      abilities[a.student]![truth.subject] ?? ABILITY_PRIOR,
      difficulties.get(truth.id) ?? DIFFICULTY_PRIOR,
      a.pick === truth.keyed,
      0,
    );
    abilities[a.student]![truth.subject] = next.ability;
    difficulties.set(truth.id, next.difficulty);
  }
  // Each student's abilities read together, as readiness reads them: a subject borrows from the rest.
  const pooled = abilities.map((a) => pooledAbilities(a, subjects, 0));
  const byQuestion = truths.map(() => [] as AnswerWithAbility[]);
  for (const a of answers) {
    const subject = truths[a.question]!.subject;
    byQuestion[a.question]!.push({
      pick: a.pick,
      // Whose ability: the student in the question's subject (the server passes the same).
      ...(options.refine === false ? {} : { who: `${a.student}:${subject}` }),
      ability:
        options.ability === "true"
          ? students[a.student]!.ability[subject]!
          : pooled[a.student]![subject]!.mean,
    });
  }
  const reports = contentSuspects(
    truths.map((t, i) => ({
      id: t.id,
      options: t.options,
      key: { accepted: [t.keyed], dropped: false },
      answers: byQuestion[i]!,
    })),
    options.minAnswers,
    options.threshold,
  );
  const flagged = new Map(reports.map((r) => [r.id, r]));
  const faulty = truths.filter((t) => t.fault);
  const kind = (k: string) => faulty.filter((t) => t.fault!.kind === k);
  const isFlagged = (t: QuestionTruth) => flagged.has(t.id);
  return {
    truths,
    flagged,
    planted: {
      wrongKey: kind("wrong-key").length,
      attractive: kind("attractive-distractor").length,
    },
    found: {
      wrongKey: kind("wrong-key").filter(isFlagged).length,
      attractive: kind("attractive-distractor").filter(isFlagged).length,
      withRightReason: faulty.filter((t) =>
        flagged
          .get(t.id)
          ?.reasons.some((r) =>
            t.fault!.kind === "wrong-key"
              ? r.code === "check-key"
              : r.code !== "check-key" || r.option === t.fault!.option,
          ),
      ).length,
    },
    clean: truths.length - faulty.length,
    cleanFlagged: truths.filter((t) => !t.fault && isFlagged(t)).length,
  };
}

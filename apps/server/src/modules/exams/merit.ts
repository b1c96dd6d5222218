import {
  profileFor,
  rankCandidates,
  scorePaper,
  toMarks,
  type ProfileName,
} from "@tayari/quiz/marking";
import type { StoredQuestion } from "./bank-repository";
import type { ExamRow } from "./exam-repository";
import type { listAttemptsForMarking } from "./result-repository";

type Marking = Awaited<ReturnType<typeof listAttemptsForMarking>>;
export type Candidate = Marking["attempts"][number];

/**
 * Scores every attempt of an exam from its stored answers and ranks them with the exam's profile,
 * by the key corrections the exam has (the regrade is this same call, decision 155).
 * Scoring is done from the database each time it is asked, so an attempt closed by its deadline
 * (with no request at that moment) is scored like a submitted one, on any server process.
 */
export function meritList(
  exam: Pick<ExamRow, "profile" | "custom_marks">,
  pool: readonly StoredQuestion[],
  marking: Marking,
) {
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  const byId = new Map(pool.map((q) => [q.id, q]));
  const picks = new Map<number, Map<number, string>>();
  for (const answer of marking.answers) {
    let map = picks.get(answer.attempt_id);
    if (!map) picks.set(answer.attempt_id, (map = new Map()));
    map.set(answer.question_id, answer.pick);
  }
  const entries = marking.attempts.map((attempt) => ({
    candidate: attempt,
    score: scorePaper(
      attempt.paper.map((id) => byId.get(id)!),
      picks.get(attempt.id) ?? new Map(),
      profile,
      marking.corrections,
    ),
  }));
  return rankCandidates(entries, profile.tieBreak);
}

/** The most a paper of this exam can score (the first attempt's paper, all right). */
export function maxScore(
  exam: Pick<ExamRow, "profile" | "custom_marks">,
  pool: readonly StoredQuestion[],
  paper: readonly number[],
) {
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  const byId = new Map(pool.map((q) => [q.id, q]));
  const questions = paper.map((id) => byId.get(id)!);
  return toMarks(
    scorePaper(questions, new Map(questions.map((q) => [q.id, q.answer])), profile).total,
  );
}

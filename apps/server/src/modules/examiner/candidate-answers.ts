import type { CandidateAnswersResponse } from "@tayari/contracts/exam-results";
import { profileFor, scorePaper, toMarks, type ProfileName } from "@tayari/quiz/marking";
import * as answerRepo from "../exams/answer-repository";
import * as attemptRepo from "../exams/attempt-repository";
import { currentCorrections } from "../exams/correction-repository";
import { maxScore } from "../exams/merit";
import { passagesOf, readPassages, readPool } from "../exams/papers";
import { isOver } from "../exams/results";
import { reviewInSlices } from "../exams/review";
import type { ExamDeps } from "./exam-deps";
import { findOwnExam } from "./own-exam";
import type { ExaminerRefusal } from "./refusals";

export type CandidateAnswersOutcome =
  | { kind: "paper"; paper: CandidateAnswersResponse }
  | Extract<ExaminerRefusal, { kind: "noExam" | "noCandidate" }>;

/**
 * One candidate's paper, opened from their row of the merit list (issues 44 and 46; the use case
 * behind `GET /api/examiner/exams/{slug}/candidates/{user}`): live as the answers stand, after the
 * close as marked; the student's review and the merit list's marking are the reading (decision 210).
 */
export async function candidateAnswers(
  deps: Pick<ExamDeps, "db" | "now" | "pools">,
  { ownerId, slug, user }: { ownerId: number; slug: string; user: number },
): Promise<CandidateAnswersOutcome> {
  const { db, pools } = deps;
  const exam = await findOwnExam(db, ownerId, slug);
  if (!exam) return { kind: "noExam", slug };
  const attempt = await attemptRepo.findCandidateAttempt(db, exam.id, user);
  if (!attempt) return { kind: "noCandidate", who: String(user) };
  const [pool, passages, picks, corrections] = await Promise.all([
    pools.get(exam.id, () => readPool(db, exam.id), exam.version),
    pools.passagesOf(exam.id, () => readPassages(db, exam.id), exam.version),
    answerRepo.listAnswers(db, attempt.id),
    currentCorrections(db, exam.id),
  ]);
  const byId = new Map(pool.map((q) => [q.id, q]));
  const pickOf = new Map(picks.map((a) => [a.question_id, a.pick]));
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  const questions = attempt.paper.map((id) => byId.get(id)!);
  const score = scorePaper(questions, pickOf, profile, corrections);
  const paper: CandidateAnswersResponse = {
    exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
    candidate: {
      user_id: user,
      name: attempt.name,
      email: attempt.email,
      submitted_at: attempt.submitted_at?.toISOString() ?? null,
    },
    final: isOver(exam, deps.now()),
    score: toMarks(score.total),
    max_score: maxScore(exam, pool, attempt.paper),
    correct: score.correct,
    wrong: score.wrong,
    unanswered: score.unanswered,
    dropped: score.dropped,
    review: await reviewInSlices(attempt, byId, pickOf, corrections, profile),
    ...passagesOf(passages, questions),
  };
  return { kind: "paper", paper };
}

import type { FastifyReply } from "fastify";
import { turn } from "../../lib/sliced";
import { secondsLeft } from "./deadline";
import { attemptJson } from "./paper-json";
import { passagesOf, poolIndex, studentQuestions } from "./papers";
import type { SealedResumed } from "./sealed-resume";
import type { StartedAttempt } from "./start-attempt";

type Answered = SealedResumed["answers"];

/** The attempt, its exam and its clock: the head of every answer to a start or a resume. */
function clockOf({ exam, attempt, now }: Pick<SealedResumed, "exam" | "attempt" | "now">) {
  return {
    id: attempt.id,
    exam: { slug: exam.slug, title: exam.title },
    started_at: attempt.started_at.toISOString(),
    deadline: attempt.deadline.toISOString(),
    seconds_left: secondsLeft(attempt.deadline, now),
    clock_ms: Math.max(0, now.getTime() - attempt.started_at.getTime()),
  };
}

const topSeq = (answers: Answered) => answers.reduce((top, a) => Math.max(top, a.seq), 0);

/** The picks, and each answer's number in the attempt's order of changes: a device merges by them (decision 341). */
function answersOf(answers: Answered) {
  return {
    answers: Object.fromEntries(answers.map((a) => [String(a.question_id), a.pick])),
    seqs: Object.fromEntries(answers.map((a) => [String(a.question_id), a.seq])),
  };
}

/** An attempt's answer but its questions (`sendAttempt` adds them). */
function attemptBody({ exam, paper: [pool, passages], attempt, answers, now }: StartedAttempt) {
  // The answers come latest pick last: the student goes on after the question touched last.
  const last = answers.at(-1);
  const lastIndex = last ? attempt.paper.indexOf(last.question_id) : -1;
  const byId = poolIndex(pool);
  return {
    ...clockOf({ exam, attempt, now }),
    resume_at: Math.min(lastIndex + 1, attempt.paper.length - 1),
    seq: topSeq(answers),
    // The passages its questions stand on, each once (decision 221).
    ...passagesOf(
      passages,
      attempt.paper.map((id) => byId.get(id)!),
    ),
    ...answersOf(answers),
  };
}

/**
 * A resume's answer to a device that holds the attempt's sealed copy (decision 0463): the clock
 * and the answers, not the paper.
 */
export function sealedResumeBody({ exam, attempt, answers, now }: SealedResumed) {
  return {
    paper_from_seal: true as const,
    ...clockOf({ exam, attempt, now }),
    seq: topSeq(answers),
    ...answersOf(answers),
  };
}

/**
 * An attempt's answer: its paper's JSON put together from its questions' pieces, a slice at a
 * time (`attemptJson`, papers.ts), the same bytes Fastify's serializer would make of the answer
 * with `studentQuestions`: encoded whole at each start, a paper of 7,400 questions held the event
 * loop for 0.2 s (issue 47).
 */
export async function sendAttempt(reply: FastifyReply, started: StartedAttempt) {
  const { paper, attempt } = started;
  await turn();
  const body = attemptBody(started);
  const json = await attemptJson(body, paper[0], attempt.paper, attempt.seed, turn);
  if (json !== null) return reply.type("application/json; charset=utf-8").send(json);
  return { ...body, questions: studentQuestions(paper[0], attempt.paper, attempt.seed) };
}

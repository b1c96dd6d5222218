import type { FastifyInstance } from "fastify";
import { verifiedRecipients } from "../mail/repository";
import type { HoldOf } from "./holds";
import {
  examsWithResultsToMail,
  queueResultsMailOnce,
  tellChangedOnce,
} from "./results-mail-repository";

/** What a results mail says of its exam. */
interface MailedExam {
  id: number;
  slug: string;
  title: string;
  opens_at: Date;
}

/** A results mail is worth sending for a week; after that the student has surely looked. */
const RESULTS_MAIL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When an exam's results are out (released by its examiner, or at its close), each student who sat
 * it gets one mail, through the mail queue, if their address is verified. The mail names the exam
 * by its title where a mail may carry it (decision 0475), its address and the day it opened; the
 * link on our own address leads to the result. The score each was told is kept (`told_score`).
 */
export function resultsMail(app: FastifyInstance, publicUrl: string, holdOf: HoldOf) {
  async function queueFor(exam: MailedExam, now: Date): Promise<boolean> {
    const expiresAt = new Date(now.getTime() + RESULTS_MAIL_TTL_MS);
    return queueResultsMailOnce(app.db, exam.id, now, async (trx, userIds) => {
      for (const user of await verifiedRecipients(trx, userIds)) {
        await app.mail.queue(trx, {
          kind: "exam-results",
          to: user.email,
          userId: user.id,
          language: user.language,
          params: {
            link: `${publicUrl}/exams/${encodeURIComponent(exam.slug)}`,
            slug: exam.slug,
            opensAt: exam.opens_at.toISOString(),
            title: exam.title,
          },
          expiresAt,
          dedupeKey: `exam-results:${exam.id}:${user.id}`,
        });
      }
    });
  }

  const regradeParams = (exam: MailedExam) => ({
    link: `${publicUrl}/exams/${encodeURIComponent(exam.slug)}`,
    slug: exam.slug,
    title: exam.title,
  });

  return {
    /**
     * A release after the results mail (decision 0475): each student whose score moved since they
     * were told gets one mail for all the corrections since; null when the results mail is still
     * to go (the release is the first).
     */
    async tellChanged(exam: MailedExam, now: Date): Promise<number | null> {
      const expiresAt = new Date(now.getTime() + RESULTS_MAIL_TTL_MS);
      let queued = false;
      const told = await tellChangedOnce(app.db, exam.id, async (trx, userIds) => {
        for (const user of await verifiedRecipients(trx, userIds))
          queued =
            (await app.mail.queue(trx, {
              kind: "exam-regraded",
              to: user.email,
              userId: user.id,
              language: user.language,
              params: regradeParams(exam),
              expiresAt,
              dedupeKey: `exam-regraded:${exam.id}:${user.id}:${now.getTime()}`,
            })) || queued;
      });
      if (queued) app.mail.wake();
      return told;
    },
    /** Right after a release: the mails go out without waiting for the worker's next round. */
    async released(exam: MailedExam, now: Date) {
      if (await queueFor(exam, now)) app.mail.wake();
    },
    /**
     * Every round of the mail worker: exams whose results came out at their close, or missed; one
     * held back by another running exam with its questions waits for a later round.
     */
    async queueDue(now: Date) {
      for (const exam of await examsWithResultsToMail(app.db, now))
        if (!(await holdOf(exam.id, now))) await queueFor(exam, now);
    },
  };
}

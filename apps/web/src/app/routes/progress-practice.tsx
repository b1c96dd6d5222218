import type { BankQuestion } from "@tayari/contracts/attempts";
import { useParams } from "react-router";
import { resultPage } from "./end-screens";
import { useAuth } from "../../features/auth/hooks/auth-store";
import { PracticePaper } from "../../features/quiz/components/practice-paper";
import { hasFinished, startFresh } from "../../features/quiz/attempt-storage";
import { drawnAttempt } from "../../features/quiz/prepare";
import { loadEntranceBank } from "../../features/quiz/banks";
import {
  fetchDueReview,
  fetchNextStep,
  fetchWeakTopics,
} from "../../features/progress/api/progress-api";
import { flushAttempts } from "../../features/progress/attempt-queue";
import { translateError } from "../../features/progress/labels";
import { t, useMessages } from "../../features/progress/messages";

import { FROM_HISTORY } from "../../features/quiz/configs";
import NotFound from "./not-found";

type Key = Parameters<typeof t>[0];

interface Practice {
  title: Key;
  info: Key;
  /** The questions, drawn by the server from the student's history. */
  load: () => Promise<{ questions: BankQuestion[] }>;
  /** Why there is no quiz when the server has no questions for one. */
  empty: Key;
}

const PRACTICES: Record<"weak-topics" | "review" | "next-step", Practice> = {
  // Chosen by the learner model for the largest expected gain (decision 193).
  "next-step": {
    title: "practiseNext",
    info: "practiseNextInfo",
    load: fetchNextStep,
    empty: "practiseNextEmpty",
  },
  "weak-topics": {
    title: "practiseWeakTopics",
    info: "practiseWeakTopicsInfo",
    load: fetchWeakTopics,
    empty: "weakTopicsEmpty",
  },
  review: {
    title: "reviewMissedTitle",
    info: "reviewInfo",
    load: fetchDueReview,
    empty: "reviewEmpty",
  },
};

/** The student's attempts still in this browser are sent first, so the draw knows them. */
async function draw(practice: Practice): Promise<BankQuestion[]> {
  await flushAttempts();
  let questions: BankQuestion[];
  try {
    ({ questions } = await practice.load());
  } catch (error) {
    // The server's or the client's words, in the interface's language.
    const message = translateError(error);
    throw error instanceof Error && message === error.message
      ? error
      : new Error(message, { cause: error });
  }
  if (questions.length === 0) throw new Error(t(practice.empty));
  return questions;
}

/**
 * A guest's "Practise next" (decision 229): worked out here from the attempts this browser keeps
 * and the bundled entrance bank (cached, so it works offline), by code fetched only now.
 */
const GUEST_NEXT_STEP: Practice = {
  title: "practiseNext",
  info: "practiseNextGuestInfo",
  load: async () => {
    const [{ guestNextStep }, questions] = await Promise.all([
      import("../../features/progress/guest-next-step"),
      loadEntranceBank(),
    ]);
    return { questions: guestNextStep(questions, Date.now()) };
  },
  empty: "practiseNextEmpty",
};

const isPractice = (name: string): name is keyof typeof PRACTICES => Object.hasOwn(PRACTICES, name);

/**
 * /progress/weak-topics, /progress/review and /progress/next-step: quizzes drawn from the student's
 * own history. Only "next-step" is open to guests (its own route); the route's gate keeps the others
 * for the signed-in.
 */
export default function PracticeRoute() {
  const { t } = useMessages();
  const { practice: name = "next-step" } = useParams();
  const { user } = useAuth();
  if (!isPractice(name)) return <NotFound />;
  const guest = !user;
  const practice = guest ? GUEST_NEXT_STEP : PRACTICES[name];
  return (
    <PracticePaper
      key={guest ? "guest-next-step" : name}
      attemptKey={name}
      prepare={() => {
        // A set already finished (its result's "Practise next") is not resumed: a new one is drawn.
        if (hasFinished(name)) startFresh(name);
        return drawnAttempt(name, async () => [[name, await draw(practice)]]);
      }}
      // The clock starts on Start, not while the introduction is read (issue 69).
      startFirst
      drawn
      title={t(practice.title)}
      info={<p className="quiz-info">{t(practice.info)}</p>}
      screen={FROM_HISTORY}
      preloadEnd={resultPage.preload}
      record={{ mode: name, source: name }}
    />
  );
}

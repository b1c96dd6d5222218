import type { BankQuestion } from "@tayari/contracts/attempts";
import { useParams } from "react-router";
import { resultPage } from "../app/end-screens";
import { useAuth } from "../features/auth/hooks/auth-store";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { drawnAttempt } from "../features/quiz/prepare";
import { fetchDueReview, fetchWeakTopics } from "../features/progress/api/progress-api";
import { flushAttempts } from "../features/progress/attempt-queue";
import { SignInFirst } from "../features/progress/components/sign-in-first";

import { FROM_HISTORY } from "../features/quiz/configs";
import NotFound from "./not-found";

interface Practice {
  title: string;
  info: string;
  /** The questions, drawn by the server from the student's history. */
  load: () => Promise<{ questions: BankQuestion[] }>;
  /** Why there is no quiz when the server has no questions for one. */
  empty: string;
}

const PRACTICES: Record<"weak-topics" | "review", Practice> = {
  "weak-topics": {
    title: "Practise my weak topics",
    info: "20 questions from your three weakest categories, ones you have not seen lately first. 60 seconds a question.",
    load: fetchWeakTopics,
    empty: "there are no questions to practise in your weak categories yet.",
  },
  review: {
    title: "Review missed questions",
    info: "The questions you missed that are due for review today. 60 seconds a question.",
    load: fetchDueReview,
    empty: "nothing is due for review today. Well done!",
  },
};

/** The student's attempts still in this browser are sent first, so the draw knows them. */
async function draw(practice: Practice): Promise<BankQuestion[]> {
  await flushAttempts();
  const { questions } = await practice.load();
  if (questions.length === 0) throw new Error(practice.empty);
  return questions;
}

const isPractice = (name: string): name is keyof typeof PRACTICES => Object.hasOwn(PRACTICES, name);

/** /progress/weak-topics and /progress/review: quizzes drawn from the student's own history. */
export default function PracticeRoute() {
  const { practice: name = "" } = useParams();
  const { user } = useAuth();
  if (!isPractice(name)) return <NotFound />;
  if (!user) return <SignInFirst />;
  const practice = PRACTICES[name];
  return (
    <PreparedQuiz
      key={name}
      attemptKey={name}
      prepare={() => drawnAttempt(name, async () => [[name, await draw(practice)]])}
      title={practice.title}
      info={<p className="quiz-info">{practice.info}</p>}
    >
      {(questions) => (
        <TimedQuiz
          title={practice.title}
          questions={questions}
          screen={FROM_HISTORY}
          preloadEnd={resultPage.preload}
          record={{ mode: name, source: name }}
        />
      )}
    </PreparedQuiz>
  );
}

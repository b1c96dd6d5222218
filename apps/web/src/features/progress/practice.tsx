import type { QuizConfig } from "@tayari/quiz/machine";
import type { BankQuestion } from "@tayari/contracts/attempts";
import { resultPage } from "../../app/end-screens";
import { useAuth } from "../auth/hooks/auth-store";
import { PreparedQuiz } from "../quiz/components/prepared-quiz";
import { TimedQuiz } from "../quiz/components/timed-quiz";
import { drawnAttempt } from "../quiz/prepare";
import { fetchDueReview, fetchWeakTopics } from "./api/progress-api";
import { flushAttempts } from "./attempt-queue";
import { SignInFirst } from "./components/sign-in-first";

// Like a year paper: a minute a question, the key shown for two seconds.
const FROM_HISTORY: QuizConfig = { secondsPerQuestion: 60, revealMs: 2000, scoring: true };

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

/** A quiz drawn from the student's own history: the drawn questions survive a reload. */
export function PracticeFromHistory({ mode }: { mode: keyof typeof PRACTICES }) {
  const { user } = useAuth();
  if (!user) return <SignInFirst />;
  const practice = PRACTICES[mode];
  return (
    <PreparedQuiz
      attemptKey={mode}
      prepare={() => drawnAttempt(mode, async () => [[mode, await draw(practice)]])}
      title={practice.title}
      info={<p className="quiz-info">{practice.info}</p>}
    >
      {(questions) => (
        <TimedQuiz
          title={practice.title}
          questions={questions}
          config={FROM_HISTORY}
          timerLabel="Remaining Time"
          end="result"
          preloadEnd={resultPage.preload}
          record={{ mode, source: mode }}
        />
      )}
    </PreparedQuiz>
  );
}

import { useState, type ReactNode } from "react";
import { PaceChoice } from "../../../components/sitting/pace-choice";
import type { DrawnQuestion as Question } from "@tayari/contracts/banks";
import { useStartInSlices } from "../../../lib/use-start-in-slices";
import type { RecordAs } from "../../progress";
import { hasProgress } from "../attempt-storage";
import type { ScreenConfig } from "../configs";
import { useMessages } from "../start-messages";
import { resumeAttempt, startAttempt } from "../prepare";
import { PreparedQuiz } from "./prepared-quiz";
import { TimedQuiz, type TimedQuizProps } from "./timed-quiz";

interface PracticePaperProps extends Pick<
  TimedQuizProps,
  "preloadEnd" | "completeLater" | "record"
> {
  attemptKey: string;
  /**
   * The questions. A paper that opens on its start screen loads them as written (its attempt is
   * claimed on Start); the others as the screen shows them, the attempt claimed.
   */
  prepare: () => Promise<Question[]>;
  title: string;
  /** The title is content (a bank's subject and section), marked with its language. */
  titleIsContent?: boolean;
  info: ReactNode;
  screen: ScreenConfig;
  /** Opens on a start screen; the clock begins on Start (year papers and drills, decision 122). */
  startFirst?: boolean;
  /**
   * The questions come drawn for this attempt, in the order shown and kept (`drawnAttempt`): Start
   * only starts the clock (practise next and the other drills of a student's history).
   */
  drawn?: boolean;
  /** Said instead of the paper when it has no questions. */
  empty?: string;
  record?: RecordAs;
}

/**
 * A practice paper from load to end: its frame, the start screen where it has one, then the timed
 * quiz. A paper under way in this browser (a reload) goes on without its start screen.
 */
export function PracticePaper({
  attemptKey,
  prepare,
  title,
  titleIsContent,
  info,
  screen,
  startFirst = false,
  drawn = false,
  empty,
  ...quiz
}: PracticePaperProps) {
  // Decided once, before the questions load: a reload mid-paper resumes it at once.
  const [resuming] = useState(() => startFirst && hasProgress(attemptKey));
  const [started, setStarted] = useState<Question[] | null>(null);
  const [starting, start] = useStartInSlices();
  const sit = (questions: Question[]) => (
    <TimedQuiz title={title} questions={questions} screen={screen} {...quiz} />
  );
  return (
    <PreparedQuiz
      attemptKey={attemptKey}
      prepare={resuming && !drawn ? () => prepare().then(resumeAttempt) : prepare}
      title={title}
      titleIsContent={titleIsContent}
      info={info}
    >
      {(questions) =>
        questions.length === 0 && empty ? (
          <p>{empty}</p>
        ) : !startFirst || resuming ? (
          sit(questions)
        ) : started ? (
          sit(started)
        ) : (
          <StartScreen
            count={questions.length}
            screen={screen}
            starting={starting}
            onStart={() =>
              start(() => setStarted(drawn ? questions : startAttempt(attemptKey, questions)))
            }
          />
        )
      }
    </PreparedQuiz>
  );
}

/** What the paper asks of the student before its clock runs: how many, how long, what follows each. */
function StartScreen({
  count,
  screen,
  starting,
  onStart,
}: {
  count: number;
  screen: ScreenConfig;
  starting: boolean;
  onStart: () => void;
}) {
  const { t, plural } = useMessages();
  const { secondsPerQuestion, revealMs } = screen.quiz;
  return (
    <div className="start-screen">
      <p className="start-facts">{plural("startFacts", count, { seconds: secondsPerQuestion })}</p>
      {revealMs === null ? null : screen.pace ? (
        <PaceChoice revealMs={revealMs} />
      ) : (
        <p>{t("startReveal", { seconds: revealMs / 1000 })}</p>
      )}
      <p className="hint">{t("startClock")}</p>
      <p>
        <button type="button" className="button primary" disabled={starting} onClick={onStart}>
          {t("start")}
        </button>
      </p>
    </div>
  );
}

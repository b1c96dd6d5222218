import { PreparedQuiz } from "./prepared-quiz";
import { TimedQuiz } from "./timed-quiz";
import { PLUS_TWO_EXAM } from "../configs";
import { prepareExam } from "../prepare";

const TITLES = {
  science: "Entrance Examination of +2 Science",
  management: "Entrance Examination of +2 Management",
} as const;

export function ExamStart({
  exam,
  preloadEnd,
}: {
  exam: "science" | "management";
  preloadEnd?: () => unknown;
}) {
  return (
    <PreparedQuiz
      key={exam}
      attemptKey={`exam:${exam}`}
      prepare={() => prepareExam(exam)}
      title={TITLES[exam]}
      info={(prepared) => (
        <>
          {prepared ? <p className="set-number">Set {prepared.setNumber}</p> : null}
          <p className="instruction">
            Attempt all the questions and darken your answer in the given answer sheet.
          </p>
        </>
      )}
    >
      {({ questions }) => (
        <TimedQuiz
          title={TITLES[exam]}
          questions={questions}
          screen={PLUS_TWO_EXAM}
          preloadEnd={preloadEnd}
        />
      )}
    </PreparedQuiz>
  );
}

import { PreparedQuiz } from "./prepared-quiz";
import { TimedQuiz } from "./timed-quiz";
import { PLUS_TWO_EXAM } from "../configs";
import { prepareExam } from "../prepare";
import { useMessages } from "../start-messages";

const TITLES = { science: "scienceExam", management: "managementExam" } as const;

export function ExamStart({
  exam,
  preloadEnd,
}: {
  exam: "science" | "management";
  preloadEnd?: () => unknown;
}) {
  const { t } = useMessages();
  const title = t(TITLES[exam]);
  return (
    <PreparedQuiz
      key={exam}
      attemptKey={`exam:${exam}`}
      prepare={() => prepareExam(exam)}
      title={title}
      info={(prepared) => (
        <>
          {prepared ? (
            <p className="set-number">{t("setNumber", { number: prepared.setNumber })}</p>
          ) : null}
          <p className="instruction">{t("examInstruction")}</p>
        </>
      )}
    >
      {({ questions }) => (
        <TimedQuiz
          title={title}
          questions={questions}
          screen={PLUS_TWO_EXAM}
          preloadEnd={preloadEnd}
        />
      )}
    </PreparedQuiz>
  );
}

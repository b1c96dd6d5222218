import { resultPage } from "../app/end-screens";
import { useParams } from "react-router";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { SUBJECT_PRACTICE } from "../features/quiz/configs";
import { prepareSubjectPractice } from "../features/quiz/prepare";

export default function EntrancePracticePage() {
  const { subject = "", section = "" } = useParams();
  const key = `practice:${subject}/${section}`;
  const title = `${subject}: ${section}`;
  return (
    <PreparedQuiz
      key={key}
      attemptKey={key}
      prepare={() => prepareSubjectPractice(subject, section)}
      title={title}
      info={
        <p className="quiz-info">
          Subject: {subject} · Section: {section}
        </p>
      }
    >
      {(questions) =>
        questions.length === 0 ? (
          <p>No questions available for this subject and section.</p>
        ) : (
          <TimedQuiz
            title={title}
            questions={questions}
            screen={SUBJECT_PRACTICE}
            preloadEnd={resultPage.preload}
            record={subject === "English" ? { mode: "english-topic", source: section } : undefined}
          />
        )
      }
    </PreparedQuiz>
  );
}

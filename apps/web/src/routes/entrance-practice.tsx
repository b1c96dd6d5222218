import { resultPage } from "../app/end-screens";
import { useParams } from "react-router";
import { contentLanguage } from "../lib/i18n";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { SUBJECT_PRACTICE } from "../features/quiz/configs";
import { useMessages } from "../features/quiz/messages";
import { prepareSubjectPractice } from "../features/quiz/prepare";

export default function EntrancePracticePage() {
  const { t } = useMessages();
  const { subject = "", section = "" } = useParams();
  const key = `practice:${subject}/${section}`;
  const title = `${subject}: ${section}`;
  return (
    <PreparedQuiz
      key={key}
      attemptKey={key}
      prepare={() => prepareSubjectPractice(subject, section)}
      title={title}
      titleIsContent
      info={
        <p className="quiz-info">
          {t("subjectLabel")} <span lang={contentLanguage(subject)}>{subject}</span> ·{" "}
          {t("sectionLabel")} <span lang={contentLanguage(section)}>{section}</span>
        </p>
      }
    >
      {(questions) =>
        questions.length === 0 ? (
          <p>{t("noSectionQuestions")}</p>
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

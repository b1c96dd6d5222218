import { resultPage } from "./end-screens";
import { useParams } from "react-router";
import { contentLanguage } from "../../lib/i18n";
import { PracticePaper } from "../../features/quiz/components/practice-paper";
import { SUBJECT_PRACTICE } from "../../features/quiz/configs";
import { useMessages } from "../../features/quiz/start-messages";
import { loadSubjectPractice } from "../../features/quiz/prepare";

export default function EntrancePracticePage() {
  const { t } = useMessages();
  const { subject = "", section = "" } = useParams();
  const key = `practice:${subject}/${section}`;
  const title = `${subject}: ${section}`;
  return (
    <PracticePaper
      key={key}
      attemptKey={key}
      prepare={() => loadSubjectPractice(subject, section)}
      startFirst
      title={title}
      titleIsContent
      info={
        <p className="quiz-info">
          {t("subjectLabel")} <span lang={contentLanguage(subject)}>{subject}</span> ·{" "}
          {t("sectionLabel")} <span lang={contentLanguage(section)}>{section}</span>
        </p>
      }
      empty={t("noSectionQuestions")}
      screen={SUBJECT_PRACTICE}
      preloadEnd={resultPage.preload}
      record={subject === "English" ? { mode: "english-topic", source: section } : undefined}
    />
  );
}

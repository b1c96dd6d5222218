import { useMessages } from "../messages";
import { StartLink } from "./start-link";
import { ScholarshipTagline } from "./tagline";

const EXAMS = {
  science: { title: "scienceExamTitle", sets: 4 },
  management: { title: "managementExamTitle", sets: 2 },
} as const;

export function ExamLanding({ exam }: { exam: keyof typeof EXAMS }) {
  const { t, plural } = useMessages();
  const { title, sets } = EXAMS[exam];
  return (
    <div className="page landing">
      <section className="hero">
        <h1>{t(title)}</h1>
        <ScholarshipTagline />
        <p>{plural("examRules", sets)}</p>
        <StartLink to={`/exam/${exam}/start`} className="button primary">
          {t("startExam")}
        </StartLink>
      </section>
    </div>
  );
}

import { StartLink } from "./start-link";
import { ScholarshipTagline } from "./tagline";

const EXAMS = {
  science: { title: "Entrance Examination of +2 Science", sets: 4 },
  management: { title: "Entrance Examination of +2 Management", sets: 2 },
} as const;

export function ExamLanding({ exam }: { exam: keyof typeof EXAMS }) {
  const { title, sets } = EXAMS[exam];
  return (
    <div className="page landing">
      <section className="hero">
        <h1>{title}</h1>
        <ScholarshipTagline />
        <p>
          One of {sets} sets of 50 questions is chosen for you. Each question has 60 seconds; when
          the time runs out the next one appears.
        </p>
        <StartLink to={`/exam/${exam}/start`} className="button primary">
          Start Exam
        </StartLink>
      </section>
    </div>
  );
}

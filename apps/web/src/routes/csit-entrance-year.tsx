import { resultPage } from "../app/end-screens";
import { Link, useParams } from "react-router";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { YEAR_PAPER } from "../features/quiz/configs";
import { ENTRANCE_PAPERS, isPaperYear, lastPaperYear } from "@tayari/content/banks";
import { prepareYearPaper } from "../features/quiz/prepare";

export default function CsitEntranceYearPage() {
  const { year: param = "" } = useParams();
  const year = /^\d{4}$/.test(param) ? Number(param) : NaN;
  if (!isPaperYear(year)) {
    return (
      <section className="page">
        <h1>No paper for {param || "that year"}</h1>
        <p>
          Model papers are available for the years {ENTRANCE_PAPERS.firstYear} to {lastPaperYear()}.
        </p>
        <Link to="/csit/entrance-preparation">Choose a year</Link>
      </section>
    );
  }
  const title = `${year} Entrance Questions`;
  return (
    <PreparedQuiz
      key={year}
      attemptKey={`year:${year}`}
      prepare={() => prepareYearPaper(year)}
      title={title}
      info={
        <p className="quiz-info">
          A model paper in the pattern of the {year} B.Sc.CSIT entrance examination, written by
          Tayari.
        </p>
      }
    >
      {(questions) => (
        <TimedQuiz
          title={title}
          questions={questions}
          screen={YEAR_PAPER}
          preloadEnd={resultPage.preload}
          record={{ mode: "year-paper", source: String(year) }}
        />
      )}
    </PreparedQuiz>
  );
}

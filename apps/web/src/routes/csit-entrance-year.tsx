import { resultPage } from "../app/end-screens";
import { Link, useParams } from "react-router";
import { PracticePaper } from "../features/quiz/components/practice-paper";
import { YEAR_PAPER } from "../features/quiz/configs";
import { ENTRANCE_PAPERS, isPaperYear, lastPaperYear } from "@tayari/content/banks";
import { useMessages } from "../features/quiz/messages";
import { loadYearPaper } from "../features/quiz/prepare";

export default function CsitEntranceYearPage() {
  const { t } = useMessages();
  const { year: param = "" } = useParams();
  const year = /^\d{4}$/.test(param) ? Number(param) : NaN;
  if (!isPaperYear(year)) {
    return (
      <section className="page">
        <h1>{param ? t("noPaperFor", { year: param }) : t("noPaperThatYear")}</h1>
        <p>{t("papersRange", { first: ENTRANCE_PAPERS.firstYear, last: lastPaperYear() })}</p>
        <Link to="/csit/entrance-preparation">{t("chooseYear")}</Link>
      </section>
    );
  }
  const title = t("yearTitle", { year });
  return (
    <PracticePaper
      key={year}
      attemptKey={`year:${year}`}
      prepare={() => loadYearPaper(year)}
      startFirst
      title={title}
      info={<p className="quiz-info">{t("yearInfo", { year })}</p>}
      screen={YEAR_PAPER}
      preloadEnd={resultPage.preload}
      record={{ mode: "year-paper", source: String(year) }}
    />
  );
}

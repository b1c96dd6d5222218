import { resultPage } from "./end-screens";
import { useParams } from "react-router";
import { NotHere } from "../../components/ui/not-here";
import { PracticePaper } from "../../features/quiz/components/practice-paper";
import { YEAR_PAPER } from "../../features/quiz/configs";
import { ENTRANCE_PAPERS, isPaperYear, lastPaperYear } from "@tayari/content/banks";
import { useMessages } from "../../features/quiz/start-messages";
import { loadYearPaper } from "../../features/quiz/prepare";

export default function CsitEntranceYearPage() {
  const { t } = useMessages();
  const { year: param = "" } = useParams();
  const year = /^\d{4}$/.test(param) ? Number(param) : NaN;
  if (!isPaperYear(year)) {
    // A year of four digits is named ("No model paper for 2090"); anything else is no year at all.
    return (
      <NotHere
        title={/^\d{4}$/.test(param) ? t("noPaperFor", { year: param }) : t("noPaperThatYear")}
        text={t("papersRange", { first: ENTRANCE_PAPERS.firstYear, last: lastPaperYear() })}
        back={{ to: "/csit/entrance-preparation", label: t("chooseYear") }}
      />
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

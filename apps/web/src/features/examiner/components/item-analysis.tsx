import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import type { ApiError } from "../../../lib/api-error";
import { useExamAnalysis } from "../api/get-exam-analysis";
import { viewPath } from "../exam-views";
import type { ExamMoments } from "../hooks/use-exam-moments";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { PassagesProvider } from "../../../components/question/passages";
import { optionLetter } from "../../../lib/letters";
import { AnalysedQuestion, FLAG_WORDS } from "./analysed-question";
import { CorrectionLog } from "./correction-log";
import { PaperFigures } from "./paper-figures";
import { RegradeBatchProvider, RegradePanel } from "./regrade-batch";
import "./item-analysis.css";

/**
 * The exam's item analysis (issue 44): the paper's figures and chart, the key corrections made, then
 * the regrade waiting (corrections gathered from the questions, previewed, made at once), then
 * every question with its figures, flags and option counts. Live while the exam runs (asked again
 * as the list of exams is), final once it is over.
 */
export function ItemAnalysis({ exam, moments }: { exam: ExaminerExam; moments: ExamMoments }) {
  const { t } = useMessages();
  const analysis = useExamAnalysis(exam.slug, moments.running);
  const { hash } = useLocation();
  const loaded = !!analysis.data;
  // Opened at one question (a link from the summary's flags): shown once the analysis is drawn.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [loaded, hash]);
  if (analysis.error)
    return (
      <p role="alert">
        <CodedText message={analysis.error as ApiError} />
      </p>
    );
  const a = analysis.data;
  if (!a) return <p role="status">{t("loadingAnalysis")}</p>;
  return (
    <div className="item-analysis">
      <p className="hint">
        {t(a.final ? "analysisFinal" : "analysisLive")}{" "}
        {t("analysisMinimum", { min: a.min_candidates })}
      </p>
      <h3>{t("paperFigures")}</h3>
      <PaperFigures paper={a.paper} />
      <h3>{t("corrections")}</h3>
      <CorrectionLog analysis={a} />
      <RegradeBatchProvider>
        <RegradePanel exam={exam} />
        <PassagesProvider passages={a.passages}>
          <ol className="analysed-questions">
            {a.questions.map((q, i) => (
              <li key={q.id} id={`question-${i + 1}`}>
                <AnalysedQuestion q={q} number={i + 1} min={a.min_candidates} />
              </li>
            ))}
          </ol>
        </PassagesProvider>
      </RegradeBatchProvider>
    </div>
  );
}

/**
 * The questions the analysis flags, first on the exam's summary (issue 68 point 5): each by its
 * number with its flags in words, a link to it in the analysis's view. Nothing before the exam
 * opens, nor while no question is flagged.
 */
export function FlaggedQuestions({ exam, moments }: { exam: ExaminerExam; moments: ExamMoments }) {
  const { t } = useMessages();
  const analysis = useExamAnalysis(exam.slug, moments.running);
  const flagged = (analysis.data?.questions ?? [])
    .map((q, i) => ({ q, number: i + 1 }))
    .filter(({ q }) => q.state === "analysed" && q.flags.length > 0);
  if (moments.notYetOpen || flagged.length === 0) return null;
  return (
    <section aria-labelledby="exam-flags">
      <h2 id="exam-flags">{t("flaggedQuestions")}</h2>
      <ul className="flagged-questions">
        {flagged.map(({ q, number }) => (
          <li key={q.id}>
            <Link to={`${viewPath(exam.slug, "analysis")}#question-${number}`}>
              {t("questionNumber", { number })}
            </Link>
            :{" "}
            {q.flags
              .map((flag) => t(FLAG_WORDS[flag.code], { letter: optionLetter(flag.option ?? 0) }))
              .join(" ")}
          </li>
        ))}
      </ul>
    </section>
  );
}

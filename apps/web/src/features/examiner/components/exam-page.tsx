import type { ReactNode } from "react";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { examsMessages } from "@tayari/contracts/messages/exams";
import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import type { ApiError } from "../../../lib/api-error";
import { localMessage } from "../../../lib/codes";
import { contentLanguage } from "../../../lib/i18n";
import { useExaminerExam } from "../api/list-examiner-exams";
import { useExamMoments } from "../hooks/use-exam-moments";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { ExamActions } from "./exam-actions";
import { ExamCandidates } from "./exam-candidates";
import { ExamLog } from "./exam-log";
import { ExamSummary } from "./exam-summary";
import { ItemAnalysis } from "./item-analysis";
import { SignInFirst } from "./sign-in-first";

/** `/examiner/exams/{slug}`: one of the examiner's exams, part by part. */
export function ExamPage({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  if (!signedIn) return <SignInFirst what="examiner" />;
  return <OneExam slug={slug} />;
}

function OneExam({ slug }: { slug: string }) {
  const { t } = useMessages();
  const exam = useExaminerExam(slug);
  const failure = exam.error
    ? (exam.error as ApiError)
    : exam.data === null
      ? // Another examiner's exam is as unknown as one that does not exist (the API's own rule).
        localMessage(examsMessages, "exams.noExam", { slug })
      : null;
  if (failure)
    return (
      <section className="page">
        <p className="load-error" role="alert">
          <CodedText message={failure} />
        </p>
      </section>
    );
  if (!exam.data)
    return (
      <section className="page">
        <p role="status">{t("loadingExam")}</p>
      </section>
    );
  return <ExamParts exam={exam.data} />;
}

/** One part of the exam's page: a section with its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The exam's parts, each a section of its page under its own heading: what it is and where it
 * stands, then its results with what the examiner does with them, then the item analysis of its
 * questions with their key corrections. Its candidates (the list, extra time, reopening) and its log
 * are parts of their own, between what it is and its results.
 */
function ExamParts({ exam }: { exam: ExaminerExam }) {
  const { t } = useMessages();
  const moments = useExamMoments(exam);
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t("examiner"), to: "/examiner" }, { label: exam.title }]} />
      <h1 lang={contentLanguage(exam.title)}>{exam.title}</h1>
      <Part id="exam-summary" title={t("examSummary")}>
        <ExamSummary exam={exam} moments={moments} />
      </Part>
      <Part id="exam-candidates" title={t("examCandidates")}>
        <ExamCandidates exam={exam} />
      </Part>
      <Part id="exam-log" title={t("examLog")}>
        <ExamLog exam={exam} />
      </Part>
      <Part id="exam-results" title={t("examResults")}>
        <ExamActions exam={exam} moments={moments} meritShown />
      </Part>
      <Part id="exam-analysis" title={t("itemAnalysis")}>
        <ItemAnalysis exam={exam} moments={moments} />
      </Part>
    </section>
  );
}

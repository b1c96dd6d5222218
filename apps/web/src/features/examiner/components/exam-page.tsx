import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { isPublicExamBank } from "@tayari/contracts/exam-banks";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import { contentLanguage } from "../../../lib/i18n";
import { useExaminerBanks } from "../api/list-examiner-banks";
import { useExaminerExam } from "../api/list-examiner-exams";
import { useExamMoments, type ExamMoments } from "../hooks/use-exam-moments";
import { useMessages } from "../messages";
import { ExamActions } from "./exam-actions";
import { ExamCandidates } from "./exam-candidates";
import { ExamForm } from "./exam-form";
import { ExamLog } from "./exam-log";
import { ExamSummary, zoned } from "./exam-summary";
import { ExtendExam } from "./extend-exam";
import { FlaggedQuestions, ItemAnalysis } from "./item-analysis";
import { NotTheirs, PageFailure, PageLoading } from "./page-state";

/** `/examiner/exams/{slug}`: one of the examiner's exams, part by part. */
export function ExamPage({ slug }: { slug: string }) {
  return <OneExam slug={slug} />;
}

function OneExam({ slug }: { slug: string }) {
  const { t } = useMessages();
  const exam = useExaminerExam(slug);
  // Another examiner's exam is as unknown as one that does not exist (the API's own rule).
  if (exam.data === null) return <NotTheirs kind="exam" />;
  if (exam.error) return <PageFailure error={exam.error} />;
  if (!exam.data) return <PageLoading text={t("loadingExam")} />;
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

/** The page's parts in the order they stand, for the list of links at its top. */
const PARTS = [
  ["exam-summary", "examSummary"],
  ["exam-results", "examResults"],
  ["exam-analysis", "itemAnalysis"],
  ["exam-candidates", "examCandidates"],
  ["exam-log", "examLog"],
] as const;

/**
 * The exam's parts, each a section of its page under its own heading (issue 68 point 5): the
 * questions the analysis flags first, then what it is and where it stands, what can change, its
 * results with what the examiner does with them, the item analysis with its key corrections, its
 * candidates (the list, extra time, reopening) and last its log. A list of links at the top goes
 * to each part.
 */
function ExamParts({ exam }: { exam: ExaminerExam }) {
  const { t } = useMessages();
  const moments = useExamMoments(exam);
  const { over, cancelled } = moments;
  return (
    <section className="page">
      <Breadcrumbs
        trail={[
          { label: t("examiner"), to: "/examiner" },
          ...(over || cancelled ? [{ label: t("archive"), to: "/examiner/archive" }] : []),
          { label: exam.title },
        ]}
      />
      <h1 lang={contentLanguage(exam.title)}>{exam.title}</h1>
      <nav aria-label={t("examParts")}>
        <ul className="exam-parts">
          {PARTS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <FlaggedQuestions exam={exam} moments={moments} />
      <Part id="exam-summary" title={t("examSummary")}>
        <ExamSummary exam={exam} moments={moments} />
        {/* The paper as a candidate sees it, nothing recorded (decision 250). */}
        <p className="hint">{t("previewAsCandidateHint")}</p>
        <div className="quiz-actions">
          <Link className="button" to={`/examiner/exams/${exam.slug}/preview`}>
            {t("previewAsCandidate")}
          </Link>
        </div>
      </Part>
      <Part
        id="exam-change"
        title={t(moments.running ? "moreTime" : moments.notYetOpen ? "editExam" : "copyExam")}
      >
        <ChangeExam exam={exam} moments={moments} />
      </Part>
      <Part id="exam-results" title={t("examResults")}>
        <ExamActions exam={exam} moments={moments} meritShown />
      </Part>
      <Part id="exam-analysis" title={t("itemAnalysis")}>
        <ItemAnalysis exam={exam} moments={moments} />
      </Part>
      <Part id="exam-candidates" title={t("examCandidates")}>
        <ExamCandidates exam={exam} />
      </Part>
      <Part id="exam-log" title={t("examLog")}>
        <ExamLog exam={exam} />
      </Part>
    </section>
  );
}

/**
 * What can change (decision 205): before the opening, everything (the form filled with the exam);
 * while it runs, more time; at any moment, a copy as a new exam (decision 207), which leads to the
 * new exam's page once made.
 */
function ChangeExam({ exam, moments }: { exam: ExaminerExam; moments: ExamMoments }) {
  const { t } = useMessages();
  const navigate = useNavigate();
  const banks = useExaminerBanks().data?.banks ?? [];
  const [open, setOpen] = useState<"edit" | "copy" | null>(null);
  const [saved, setSaved] = useState(false);
  /** The button that opens `which` form below, or closes it. */
  const opener = (which: "edit" | "copy", label: string) => (
    <button
      className="button"
      type="button"
      aria-expanded={open === which}
      onClick={() => {
        setSaved(false);
        setOpen((now) => (now === which ? null : which));
      }}
    >
      {label}
    </button>
  );
  return (
    <>
      {moments.notYetOpen && (
        <p className="hint">{t("editUntilOpen", { when: zoned(exam.opens_at) })}</p>
      )}
      {moments.running && <ExtendExam exam={exam} />}
      {/* The form holds a private bank or a site's bank an exam is made from (decision 296). */}
      {(isPublicExamBank(exam.source) || !exam.source.startsWith("public:")) && (
        <div className="quiz-actions">
          {moments.notYetOpen && opener("edit", t("editExam"))}
          {opener("copy", t("copyExam"))}
        </div>
      )}
      {saved && (
        <p className="reveal-note correct" role="status">
          {t("saved")}
        </p>
      )}
      {open === "edit" && moments.notYetOpen && (
        <ExamForm
          banks={banks}
          edit={exam}
          onSaved={() => {
            setOpen(null);
            setSaved(true);
          }}
        />
      )}
      {open === "copy" && (
        <ExamForm
          banks={banks}
          copyOf={exam}
          onCreated={(made) => void navigate(`/examiner/exams/${made.slug}`)}
        />
      )}
    </>
  );
}

import { useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { isPublicExamBank } from "@tayari/contracts/exam-banks";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import { contentLanguage } from "../../../lib/i18n";
import { useExaminerBanks } from "../api/list-examiner-banks";
import { useExaminerExam } from "../api/list-examiner-exams";
import { useExamMoments, type ExamMoments } from "../hooks/use-exam-moments";
import { EXAM_VIEWS, viewAt, viewPath, type ExamView } from "../exam-views";
import { useMessages } from "../messages";
import { useMessages as useViewMessages } from "../view-messages";
import { ExamActions } from "./exam-actions";
import { ExamCandidates } from "./exam-candidates";
import { ExamForm } from "./exam-form";
import { ExamLog } from "./exam-log";
import { ExamSummary, zoned } from "./exam-summary";
import { ExtendExam } from "./extend-exam";
import { FlaggedQuestions, ItemAnalysis } from "./item-analysis";
import { MeritView } from "./merit-view";
import { NotTheirs, PageFailure, PageLoading } from "./page-state";

/**
 * `/examiner/exams/{slug}` and the views below it (issue 68 point 5, decision 0481): one of the
 * examiner's exams, one view at a time (`view`, else the one the address names), each asking only
 * for its own data.
 */
export function ExamPage({ slug, view }: { slug: string; view?: ExamView }) {
  const here = viewAt(useLocation().pathname);
  return <OneExam slug={slug} view={view ?? here} />;
}

function OneExam({ slug, view }: { slug: string; view: ExamView }) {
  const { t } = useMessages();
  const exam = useExaminerExam(slug);
  // Another examiner's exam is as unknown as one that does not exist (the API's own rule).
  if (exam.data === null) return <NotTheirs kind="exam" />;
  if (exam.error) return <PageFailure error={exam.error} />;
  if (!exam.data) return <PageLoading text={t("loadingExam")} />;
  return <ExamViews exam={exam.data} view={view} />;
}

/** One part of a view: a section with its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Each view's name, in the order the links to them stand. */
const VIEW_NAMES = {
  summary: ["view", "viewSummary"],
  candidates: ["page", "examCandidates"],
  merit: ["page", "meritList"],
  analysis: ["page", "itemAnalysis"],
  log: ["page", "examLog"],
} as const;

/**
 * The exam's frame around a view: the way back, its title, the links to its views (the one shown
 * marked as the current page), then the view. The summary opens with the questions the analysis
 * flags, then what it is and where it stands, what can change and what the examiner does with
 * its results; the candidates, the merit list, the item analysis and the log each have their own
 * address.
 */
function ExamViews({ exam, view }: { exam: ExaminerExam; view: ExamView }) {
  const { t } = useMessages();
  const views = useViewMessages();
  const moments = useExamMoments(exam);
  const { over, cancelled } = moments;
  const name = (v: ExamView) => {
    const [catalogue, key] = VIEW_NAMES[v];
    return catalogue === "view" ? views.t(key) : t(key);
  };
  return (
    <section className="page">
      <Breadcrumbs
        trail={[
          { label: t("examiner"), to: "/examiner" },
          ...(over || cancelled ? [{ label: t("archive"), to: "/examiner/archive" }] : []),
          view === "summary"
            ? { label: exam.title }
            : { label: exam.title, to: viewPath(exam.slug, "summary") },
          ...(view === "summary" ? [] : [{ label: name(view) }]),
        ]}
      />
      <h1 lang={contentLanguage(exam.title)}>{exam.title}</h1>
      <nav aria-label={views.t("examViews")} className="exam-views">
        <ul className="exam-parts">
          {EXAM_VIEWS.map((v) => (
            <li key={v}>
              <Link to={viewPath(exam.slug, v)} aria-current={v === view ? "page" : undefined}>
                {name(v)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === "summary" && <SummaryView exam={exam} moments={moments} />}
      {view === "candidates" && (
        <Part id="exam-candidates" title={t("examCandidates")}>
          <ExamCandidates exam={exam} />
        </Part>
      )}
      {view === "merit" && (
        <Part id="exam-merit" title={t("meritList")}>
          <MeritView exam={exam} />
        </Part>
      )}
      {view === "analysis" && (
        <Part id="exam-analysis" title={t("itemAnalysis")}>
          <ItemAnalysis exam={exam} moments={moments} />
        </Part>
      )}
      {view === "log" && (
        <Part id="exam-log" title={t("examLog")}>
          <ExamLog exam={exam} />
        </Part>
      )}
    </section>
  );
}

/**
 * The summary: the questions to review first, what the exam is and where it stands (with the
 * paper as a candidate sees it), what can change, and its results: close, release, the CSV and
 * the way to the merit list's view.
 */
function SummaryView({ exam, moments }: { exam: ExaminerExam; moments: ExamMoments }) {
  const { t } = useMessages();
  return (
    <>
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
        <ExamActions exam={exam} moments={moments} meritAt={viewPath(exam.slug, "merit")} />
      </Part>
    </>
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

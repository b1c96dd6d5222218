import { useState, type ComponentType } from "react";
import { Link } from "react-router";
import type { PaperQuestion } from "@tayari/contracts/exam-sitting";
import { PassagesProvider } from "../../../components/question/passages";
import type { PaperViewProps } from "../../../components/sitting/paper-view-props";
import { QuestionText } from "../../../components/question/question-text";
import type { ApiError } from "../../../lib/api-error";
import { contentLanguage } from "../../../lib/i18n";
import { optionLetter } from "../../../lib/letters";
import { useExamKeys, useExamPreview } from "../api/get-exam-preview";
import { useMessages } from "../preview-messages";
import { CodedText } from "../text";
import { PageFailure, PageLoading } from "./page-state";

/**
 * `/examiner/exams/{slug}/preview`: the paper exactly as a candidate sees it (issue 46 point 6,
 * decision 250), drawn by the sitting's own components, in either language and at 360 px. Marked
 * as a preview; picks stay on this page (nothing is sent, no attempt and no log line); the keys
 * show only when the examiner asks for them.
 */
export function ExamPreview({ slug, Paper }: { slug: string; Paper: PaperViewComponent }) {
  return <Preview slug={slug} Paper={Paper} />;
}

/**
 * The candidate's paper as the sitting draws it (its `PaperView`): given by the route, which
 * composes the two features.
 */
export type PaperViewComponent = ComponentType<PaperViewProps>;

function Preview({ slug, Paper }: { slug: string; Paper: PaperViewComponent }) {
  const { t } = useMessages();
  const preview = useExamPreview(slug);
  const [showKeys, setShowKeys] = useState(false);
  const keys = useExamKeys(slug, showKeys);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [handedIn, setHandedIn] = useState(false);
  const back = (
    <Link className="button" to={`/examiner/exams/${slug}`}>
      {t("previewBack")}
    </Link>
  );
  if (preview.error) return <PageFailure error={preview.error}>{back}</PageFailure>;
  if (!preview.data) return <PageLoading text={t("previewLoading")} />;
  const { paper, shuffled } = preview.data;
  const again = () => {
    setIndex(0);
    setAnswers({});
    setHandedIn(false);
    void preview.refetch();
  };
  const banner = (
    <div className="exam-preview-banner" role="note" data-testid="preview-banner">
      <p>
        <strong>{t("previewMark")}</strong> {t("previewNothingRecorded")}
      </p>
      {(shuffled.questions || shuffled.options) && (
        <p>
          {t(
            shuffled.questions && shuffled.options
              ? "previewShuffledBoth"
              : shuffled.questions
                ? "previewShuffledQuestions"
                : "previewShuffledOptions",
          )}
        </p>
      )}
      <div className="quiz-actions">
        {back}
        <button
          className="button"
          type="button"
          aria-pressed={showKeys}
          onClick={() => setShowKeys((shown) => !shown)}
        >
          {t(showKeys ? "previewHideKeys" : "previewShowKeys")}
        </button>
        {(shuffled.questions || shuffled.options) && (
          <button className="button" type="button" onClick={again}>
            {t("previewAnotherShuffle")}
          </button>
        )}
      </div>
      {handedIn && (
        <p role="status" className="reveal-note correct">
          {t("previewHandedIn", { count: Object.keys(answers).length })}
        </p>
      )}
    </div>
  );
  const keyOf = (question: PaperQuestion) => {
    if (!showKeys) return null;
    const key = keys.data?.[String(question.id)];
    if (key === undefined)
      return (
        <p className="hint" role="status">
          {keys.error ? <CodedText message={keys.error as ApiError} /> : t("previewKeysLoading")}
        </p>
      );
    const at = question.options.indexOf(key);
    return (
      <p className="reveal-note correct" data-testid="preview-key">
        {t("previewKey")}{" "}
        <strong>
          {at >= 0 ? `${optionLetter(at)}. ` : ""}
          {/* The key drawn as its option is, maths and all. */}
          <span lang={contentLanguage(key)}>
            <QuestionText text={key} math={question.math} />
          </span>
        </strong>
      </p>
    );
  };
  return (
    <PassagesProvider passages={paper.passages}>
      <Paper
        attempt={paper}
        index={index}
        onIndex={setIndex}
        answers={answers}
        onPick={(pick) => {
          setHandedIn(false);
          setAnswers((a) => ({ ...a, [String(paper.questions[index]!.id)]: pick }));
        }}
        seconds={paper.seconds_left}
        onSubmit={() => setHandedIn(true)}
        banner={banner}
        note={keyOf}
      />
    </PassagesProvider>
  );
}

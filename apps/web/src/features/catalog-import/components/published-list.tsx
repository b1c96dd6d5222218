import { useState } from "react";
import type { PublishedQuestion } from "@tayari/contracts/catalog-import";
import { QuestionText } from "../../../components/question/question-text";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { CodedText } from "../../../components/ui/coded-text";
import type { ApiError } from "../../../lib/api-error";
import { formatDate } from "../../../lib/bikram-sambat";
import { useLanguage } from "../../../lib/i18n";
import { usePublishedQuestions } from "../api/list-published-questions";
import { useRewordOptions, type Reworded } from "../api/reword-options";
import { useUnpublishQuestion, type Unpublished } from "../api/unpublish-question";
import { useMessages } from "../messages";
import { latin } from "./words";

/**
 * The questions this examiner published, newest first, a page at a time, each with "Unpublish"
 * (asked first; decision 0082): a mistake published into a unit can be taken back from the page;
 * and "Reword its options" (decision 350): a typo in an option mended in place.
 */
export function PublishedList() {
  const { t, plural } = useMessages();
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<Unpublished | Reworded | null>(null);
  const listed = usePublishedQuestions(page);
  const data = listed.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  // The last question of the last page taken out: show the page before it.
  if (data && page > pages) setPage(pages);
  return (
    <section className="published-list" aria-labelledby="published-heading">
      <h2 id="published-heading">{t("publishedHeading")}</h2>
      {done && (
        <p className="import-done" role="status">
          <CodedText message={done} />
        </p>
      )}
      {listed.error && (
        <p className="load-error" role="alert">
          <CodedText message={listed.error as ApiError} />
        </p>
      )}
      {data && !data.total && <p className="hint">{t("publishedNone")}</p>}
      {data && data.total > 0 && (
        <>
          <p className="hint">{plural("publishedCount", data.total)}</p>
          <ol className="published-questions">
            {data.questions.map((question) => (
              <PublishedItem
                key={`${question.unit_id}:${question.question_id}`}
                question={question}
                onUnpublished={setDone}
              />
            ))}
          </ol>
          {pages > 1 && (
            <nav className="published-pages" aria-label={t("publishedPages")}>
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t("newer")}
              </button>
              <span>{t("pageOf", { page, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t("older")}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function PublishedItem({
  question,
  onUnpublished,
}: {
  question: PublishedQuestion;
  onUnpublished: (done: Unpublished | Reworded) => void;
}) {
  const { t } = useMessages();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  // The unit as the catalog names it in the reader's language (English where it has no Nepali).
  const unit = (language === "ne" && question.unit_name_ne) || question.unit_name;
  const removing = useUnpublishQuestion(question, onUnpublished);
  return (
    <li className="published-question">
      <p className="published-where">
        {t("publishedWhere", {
          id: question.question_id,
          unit,
          date: formatDate(new Date(question.published_at), language),
        })}{" "}
        {latin(question.file_name)}
      </p>
      <p className="published-text">
        <QuestionText text={question.question} math={question.math} />
      </p>
      <button
        className="button"
        type="button"
        disabled={removing.isPending}
        onClick={() => setConfirming(true)}
      >
        {t("unpublish")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("unpublishTitle", { id: question.question_id, unit })}
        confirmLabel={t("unpublish")}
        cancelLabel={t("keepPublished")}
        onConfirm={() => {
          setConfirming(false);
          removing.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t("unpublishWarning")}</p>
      </ConfirmDialog>
      {removing.error && (
        <p className="field-error" role="alert">
          <CodedText message={removing.error as ApiError} />
        </p>
      )}
      <RewordOptions question={question} onReworded={onUnpublished} />
    </li>
  );
}

const LETTERS = "ABCDEFGHIJ";

/** Its options' words, mended in place, option for option; the key stays the option in its place. */
function RewordOptions({
  question,
  onReworded,
}: {
  question: PublishedQuestion;
  onReworded: (done: Reworded) => void;
}) {
  const { t } = useMessages();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState(question.options);
  const rewording = useRewordOptions(question, onReworded);
  // The fields are made when it is opened: a closed one holds only its summary (20 a page).
  return (
    <details className="reword-options" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t("rewordOptions")}</summary>
      {open && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            rewording.mutate(options);
          }}
        >
          <p className="hint">{t("rewordHint")}</p>
          {options.map((option, i) => (
            <label key={i} className="field">
              <span>{t("rewordOptionLabel", { letter: LETTERS[i]! })}</span>
              <textarea
                rows={1}
                value={option}
                onChange={(event) =>
                  setOptions(options.map((o, j) => (j === i ? event.target.value : o)))
                }
              />
            </label>
          ))}
          <button className="button" type="submit" disabled={rewording.isPending}>
            {t("saveWords")}
          </button>
          {rewording.error && (
            <p className="field-error" role="alert">
              <CodedText message={rewording.error as ApiError} />
            </p>
          )}
        </form>
      )}
    </details>
  );
}

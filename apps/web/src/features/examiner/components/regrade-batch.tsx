import { createContext, useContext, useState, type ReactNode } from "react";
import type { CorrectKeyRequest } from "@tayari/contracts/exam-analysis";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import type { RegradePreview } from "@tayari/contracts/regrade";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { HeadedTable } from "../../../components/ui/headed-table";
import { usePreviewRegrade, useRegrade } from "../api/regrade";
import { useMessages as usePageMessages } from "../messages";
import { useMessages } from "../regrade-messages";
import { CodedText } from "../text";
import { ExamNamed } from "./exam-named";
import { errorText, type Report } from "./form-report";

/** One correction waiting in the regrade: the request, the question's number, the key's letters. */
export interface WaitingCorrection {
  request: CorrectKeyRequest;
  number: number;
  /** The new key's letters ("A", "B, C"); empty for a drop. */
  letters: string;
}

interface Batch {
  items: WaitingCorrection[];
  /** Adds a correction, in place of one of the same question. */
  add: (item: WaitingCorrection) => void;
  remove: (questionId: number) => void;
  clear: () => void;
}

const BatchContext = createContext<Batch | null>(null);

/** The corrections gathered on the exam's analysis, waiting for one regrade (decision 0476). */
export function RegradeBatchProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<WaitingCorrection[]>([]);
  const without = (list: WaitingCorrection[], id: number) =>
    list.filter((i) => i.request.question_id !== id);
  const batch: Batch = {
    items,
    add: (item) =>
      setItems((now) =>
        [...without(now, item.request.question_id), item].sort((a, b) => a.number - b.number),
      ),
    remove: (id) => setItems((now) => without(now, id)),
    clear: () => setItems([]),
  };
  return <BatchContext.Provider value={batch}>{children}</BatchContext.Provider>;
}

export function useRegradeBatch(): Batch {
  const batch = useContext(BatchContext);
  if (!batch) throw new Error("useRegradeBatch is used inside RegradeBatchProvider.");
  return batch;
}

/** A waiting correction as a sentence: what becomes of the question's key. */
function Said({ item }: { item: WaitingCorrection }) {
  const { t } = usePageMessages();
  const { number, letters } = item;
  const kind = item.request.change.kind;
  return (
    <>
      {kind === "key"
        ? t("correctWarnKey", { letter: letters, number })
        : kind === "accept"
          ? t("correctWarnAccept", { letters, number })
          : t("correctWarnDrop", { number })}
    </>
  );
}

/** Who the corrections move, from what marks and rank to what. */
function Moves({ preview }: { preview: RegradePreview }) {
  const { t } = useMessages();
  if (!preview.moves.length) return null;
  return (
    <>
      <HeadedTable
        className="regrade-moves"
        caption={t("movesCaption")}
        columns={[t("candidate"), t("marks"), t("rank")]}
        scroll={{ label: t("movesCaption") }}
      >
        {preview.moves.map((m, i) => (
          <tr key={i}>
            <th scope="row">
              {m.name}
              {m.roll && <span className="hint"> · {m.roll}</span>}
            </th>
            <td>{t("fromTo", { before: m.score_before, after: m.score_after })}</td>
            <td>{t("fromTo", { before: m.rank_before, after: m.rank_after })}</td>
          </tr>
        ))}
      </HeadedTable>
      {preview.changed > preview.moves.length && (
        <p className="hint">
          {t("movesShown", { shown: preview.moves.length, count: preview.changed })}
        </p>
      )}
    </>
  );
}

/**
 * The regrade waiting on the exam's analysis (issue 68 point 3, decision 0476): the corrections
 * added from the questions, each removable; "Preview the regrade" says who moves and by how much;
 * only then "Regrade", asked first, makes them all at once.
 */
export function RegradePanel({ exam }: { exam: ExaminerExam }) {
  const { t, plural } = useMessages();
  const page = usePageMessages();
  const { items, remove, clear } = useRegradeBatch();
  const previewing = usePreviewRegrade(exam.slug);
  const regrading = useRegrade(exam.slug);
  const [report, setReport] = useState<Report>(null);
  const say = (r: Report) => setReport(() => r);
  const body = { corrections: items.map((i) => i.request) };
  const key = JSON.stringify(body);
  const [previewedKey, setPreviewedKey] = useState<string | null>(null);
  const preview = previewing.data && previewedKey === key ? previewing.data : null;

  return (
    <section className="regrade-batch" id="regrade" aria-labelledby="regrade-heading">
      <h3 id="regrade-heading">{t("regradeHeading")}</h3>
      {!items.length && <p className="hint">{t("regradeNone")}</p>}
      {items.length > 0 && (
        <ul className="regrade-items">
          {items.map((item) => (
            <li key={item.request.question_id}>
              <Said item={item} /> <span className="hint">{item.request.reason}</span>{" "}
              <button
                className="button secondary"
                type="button"
                onClick={() => remove(item.request.question_id)}
              >
                {t("removeCorrection", { number: item.number })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <div className="quiz-actions">
          <button
            className="button"
            type="button"
            disabled={previewing.isPending}
            onClick={() => {
              setReport(null);
              setPreviewedKey(key);
              previewing.mutate(body, { onError: (e) => say(errorText(e)) });
            }}
          >
            {t("previewRegrade")}
          </button>
          {preview && (
            <ConfirmButton
              label={plural("regradeNow", items.length)}
              busy={regrading.isPending}
              title={t("regradeTitle")}
              cancelLabel={page.t("keepKey")}
              onConfirm={() =>
                regrading.mutate(body, {
                  onSuccess: (made) => {
                    clear();
                    say(() => <CodedText message={made} />);
                  },
                  onError: (e) => say(errorText(e)),
                })
              }
            >
              <ExamNamed exam={exam} />
              <p>{plural("regradeWarning", preview.changed)}</p>
            </ConfirmButton>
          )}
        </div>
      )}
      {preview && (
        <div role="status" className="regrade-preview">
          <p>
            <CodedText message={preview} />
          </p>
          <Moves preview={preview} />
        </div>
      )}
      {report && <p role="status">{report()}</p>}
    </section>
  );
}

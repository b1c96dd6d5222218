import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  deleteExaminerBank,
  getExaminerBank,
  listExaminerBanks,
  type BankSummary,
} from "@tayari/contracts/exams";
import { QuestionPreview } from "../../../components/question/review-list";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { call, type ApiError } from "../../../lib/api-client";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";
import { contentLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { CodedText } from "../text";

/** One bank, its questions fetched the first time it is opened and drawn as students see them. */
function BankPreview({ bank }: { bank: BankSummary }) {
  const { t, plural } = useMessages();
  const [opened, setOpened] = useState(false);
  const loaded = useQuery({
    ...endpointQuery(getExaminerBank, { params: { id: bank.id } }),
    enabled: opened,
  });
  return (
    <details
      className="bank-preview"
      onToggle={(e) => {
        if (!e.currentTarget.open) return;
        setOpened(true);
        // Opened again after a failure: ask again.
        if (loaded.isError) void loaded.refetch();
      }}
    >
      <summary>
        <span lang={contentLanguage(bank.name)}>
          {plural("privateBank", bank.question_count, { name: bank.name })}
        </span>
      </summary>
      {loaded.error ? (
        <p className="load-error" role="alert">
          <CodedText message={loaded.error as ApiError} />
        </p>
      ) : !loaded.data ? (
        <p role="status">{t("loadingBank")}</p>
      ) : (
        <ol className="question-list">
          {loaded.data.questions.map((q, i) => (
            <li key={q.id}>
              <QuestionPreview question={q} number={i + 1} />
              {loaded.data.written_order.includes(q.id) && (
                <p className="hint">{t("keepsWrittenOrder")}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

/**
 * Deleting a bank no exam was made from (issue 29, decision 0082), after a confirmation; the
 * server refuses one an exam uses and says which exam.
 */
type Deleted = EndpointAnswer<typeof deleteExaminerBank>;

function DeleteBank({
  bank,
  onDeleted,
}: {
  bank: BankSummary;
  onDeleted: (done: Deleted) => void;
}) {
  const { t } = useMessages();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const removing = useMutation({
    mutationFn: () => call(deleteExaminerBank, { params: { id: bank.id } }),
    onSuccess: async (done) => {
      onDeleted(done);
      await queryClient.invalidateQueries({ queryKey: endpointKey(listExaminerBanks) });
    },
  });
  return (
    <>
      <button
        className="button bank-delete"
        type="button"
        disabled={removing.isPending}
        onClick={() => setConfirming(true)}
      >
        {t("deleteBank")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("deleteBankTitle", { name: bank.name })}
        confirmLabel={t("deleteBank")}
        cancelLabel={t("keepBank")}
        onConfirm={() => {
          setConfirming(false);
          removing.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t("deleteBankWarning")}</p>
      </ConfirmDialog>
      {removing.error && (
        <p className="field-error" role="alert">
          <CodedText message={removing.error as ApiError} />
        </p>
      )}
    </>
  );
}

/** `/examiner`: the examiner's private banks, each open to read before an exam is set from it. */
export function BankList({ banks }: { banks: BankSummary[] }) {
  const { t } = useMessages();
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const note = deleted && (
    <p role="status">
      <CodedText message={deleted} />
    </p>
  );
  if (!banks.length) return note;
  return (
    <section aria-labelledby="your-banks">
      <h2 id="your-banks">{t("yourBanks")}</h2>
      <p className="hint">{t("bankPreviewHint")}</p>
      <ul className="bank-list">
        {banks.map((bank) => (
          <li key={bank.id}>
            <BankPreview bank={bank} />
            <DeleteBank bank={bank} onDeleted={setDeleted} />
          </li>
        ))}
      </ul>
      {note}
    </section>
  );
}

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  deleteExaminerBank,
  getExaminerBank,
  getPublicExamBank,
  listExaminerBanks,
  type BankSummary,
  type PUBLIC_EXAM_BANKS,
} from "@tayari/contracts/exam-banks";
import { QuestionPreview } from "../../../components/question/review-list";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import type { EndpointAnswer } from "@tayari/contracts/endpoint";
import { call, type ApiError } from "../../../lib/api-client";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";
import { contentLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { CodedText } from "../text";

/**
 * One bank, its questions fetched the first time it is opened and drawn as students see them; the
 * create form shows the chosen bank's with its own `summary` line.
 */
export function BankPreview({ bank, summary }: { bank: BankSummary; summary?: string }) {
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
        {summary ?? (
          <span lang={contentLanguage(bank.name)}>
            {plural("privateBank", bank.question_count, { name: bank.name })}
          </span>
        )}
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

/** How many questions of a public practice bank are read at a time (the entrance bank has 1,000+). */
export const PUBLIC_PAGE = 20;

type PublicBankName = (typeof PUBLIC_EXAM_BANKS)[number];

/** One page of a public bank's questions, numbered from its place in the bank. */
function PublicBankPage({ name, offset }: { name: PublicBankName; offset: number }) {
  const { t } = useMessages();
  const loaded = useQuery({
    ...endpointQuery(getPublicExamBank, {
      params: { name },
      query: { offset, limit: PUBLIC_PAGE },
    }),
    staleTime: Infinity,
  });
  if (loaded.error)
    return (
      <li className="load-error" role="alert">
        <CodedText message={loaded.error as ApiError} />
      </li>
    );
  if (!loaded.data) return <li role="status">{t("loadingBank")}</li>;
  return (
    <>
      {loaded.data.questions.map((q, i) => (
        <li key={q.id}>
          <QuestionPreview question={q} number={offset + i + 1} />
          {loaded.data.written_order.includes(q.id) && (
            <p className="hint">{t("keepsWrittenOrder")}</p>
          )}
        </li>
      ))}
    </>
  );
}

/**
 * A public practice bank the exam can be made from, read as students will see it like a private
 * one, a page at a time: its size first, then "Show more" until the end.
 */
export function PublicBankPreview({ name, summary }: { name: PublicBankName; summary: string }) {
  const { t, plural } = useMessages();
  const [opened, setOpened] = useState(false);
  const [pages, setPages] = useState(1);
  const first = useQuery({
    ...endpointQuery(getPublicExamBank, {
      params: { name },
      query: { offset: 0, limit: PUBLIC_PAGE },
    }),
    enabled: opened,
    staleTime: Infinity,
  });
  const total = first.data?.total ?? 0;
  const shown = Math.min(total, pages * PUBLIC_PAGE);
  return (
    <details
      className="bank-preview"
      onToggle={(e) => {
        if (!e.currentTarget.open) return;
        setOpened(true);
        if (first.isError) void first.refetch();
      }}
    >
      <summary>{summary}</summary>
      {first.error ? (
        <p className="load-error" role="alert">
          <CodedText message={first.error as ApiError} />
        </p>
      ) : !first.data ? (
        <p role="status">{t("loadingBank")}</p>
      ) : (
        <>
          <p className="hint">{plural("publicBankShown", total, { shown })}</p>
          <ol className="question-list">
            {Array.from({ length: pages }, (_, page) => (
              <PublicBankPage key={page} name={name} offset={page * PUBLIC_PAGE} />
            ))}
          </ol>
          {shown < total && (
            <button className="button" type="button" onClick={() => setPages((n) => n + 1)}>
              {plural("showMoreQuestions", Math.min(PUBLIC_PAGE, total - shown))}
            </button>
          )}
        </>
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

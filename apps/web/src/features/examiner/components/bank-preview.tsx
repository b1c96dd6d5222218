import { useState, type ReactNode } from "react";
import type { BankSummary } from "@tayari/contracts/exam-banks";
import type { ApiError } from "../../../lib/api-error";
import { contentLanguage } from "../../../lib/i18n";
import { useExaminerBank } from "../api/get-examiner-bank";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { BankQuestions } from "./bank-questions";

/**
 * One bank, its questions fetched the first time it is opened and drawn as students see them; the
 * create form shows the chosen bank's with its own `summary` line.
 */
export function BankPreview({ bank, summary }: { bank: BankSummary; summary?: string }) {
  const { plural } = useMessages();
  const [opened, setOpened] = useState(false);
  const loaded = useExaminerBank(bank.id, opened);
  const line = summary ?? (
    <span lang={contentLanguage(bank.name)}>
      {plural("privateBank", bank.question_count, { name: bank.name })}
    </span>
  );
  return (
    <PreviewDetails summary={line} query={loaded} onOpen={() => setOpened(true)}>
      {(questions) => (
        <ol className="question-list">
          <BankQuestions bank={questions} />
        </ol>
      )}
    </PreviewDetails>
  );
}

/**
 * A bank's questions behind its `summary`: asked when first opened (`onOpen`), and again when
 * opened after a failure; the failure or the wait said in their place.
 */
export function PreviewDetails<T>({
  summary,
  query,
  onOpen,
  children,
}: {
  summary: ReactNode;
  query: { error: Error | null; isError: boolean; data: T | undefined; refetch: () => unknown };
  onOpen: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useMessages();
  return (
    <details
      className="bank-preview"
      onToggle={(e) => {
        if (!e.currentTarget.open) return;
        onOpen();
        // Opened again after a failure: ask again.
        if (query.isError) void query.refetch();
      }}
    >
      <summary>{summary}</summary>
      {query.error ? (
        <p className="load-error" role="alert">
          <CodedText message={query.error as ApiError} />
        </p>
      ) : !query.data ? (
        <p role="status">{t("loadingBank")}</p>
      ) : (
        children(query.data)
      )}
    </details>
  );
}

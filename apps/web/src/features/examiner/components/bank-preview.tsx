import { useState } from "react";
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
  const { t, plural } = useMessages();
  const [opened, setOpened] = useState(false);
  const loaded = useExaminerBank(bank.id, opened);
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
          <BankQuestions bank={loaded.data} />
        </ol>
      )}
    </details>
  );
}

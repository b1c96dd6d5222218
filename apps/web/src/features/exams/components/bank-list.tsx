import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getExaminerBank, type BankSummary } from "@tayari/contracts/exams";
import { QuestionPreview } from "../../../components/question/review-list";
import type { ApiError } from "../../../lib/api-client";
import { endpointQuery } from "../../../lib/endpoint-query";
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

/** `/examiner`: the examiner's private banks, each open to read before an exam is set from it. */
export function BankList({ banks }: { banks: BankSummary[] }) {
  const { t } = useMessages();
  if (!banks.length) return null;
  return (
    <section aria-labelledby="your-banks">
      <h2 id="your-banks">{t("yourBanks")}</h2>
      <p className="hint">{t("bankPreviewHint")}</p>
      <ul className="bank-list">
        {banks.map((bank) => (
          <li key={bank.id}>
            <BankPreview bank={bank} />
          </li>
        ))}
      </ul>
    </section>
  );
}

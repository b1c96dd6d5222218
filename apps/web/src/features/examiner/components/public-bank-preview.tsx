import { useState } from "react";
import type { ApiError } from "../../../lib/api-error";
import { PUBLIC_PAGE, usePublicBankPage, type PublicBankName } from "../api/get-public-exam-bank";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { BankQuestions } from "./bank-questions";
import { PreviewDetails } from "./bank-preview";

/** One page of a public bank's questions, numbered from its place in the bank. */
function PublicBankPage({ name, offset }: { name: PublicBankName; offset: number }) {
  const { t } = useMessages();
  const loaded = usePublicBankPage(name, offset);
  if (loaded.error)
    return (
      <li className="load-error" role="alert">
        <CodedText message={loaded.error as ApiError} />
      </li>
    );
  if (!loaded.data) return <li role="status">{t("loadingBank")}</li>;
  return <BankQuestions bank={loaded.data} first={offset + 1} />;
}

/**
 * A public practice bank the exam can be made from, read as students will see it like a private
 * one, a page at a time: its size first, then "Show more" until the end.
 */
export function PublicBankPreview({ name, summary }: { name: PublicBankName; summary: string }) {
  const { plural } = useMessages();
  const [opened, setOpened] = useState(false);
  const [pages, setPages] = useState(1);
  const first = usePublicBankPage(name, 0, opened);
  const total = first.data?.total ?? 0;
  const shown = Math.min(total, pages * PUBLIC_PAGE);
  return (
    <PreviewDetails summary={summary} query={first} onOpen={() => setOpened(true)}>
      {() => (
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
    </PreviewDetails>
  );
}

import { useState } from "react";
import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import { isNotHere } from "../../../lib/api-error";
import { contentLanguage } from "../../../lib/i18n";
import type { BankDeleted } from "../api/delete-examiner-bank";
import { useExaminerBank } from "../api/get-examiner-bank";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { BankQuestions } from "./bank-questions";
import { DeleteBank } from "./delete-bank";
import { NotTheirs, PageFailure, PageLoading } from "./page-state";

/** `/examiner/banks/{id}`: one of the examiner's private banks, read as students will see it. */
export function BankPage({ id }: { id: number }) {
  const { t, plural } = useMessages();
  const bank = useExaminerBank(id);
  const [deleted, setDeleted] = useState<BankDeleted | null>(null);
  // Not this examiner's bank, deleted, or a cut address.
  if (isNotHere(bank.error)) return <NotTheirs kind="bank" />;
  if (bank.error) return <PageFailure error={bank.error} />;
  if (!bank.data) return <PageLoading text={t("loadingBank")} />;
  const { name, questions } = bank.data;
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t("examiner"), to: "/examiner" }, { label: name }]} />
      <h1 lang={contentLanguage(name)}>{name}</h1>
      {deleted ? (
        // Gone from the examiner's banks: said, and nothing left to do here.
        <p role="status">
          <CodedText message={deleted} />
        </p>
      ) : (
        <>
          <p className="hint">{plural("bankPageIntro", questions.length)}</p>
          <DeleteBank bank={bank.data} onDeleted={setDeleted} />
          <ol className="question-list">
            <BankQuestions bank={bank.data} />
          </ol>
        </>
      )}
    </section>
  );
}

import { useState } from "react";
import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import { NotHere } from "../../../components/ui/not-here";
import { isNotHere, type ApiError } from "../../../lib/api-error";
import { contentLanguage } from "../../../lib/i18n";
import type { BankDeleted } from "../api/delete-examiner-bank";
import { useExaminerBank } from "../api/get-examiner-bank";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { BankQuestions } from "./bank-questions";
import { DeleteBank } from "./delete-bank";

/** `/examiner/banks/{id}`: one of the examiner's private banks, read as students will see it. */
export function BankPage({ id }: { id: number }) {
  const { t, plural } = useMessages();
  const bank = useExaminerBank(id);
  const [deleted, setDeleted] = useState<BankDeleted | null>(null);
  // Not this examiner's bank, deleted, or a cut address (decision 261).
  if (isNotHere(bank.error))
    return (
      <NotHere
        title={t("bankNotHere")}
        text={t("bankNotHereWhy")}
        back={{ to: "/examiner", label: t("backToExaminer") }}
      />
    );
  if (bank.error)
    return (
      <section className="page">
        <p className="load-error" role="alert">
          <CodedText message={bank.error as ApiError} />
        </p>
      </section>
    );
  if (!bank.data)
    return (
      <section className="page">
        <p role="status">{t("loadingBank")}</p>
      </section>
    );
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

import type { BankSummary } from "@tayari/contracts/exam-banks";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { useDeleteExaminerBank, type BankDeleted } from "../api/delete-examiner-bank";
import { useMessages } from "../messages";
import { CodedText } from "../text";

/**
 * Deleting a bank no exam was made from (issue 29, decision 0082), after a confirmation; the
 * server refuses one an exam uses and says which exam.
 */
export function DeleteBank({
  bank,
  onDeleted,
}: {
  bank: Pick<BankSummary, "id" | "name">;
  onDeleted: (done: BankDeleted) => void;
}) {
  const { t } = useMessages();
  const removing = useDeleteExaminerBank(bank.id, onDeleted);
  return (
    <>
      <ConfirmButton
        label={t("deleteBank")}
        className="button bank-delete"
        busy={removing.isPending}
        title={t("deleteBankTitle", { name: bank.name })}
        cancelLabel={t("keepBank")}
        onConfirm={() => removing.mutate()}
      >
        <p>{t("deleteBankWarning")}</p>
      </ConfirmButton>
      {removing.error && (
        <p className="field-error" role="alert">
          <CodedText message={removing.error} />
        </p>
      )}
    </>
  );
}

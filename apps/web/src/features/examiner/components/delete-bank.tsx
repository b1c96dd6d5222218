import { useState } from "react";
import type { BankSummary } from "@tayari/contracts/exam-banks";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
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
  const [confirming, setConfirming] = useState(false);
  const removing = useDeleteExaminerBank(bank.id, onDeleted);
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
          <CodedText message={removing.error} />
        </p>
      )}
    </>
  );
}

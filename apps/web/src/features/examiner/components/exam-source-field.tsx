import { PUBLIC_EXAM_BANKS, type BankSummary } from "@tayari/contracts/exam-banks";
import type { PublicBankName } from "../api/get-public-exam-bank";
import { useMessages } from "../messages";
import { BankPreview } from "./bank-preview";
import { FormField } from "../../../components/ui/form-field";
import type { CodedMessage } from "@tayari/contracts/errors";
import { PublicBankPreview } from "./public-bank-preview";

/**
 * Where the exam's questions come from: a private bank or a public practice bank, read as students
 * will see them before the exam is made, with the order each student will meet them in (the
 * form's order settings, below).
 */
export function ExamSourceField({
  banks,
  source,
  onChange,
  order: { shuffleQuestions, shuffleOptions },
  field,
}: {
  banks: BankSummary[];
  source: string;
  onChange: (e: { target: { value: string } }) => void;
  order: { shuffleQuestions: boolean; shuffleOptions: boolean };
  /** The field's id and its messages (the form's). */
  field: { id: string; errors: CodedMessage[] | undefined };
}) {
  const { t, plural } = useMessages();
  const isPublic = source.startsWith("public:");
  const chosenBank = banks.find((bank) => source === `bank:${bank.id}`);
  return (
    <>
      <FormField label={t("questionsFrom")} {...field}>
        {(control) => (
          <select {...control} value={source} onChange={onChange}>
            {banks.map((bank) => (
              <option key={bank.id} value={`bank:${bank.id}`}>
                {plural("privateBank", bank.question_count, { name: bank.name })}
              </option>
            ))}
            {PUBLIC_EXAM_BANKS.map((name) => (
              <option key={name} value={`public:${name}`}>
                {t("publicBank", { name })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {isPublic && (
        <p className="field-error" role="alert">
          {t("sPublicBank")}
        </p>
      )}
      {chosenBank ? (
        <BankPreview key={source} bank={chosenBank} summary={t("previewChosenBank")} />
      ) : (
        <PublicBankPreview
          key={source}
          name={source.slice("public:".length) as PublicBankName}
          summary={t("previewChosenBank")}
        />
      )}
      <p className="hint" data-testid="order-note">
        {t(
          shuffleQuestions
            ? shuffleOptions
              ? "orderBoth"
              : "orderQuestionsOnly"
            : shuffleOptions
              ? "orderOptionsOnly"
              : "orderNeither",
        )}
      </p>
    </>
  );
}

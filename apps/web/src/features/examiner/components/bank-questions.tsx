import type { BankQuestionsResponse } from "@tayari/contracts/exam-banks";
import { PassagesProvider } from "../../../components/question/passages";
import { QuestionPreview } from "../../../components/question/review-list";
import { useMessages } from "../messages";

type Listed = Pick<BankQuestionsResponse, "questions" | "written_order" | "passages">;

/**
 * Questions of a bank as students will see them, keys and all, numbered from `first`; a question
 * whose options keep their written order in every exam says so.
 */
export function BankQuestions({ bank, first = 1 }: { bank: Listed; first?: number }) {
  const { t } = useMessages();
  // A question on a passage shows it above (decision 221), as students will see it.
  return (
    <PassagesProvider passages={bank.passages}>
      {bank.questions.map((q, i) => (
        <li key={q.id}>
          <QuestionPreview question={q} number={first + i} />
          {bank.written_order.includes(q.id) && <p className="hint">{t("keepsWrittenOrder")}</p>}
        </li>
      ))}
    </PassagesProvider>
  );
}

import { useState } from "react";
import { Link } from "react-router";
import type { BankSummary } from "@tayari/contracts/exam-banks";
import { fill } from "../../../components/ui/coded-text";
import { contentLanguage } from "../../../lib/i18n";
import type { BankDeleted } from "../api/delete-examiner-bank";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { BankPreview } from "./bank-preview";
import { DeleteBank } from "./delete-bank";

/** `/examiner`: the examiner's private banks, each open to read before an exam is set from it. */
export function BankList({ banks }: { banks: BankSummary[] }) {
  const { t } = useMessages();
  const [deleted, setDeleted] = useState<BankDeleted | null>(null);
  const note = deleted && (
    <p role="status">
      <CodedText message={deleted} />
    </p>
  );
  if (!banks.length) return note;
  return (
    <section aria-labelledby="your-banks">
      <h2 id="your-banks">{t("yourBanks")}</h2>
      <p className="hint">{t("bankPreviewHint")}</p>
      <ul className="bank-list">
        {banks.map((bank) => (
          <li key={bank.id}>
            <BankPreview bank={bank} />
            <p>
              <Link to={`/examiner/banks/${bank.id}`}>
                {fill(t("openBank"), {
                  name: <span lang={contentLanguage(bank.name)}>{bank.name}</span>,
                })}
              </Link>
            </p>
            <DeleteBank bank={bank} onDeleted={setDeleted} />
          </li>
        ))}
      </ul>
      {note}
    </section>
  );
}

import type { ReactNode } from "react";
import { NotHere } from "../../../components/ui/not-here";
import type { ApiError } from "../../../lib/api-error";
import { useMessages } from "../messages";
import { CodedText } from "../text";

// What an examiner's page of one exam or one bank shows until its subject is there.

/**
 * An address that is none of this examiner's exams or banks (another examiner's, deleted, or
 * mistyped), said in plain words with the way back to the examiner's page (decision 261).
 */
export function NotTheirs({ kind }: { kind: "exam" | "bank" }) {
  const { t } = useMessages();
  return (
    <NotHere
      title={t(kind === "exam" ? "examNotHere" : "bankNotHere")}
      text={t(kind === "exam" ? "examNotHereWhy" : "bankNotHereWhy")}
      back={{ to: "/examiner", label: t("backToExaminer") }}
    />
  );
}

/** The page's subject could not be read: what the server said, then `children` (a way back). */
export function PageFailure({ error, children }: { error: Error; children?: ReactNode }) {
  return (
    <section className="page">
      <p className="load-error" role="alert">
        <CodedText message={error as ApiError} />
      </p>
      {children}
    </section>
  );
}

/** The page's subject on its way. */
export function PageLoading({ text }: { text: string }) {
  return (
    <section className="page">
      <p role="status">{text}</p>
    </section>
  );
}

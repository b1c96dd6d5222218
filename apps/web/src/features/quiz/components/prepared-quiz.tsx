import type { ReactNode } from "react";
import { PageSpinner } from "../../../components/ui/spinner";
import { usePrepared } from "../hooks/use-prepared";

interface PreparedQuizProps<T> {
  attemptKey: string;
  prepare: () => Promise<T>;
  children: (value: T) => ReactNode;
}

/** Shows the spinner while the bank loads, the reason if it cannot, then the quiz. */
export function PreparedQuiz<T>({ attemptKey, prepare, children }: PreparedQuizProps<T>) {
  const prepared = usePrepared(attemptKey, prepare);
  if (prepared.status === "loading") return <PageSpinner />;
  if (prepared.status === "error") {
    return (
      <section className="page">
        <p role="alert">Sorry, {prepared.message}</p>
      </section>
    );
  }
  return <>{children(prepared.value)}</>;
}

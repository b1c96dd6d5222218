import type { ReactNode } from "react";
import { PageSpinner } from "../../../components/ui/spinner";
import { usePrepared } from "../hooks/use-prepared";

interface PreparedQuizProps<T> {
  attemptKey: string;
  prepare: () => Promise<T>;
  title: string;
  /** Lines under the title; a function gets the prepared value, or null while it loads. */
  info?: ReactNode | ((value: T | null) => ReactNode);
  children: (value: T) => ReactNode;
}

/**
 * A quiz screen's frame: its title and lines at once (they are in the prerendered page, so they
 * paint before any JavaScript has run), then the spinner while the questions load, the reason if
 * they cannot, and the quiz. The frame stays in place throughout, so nothing above the quiz moves.
 */
export function PreparedQuiz<T>({
  attemptKey,
  prepare,
  title,
  info,
  children,
}: PreparedQuizProps<T>) {
  const prepared = usePrepared(attemptKey, prepare);
  const value = prepared.status === "ready" ? prepared.value : null;
  return (
    <section className="quiz page" aria-labelledby="quiz-title">
      <header className="quiz-header">
        <h1 id="quiz-title">{title}</h1>
        {typeof info === "function" ? info(value) : info}
      </header>
      {prepared.status === "loading" ? (
        <PageSpinner />
      ) : prepared.status === "error" ? (
        <p role="alert">Sorry, {prepared.message}</p>
      ) : (
        children(prepared.value)
      )}
    </section>
  );
}

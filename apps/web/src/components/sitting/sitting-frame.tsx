import { useId, type ReactNode } from "react";
import { useMessages } from "./messages";

/**
 * The frame of every timed paper: its title and the lines under it (they are in a prerendered
 * page, so they paint before any JavaScript has run), then what the screen is at: loading, the
 * start, the sitting. The frame stays in place throughout, so nothing above the paper moves.
 */
export function SittingFrame({
  title,
  titleLang,
  info,
  className,
  children,
}: {
  title: ReactNode;
  /** A title that is content (a bank's section, an examiner's exam) is marked with its language. */
  titleLang?: string | undefined;
  info?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className ? `page quiz ${className}` : "page quiz"} aria-labelledby={id}>
      <header className="quiz-header">
        <h1 id={id} lang={titleLang}>
          {title}
        </h1>
        {info}
      </header>
      {children}
    </section>
  );
}

/**
 * The bar pinned under the top bar however long the question: the clock, where the student is
 * ("Question 3 of 100", with how many are answered on a paper that moves freely) and the screen's
 * own control (a mock paper's palette).
 */
export function SittingStatus({
  clock,
  number,
  total,
  answered,
  className,
  children,
}: {
  clock: ReactNode;
  number: number;
  total: number;
  answered?: number;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useMessages();
  return (
    <div className={className ? `quiz-status ${className}` : "quiz-status"}>
      {clock}
      <p className="progress">
        {answered === undefined
          ? t("questionOf", { number, total })
          : t("questionOfAnswered", { number, total, answered })}
      </p>
      {children}
    </div>
  );
}

/**
 * A sitting's buttons, in a bar kept at the bottom of the screen while the question is longer than
 * it, where a thumb reaches them; the keys that do the same are named under it (on a computer, or
 * once a key has been pressed). `hold`: the keys include H, which holds a revealed answer. A
 * screen lays its buttons out in its own style sheet (the mock paper's two rows, `mocks.css`).
 */
export function SittingNav({ children, hold = false }: { children: ReactNode; hold?: boolean }) {
  const { t } = useMessages();
  const [before = "", after = ""] = t(hold ? "keysHintHold" : "keysHint").split("{enter}");
  return (
    <>
      <div className="sitting-nav">{children}</div>
      <p className="hint keys-hint">
        {before}
        {/* The name printed on the key stays English in Nepali. */}
        <span lang="en">Enter</span>
        {after}
      </p>
    </>
  );
}

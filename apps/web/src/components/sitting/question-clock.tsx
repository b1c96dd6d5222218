import { useEffect, useState } from "react";
import { useMessages } from "./messages";

const THRESHOLDS = [30, 10];

/**
 * A question's own clock ("Time Left: 45s"): shown every second but announced to screen readers
 * only when a threshold is crossed, so that a reader is not interrupted sixty times a question.
 */
export function QuestionClock({ label, seconds }: { label: string; seconds: number }) {
  const { t, plural } = useMessages();
  // The threshold last crossed; its words are made at render, in the language shown then.
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    if (THRESHOLDS.includes(seconds)) setAnnounced(seconds);
  }, [seconds]);
  return (
    <>
      <p className={seconds <= 10 ? "countdown urgent" : "countdown"} role="timer" aria-live="off">
        {label}: <span data-testid="seconds-left">{seconds}</span>
        {t("secondsUnit")}
      </p>
      <span className="visually-hidden" aria-live="polite">
        {announced === null ? "" : plural("secondsLeft", announced)}
      </span>
    </>
  );
}

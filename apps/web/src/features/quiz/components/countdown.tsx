import { useEffect, useState } from "react";
import type { TimerLabel } from "../configs";
import { useMessages } from "../messages";

const THRESHOLDS = [30, 10];

/**
 * The seconds left, shown every second but announced to screen readers only when a threshold is
 * crossed, so that a reader is not interrupted sixty times a question.
 */
export function Countdown({
  label,
  seconds,
  as: Tag = "p",
}: {
  label: TimerLabel;
  seconds: number;
  as?: "p" | "h2";
}) {
  const { t, plural } = useMessages();
  // The threshold last crossed; its words are made at render, in the language shown then.
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    if (THRESHOLDS.includes(seconds)) setAnnounced(seconds);
  }, [seconds]);
  return (
    <>
      <Tag
        className={seconds <= 10 ? "countdown urgent" : "countdown"}
        role="timer"
        aria-live="off"
      >
        {t(label)}: <span data-testid="seconds-left">{seconds}</span>
        {t("secondsUnit")}
      </Tag>
      <span className="visually-hidden" aria-live="polite">
        {announced === null ? "" : plural("secondsLeft", announced)}
      </span>
    </>
  );
}

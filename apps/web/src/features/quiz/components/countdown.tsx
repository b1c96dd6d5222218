import { useEffect, useState } from "react";

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
  label: string;
  seconds: number;
  as?: "p" | "h2";
}) {
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (THRESHOLDS.includes(seconds)) setAnnouncement(`${seconds} seconds left`);
  }, [seconds]);
  return (
    <>
      <Tag
        className={seconds <= 10 ? "countdown urgent" : "countdown"}
        role="timer"
        aria-live="off"
      >
        {label}: <span data-testid="seconds-left">{seconds}</span>s
      </Tag>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}

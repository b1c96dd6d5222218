/** "1:59:59", "04:05": the time left on a paper's clock. */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * The whole paper's clock ("1:59:59"), named by `label` for screen readers; red in its last five
 * minutes. Empty while the time left is not known yet (a sitting waiting for the server's word).
 */
export function PaperClock({ label, seconds }: { label: string; seconds: number | null }) {
  return (
    <p
      className={`countdown${seconds !== null && seconds <= 300 ? " urgent" : ""}`}
      role="timer"
      aria-label={label}
    >
      {seconds === null ? "" : formatClock(seconds)}
    </p>
  );
}
